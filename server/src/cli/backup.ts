import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { assertNode24 } from '../runtime-check.ts';
import {
  type BackupManifest,
  dataDirFromEnv,
  listDataFiles,
  MANIFEST_FILE,
  nativePath,
  parseCli,
  sha256,
  writeFileDurably,
} from './backup-format.ts';

const USAGE = `Usage: npm run backup -- <backup-dir>

Copies DATA_DIR (the datastore files and uploads) into <backup-dir>, which must be new or empty.
Safe while the server runs. Restore with: npm run restore -- <backup-dir>`;

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

/**
 * A datastore file as of now. nedb only appends whole lines between compactions, and a compaction
 * replaces the file by rename, so one read sees a consistent file; a line being appended at that
 * very moment is cut off (it was not acknowledged before this read began).
 */
function completeLines(bytes: Buffer): Buffer {
  const end = bytes.lastIndexOf(0x0a);
  return bytes.subarray(0, end + 1);
}

assertNode24();
const { dir: target } = parseCli('backup', USAGE, false);
const dataDir = dataDirFromEnv('backup');
const inside = relative(dataDir, target);
if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
  fail(`the backup directory must be outside DATA_DIR (${dataDir})`);
}
if ((await readdir(dataDir).catch(() => null)) === null) fail(`DATA_DIR ${dataDir} does not exist`);
if (((await readdir(target).catch(() => [])) as string[]).length > 0) fail(`${target} is not empty`);

const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), files: [] };
let bytesCopied = 0;
// The datastore files first, then the uploads as listed after them: an upload is stored before the
// item that uses it is written, so every upload a copied item refers to is in the second listing.
const isStore = (path: string) => path.endsWith('.db');
const stores = (await listDataFiles(dataDir)).filter(isStore);
const copyOrder = async function* () {
  yield* stores;
  for (const path of await listDataFiles(dataDir)) if (!isStore(path)) yield path;
};
for await (const path of copyOrder()) {
  const read = await readFile(join(dataDir, nativePath(path))).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null; // removed since it was listed (e.g. a replaced upload)
    throw err;
  });
  if (!read) continue;
  const bytes = isStore(path) ? completeLines(read) : read;
  await writeFileDurably(join(target, nativePath(path)), bytes);
  manifest.files.push({ path, size: bytes.length, sha256: sha256(bytes) });
  bytesCopied += bytes.length;
}
await writeFileDurably(join(target, MANIFEST_FILE), Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
console.log(`backup: ${manifest.files.length} files (${bytesCopied} bytes) from ${dataDir} to ${target}`);
