import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientBundleGuard } from './scripts/vite/client-bundle-guard.ts'
import { quietBuildWarnings } from './scripts/vite/quiet-build-warnings.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientBundleGuard(import.meta.dirname)],
  build: { target: 'es2022', rollupOptions: { onwarn: quietBuildWarnings } },
  server: { hmr: { port: 24678 } },
})
