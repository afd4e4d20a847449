import { defineConfig } from 'vitest/config';

/**
 * Three projects, chosen by where a test file lives, so a new file lands in the right one without
 * editing this list (docs/testing.md):
 * - unit: every `*.test.ts(x)` beside the code (server/, shared/, site/, admin-desktop/, ...);
 * - api: `tests/api/`, the real app over HTTP with a source-rendered or stub site, no build;
 * - slow: everything else under `tests/` (faults, soak, gates, build output, the container) and any
 *   `*.slow.test.ts(x)` anywhere: they need `npm run build`, a container engine or minutes.
 * `npm run test:fast` runs unit + api; `npm test` runs all three after the build.
 *
 * unit and api run with `isolate: false`: a worker evaluates the app's module graph once, not once
 * per file (about half their CPU time went to that). Safe because their tests keep no state in
 * modules (each starts its own app and data folder, restores fake timers, mocks no module); slow
 * tests stay isolated. See docs/testing.md.
 */
const SLOW = '**/*.slow.test.{ts,tsx}';
const ALWAYS_EXCLUDED = ['**/node_modules/**', '**/dist/**', '**/out/**', '**/.git/**'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    setupFiles: ['tests/support/per-file-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...ALWAYS_EXCLUDED, 'tests/**', SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          isolate: false,
          include: ['tests/api/**/*.test.{ts,tsx}'],
          exclude: [...ALWAYS_EXCLUDED, SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: ['tests/**/*.test.{ts,tsx}', SLOW],
          exclude: [...ALWAYS_EXCLUDED, 'tests/api/**/!(*.slow).test.{ts,tsx}'],
          // After the fast projects, so a broken unit fails the run before minutes of gates.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
