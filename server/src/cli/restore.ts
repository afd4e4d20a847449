import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDirFailure } from '../infra/data-dir-failure.ts';
import {
  acquireDataDirLock,
  adminSocketAnswers,
  DataDirBusyError,
  type DataDirLock,
  lockHolder,
  RESTORE_MARKER,
} from '../infra/data-dir-lock.ts';
import { syncDirectory } from '#shared/node/durable-file.ts';
import { assertNode24 } from '../runtime-check.ts';
import {
  type BackupManifest,
  backupManifestSchema,
  dataDirFromEnv,
  isRuntimeFile,
  listDataFiles,
  MANIFEST_FILE,
  nativePath,
  PREVIOUS_PREFIX,
  parseCli,
  sha256,
  writeFileDurably,
} from './backup-format.ts';

const USAGE = `Usage: npm run restore -- <backup-dir> [--force]

Restores a backup made by \`npm run backup\` into DATA_DIR. Stop the server first: a running
server is always refused. DATA_DIR must be empty; with --force its current contents are moved
to DATA_DIR/${PREVIOUS_PREFIX}<time>/ first (delete that folder once the restore is checked).`;

class RestoreError extends Error {}

async function readManifest(source: string): Promise<BackupManifest> {
  const text = await readFile(join(source, MANIFEST_FILE), 'utf8').catch(() => {
    throw new RestoreError(`${source} is not a backup (no ${MANIFEST_FILE})`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreError(`${MANIFEST_FILE} is not JSON`);
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreError(`${MANIFEST_FILE} is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** A backed-up file, checked against the manifest (truncated or altered backups are refused). */
async function readChecked(source: string, file: BackupManifest['files'][number]): Promise<Buffer> {
  const bytes = await readFile(join(source, nativePath(file.path))).catch(() => {
    throw new RestoreError(`the backup is missing ${file.path}`);
  });
  if (bytes.length !== file.size || sha256(bytes) !== file.sha256) {
    throw new RestoreError(`${file.path} does not match the backup manifest (size or checksum)`);
  }
  return bytes;
}

async function refuseRunningServer(dataDir: string): Promise<DataDirLock> {
  const holder = await lockHolder(dataDir);
  if (holder !== undefined || (await adminSocketAnswers(dataDir))) {
    throw new RestoreError(`a server is using ${dataDir}${holder ? ` (pid ${holder})` : ''}: stop it first`);
  }
  // Held until the end, so no server can start on a half-restored directory.
  return acquireDataDirLock(dataDir).catch((err: unknown) => {
    if (err instanceof DataDirBusyError) throw new RestoreError(`${err.message}: stop it first`);
    throw new RestoreError(dataDirFailure(err, dataDir, 'npm run restore'));
  });
}

/** Moves everything but runtime files into DATA_DIR/.before-restore-<time>/. */
async function setAside(dataDir: string): Promise<string> {
  const aside = join(dataDir, `${PREVIOUS_PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(aside);
  for (const name of await readdir(dataDir)) {
    if (!isRuntimeFile(name)) await rename(join(dataDir, name), join(aside, name));
  }
  return aside;
}

async function restore(source: string, dataDir: string, force: boolean): Promise<string> {
  const manifest = await readManifest(source);
  for (const file of manifest.files) await readChecked(source, file); // verify all before any change
  const lock = await refuseRunningServer(dataDir);
  try {
    const existing = await listDataFiles(dataDir);
    let note = '';
    if (existing.length > 0) {
      if (!force) {
        throw new RestoreError(
          `${dataDir} is not empty (${existing.length} files); use --force to set them aside and restore`,
        );
      }
      note = `; the previous contents are in ${await setAside(dataDir)}`;
    }
    // Until the last file is in place, no server or tool opens the stores (docs/operations.md).
    const marker = join(dataDir, RESTORE_MARKER);
    await writeFileDurably(marker, Buffer.from(`restore from ${source} began ${new Date().toISOString()}\n`));
    for (const file of manifest.files) {
      await writeFileDurably(join(dataDir, nativePath(file.path)), await readChecked(source, file));
    }
    await rm(marker);
    await syncDirectory(dataDir);
    return `restore: ${manifest.files.length} files from ${source} (made ${manifest.createdAt}) into ${dataDir}${note}`;
  } finally {
    await lock.release();
  }
}

assertNode24();
const { dir: source, force } = parseCli('restore', USAGE, true);
try {
  console.log(await restore(source, dataDirFromEnv('restore'), force));
} catch (err) {
  if (!(err instanceof RestoreError)) throw err;
  console.error(`restore: ${err.message}`);
  process.exit(1);
}
