import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientBundleGuard } from './scripts/vite/client-bundle-guard.ts'
import { clientChunks } from './scripts/vite/client-chunks.ts'
import { quietBuildWarnings } from './scripts/vite/quiet-build-warnings.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientBundleGuard(import.meta.dirname), clientChunks(import.meta.dirname)],
  build: {
    target: 'es2022',
    // Terser writes the browser's scripts about 3 % smaller than esbuild (4 KB gzip off the
    // shell chunk), for a few seconds more of build: docs/decisions/034-first-load-minifier-and-shell-trims.md.
    minify: 'terser',
    rollupOptions: { onwarn: quietBuildWarnings },
  },
  server: { hmr: { port: 24678 } },
})
