import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh DATA_DIR for each test (its folder name starts with `prefix`), removed after the test
 * once `stop` has stopped what the test ran on it.
 */
export function dataDirPerTest(prefix: string, stop: () => Promise<unknown>): { readonly path: string } {
  const data = { path: '' };
  beforeEach(async () => {
    data.path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await stop();
    await rm(data.path, { recursive: true, force: true });
  });
  return data;
}
