import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { describeDocumentStoreContract } from './document-store-contract.ts';
import { NedbStore } from './nedb-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lumen-nedb-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describeDocumentStoreContract('nedb', async () => new NedbStore(dir));
