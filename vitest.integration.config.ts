import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'server/**/*.integration.test.ts',
      'tests/integration/**/*.integration.test.ts',
      'scripts/**/*.integration.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: more workers only make each database start slower.
    maxWorkers: 2,
  },
})
