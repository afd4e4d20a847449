import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { writeFileAtomic } from '#shared/node/durable-file.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { UPLOAD_TEMP_PREFIX } from '../db/file-upload-storage.ts';
import { ADMIN_SOCKET, INCOMING_DIR, LOCK_FILE, RESTORE_MARKER } from '../infra/data-dir-lock.ts';

/** The file a backup directory is recognised by; written last, so its presence means "complete". */
export const MANIFEST_FILE = 'backup-manifest.json';
/** Where `restore --force` moves what DATA_DIR held before (inside DATA_DIR: it may be a volume root). */
export const PREVIOUS_PREFIX = '.before-restore-';

const relativePath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !normalize(p).split(/[\\/]/).includes('..'), 'must stay inside DATA_DIR');

export const backupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  files: z.array(
    z.object({
      path: relativePath,
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
    }),
  ),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/**
 * Files that are process state, not data: the server's lock and admin socket, readiness probes,
 * nedb's compaction temp files (`x.db~`), what an earlier forced restore set aside, and uploads not
 * stored yet (`incoming/`, half-written `.tmp-` files: a 50 MB photo being received is no backup).
 */
export function isRuntimeFile(name: string): boolean {
  return (
    name === LOCK_FILE ||
    name === INCOMING_DIR ||
    name === RESTORE_MARKER ||
    name.startsWith(UPLOAD_TEMP_PREFIX) ||
    name.startsWith(`${LOCK_FILE}.`) ||
    name === ADMIN_SOCKET ||
    name.startsWith('.ready-') ||
    name.endsWith('~') ||
    name.startsWith(PREVIOUS_PREFIX)
  );
}

/** Every data file under `dir` (relative paths, '/' separated), runtime files left out. */
export async function listDataFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (isRuntimeFile(entry.name)) continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listDataFiles(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A manifest path as a path on this system. */
export const nativePath = (path: string) => path.split('/').join(sep);

/** Writes a file durably (temp, flush, rename, folder flush), so a finished backup or restore survives a power cut. */
export const writeFileDurably = (path: string, bytes: Uint8Array) =>
  writeFileAtomic(path, bytes, { mode: 0o600 });

/** Parses `<dir> [--force]`; exits with the usage text on anything else. */
export function parseCli(tool: string, usage: string, withForce: boolean): { dir: string; force: boolean } {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (positionals.length !== 1 || (values.force && !withForce)) throw new Error('expected one directory');
    return { dir: resolve(positionals[0]!), force: values.force ?? false };
  } catch (err) {
    console.error(`${tool}: ${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/** How the data is kept and restored with PostgreSQL (docs/operations.md, "PostgreSQL: ..."). */
const WITH_POSTGRES = {
  backup: 'back it up with pg_dump --format=custom --file=lumen-$(date +%F).dump "$DATABASE_URL"',
  restore:
    'restore it into an empty database with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>.dump',
};

/**
 * DATA_DIR as the server resolves it (same variable, same default, same validation). With
 * DATABASE_URL set, DATA_DIR holds only uploads being received: a copy of it would be an empty
 * backup the operator trusts, so the tools stop and name PostgreSQL's own.
 */
export function dataDirFromEnv(tool: 'backup' | 'restore'): string {
  try {
    const config = loadConfig(process.env, 'tool');
    if (config.DATABASE_URL) {
      console.error(
        `${tool}: DATABASE_URL is set, so the site's data (content, accounts, uploads) is in PostgreSQL, not in DATA_DIR: ${WITH_POSTGRES[tool]} (docs/operations.md)`,
      );
      process.exit(1);
    }
    return config.dataDir;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`${tool}: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
