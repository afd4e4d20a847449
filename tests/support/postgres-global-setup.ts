import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

/**
 * globalSetup of the `postgres` vitest project: one throwaway PostgreSQL cluster for the whole run
 * (initdb once, not once per file), stopped and removed when the run ends. Each DATA_DIR a test
 * opens gets its own database in it (tests/support/test-engine.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresAdminUrl', server.url());
  return () => server.close();
}
