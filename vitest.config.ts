import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'site/src/**/*.test.{ts,tsx}',
      'admin-desktop/src/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/faults/**/*.test.ts',
      'tests/container/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/gates/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
