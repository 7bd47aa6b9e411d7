import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'config/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
  },
})
