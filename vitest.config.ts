import { statfsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { shareCompileCache } from './tests/support/compile-cache.ts';
import { LongestFirst } from './tests/support/longest-first.ts';

shareCompileCache();

/**
 * Three projects, chosen by where a test file lives, so a new file lands in the right one without
 * editing this list (docs/testing.md):
 * - fast: every `*.test.ts(x)` beside the code (server/, shared/, site/, admin-desktop/, ...) and
 *   `tests/api/` (the real app over HTTP with a source-rendered or stub site), no build. One
 *   project, not two: each project has workers of its own, and with two the second started only
 *   when the first was done, on fresh workers that loaded their modules again;
 * - slow: everything else under `tests/` (faults, soak, gates, build output, the container) and any
 *   `*.slow.test.ts(x)` anywhere: they need `npm run build`, a container engine or minutes.
 * - postgres: the API and durability tests again, on PostgreSQL (TEST_ENGINE=postgres), every file
 *   with its own databases in one throwaway cluster for the whole run (its globalSetup).
 * `npm run test:fast` runs fast; `npm test` runs all three after the build.
 *
 * fast runs with `isolate: false`: a worker evaluates the app's module graph once, not once
 * per file (about half their CPU time went to that). Safe because their tests keep no state in
 * modules (each starts its own app and data folder, restores fake timers, mocks no module); slow
 * tests stay isolated. See docs/testing.md.
 */
const SLOW = '**/*.slow.test.{ts,tsx}';

/**
 * fast keeps its temp folders (each test's DATA_DIR) on the memory file system when the
 * machine has one with room: they start hundreds of apps, and each start's fsync'd seed writes
 * waited on the disk for about a quarter of their wall time. Real files all the same; what fsync
 * guarantees on a disk is the slow project's to check (tests/faults), which stays on the disk.
 */
function memoryTmp(): Record<string, string> {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize > 2 ** 30 ? { TMPDIR: '/dev/shm' } : {};
  } catch {
    return {};
  }
}
const FAST_ENV = memoryTmp();
const ALWAYS_EXCLUDED = ['**/node_modules/**', '**/dist/**', '**/out/**', '**/.git/**'];

/** What the `postgres` project leaves out, each for a reason (docs/storage.md, "Tests on both engines"). */
const NOT_ON_POSTGRES = [
  // The embedded engine's own mechanisms, which PostgreSQL does not have:
  'tests/api/startup-lock-wait*.test.ts', // the DATA_DIR lock file a second embedded server waits on
  // `npm run owner` on DATA_DIR (its lock, the running server's socket); with DATABASE_URL it writes
  // the database directly (two-instances.test.ts creates its owner so)
  'tests/api/auth-cli*.test.ts',
  'tests/faults/fsync-policy.test.ts', // fsync of nedb files before an answer
  'tests/faults/torn-tail.test.ts', // a half-written last line of a nedb file
  'tests/faults/shutdown-backup-restore.test.ts', // npm run backup/restore copy DATA_DIR; PostgreSQL uses pg_dump
  'tests/faults/storage-unavailable.test.ts', // a full then read-only DATA_DIR; a database restart is in pg-store.slow.test.ts
  'tests/faults/read-only-data-dir.test.ts', // DATA_DIR remounted read-only; the database's own refusals are in pg-store.slow.test.ts
  // Already on PostgreSQL whatever TEST_ENGINE says (each starts its own cluster, in `slow`):
  'tests/faults/two-instances.test.ts',
  'tests/faults/migrate-to-postgres.test.ts',
  'tests/api/analytics-two-instances.test.ts',
  // The desktop sync's model test: hundreds of server restarts (minutes of CPU) to check the sync
  // protocol; the writes it makes are the API's, which the files above check on PostgreSQL.
  'tests/faults/sync-model.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    setupFiles: ['tests/support/per-file-setup.ts'],
    // The files that take minutes start first, so the two workers end together (docs/testing.md).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          isolate: false,
          env: FAST_ENV,
          include: ['**/*.test.{ts,tsx}'],
          // Under tests/, only tests/api: the rest of tests/ is the slow project's.
          exclude: [...ALWAYS_EXCLUDED, 'tests/*.*', 'tests/!(api)/**', SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: ['tests/**/*.test.{ts,tsx}', SLOW],
          exclude: [...ALWAYS_EXCLUDED, 'tests/api/**/!(*.slow).test.{ts,tsx}'],
          // After the fast project, so a broken unit fails the run before minutes of gates.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          // As fast: the app's modules once per worker; tests/support/per-file-setup.ts ends what
          // a file opened on the engine.
          isolate: false,
          include: ['tests/api/**/*.test.{ts,tsx}', 'tests/faults/*.test.ts'],
          exclude: [...ALWAYS_EXCLUDED, ...NOT_ON_POSTGRES],
          env: { TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          // Its fault tests need the build, as the slow project's do; it runs beside that project.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
