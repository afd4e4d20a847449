import { parseArgs } from 'node:util';
import type { MediaItem } from '#shared/schemas/media.ts';
import type { Config } from '../config.ts';
import type { DocumentStore } from '../db/document-store.ts';
import { openStore } from '../db/open-store.ts';
import { dataDirFailure } from '../infra/data-dir-failure.ts';
import { acquireDataDirLock, DataDirBusyError } from '../infra/data-dir-lock.ts';
import { MediaLibrary } from '../modules/uploads/media-library.ts';
import { CliExit, type CliIo, exitCodeOf, runAsProcess, toolConfig } from './cli-io.ts';

const USAGE = `Usage: npm run media:prune -- [--dry-run] [--keep-hours H]

Lists the uploaded pictures that no entry, portfolio item, saved version or trash item uses, and
deletes every file of each (--dry-run only lists them). Uploads stored in the last H hours
(default 24) are kept: one may belong to a form the owner has not saved yet. Nothing referenced is
ever deleted. DATABASE_URL (PostgreSQL, safe while servers run) or else DATA_DIR (the embedded
engine: stop the server first, or delete from the admin's Media section) selects the store.`;

function fail(message: string, code = 1): never {
  throw new CliExit(code, `media:prune: ${message}`);
}

/** What was asked for, or undefined when only the usage was (--help). */
function parseCli(argv: string[], io: CliIo) {
  let values: ReturnType<typeof parse>['values'];
  const parse = (args: string[]) =>
    parseArgs({
      args,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'keep-hours': { type: 'string', default: '24' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  try {
    values = parse(argv).values;
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`, 2);
  }
  if (values.help) {
    io.out(USAGE);
    return undefined;
  }
  const hours = Number(values['keep-hours']);
  if (!Number.isFinite(hours) || hours < 0) fail(`--keep-hours must be a number of hours\n${USAGE}`, 2);
  return { dryRun: values['dry-run'], keepHours: hours };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (item: MediaItem) =>
  `  ${item.url}  ${item.width && item.height ? `${item.width} x ${item.height}  ` : ''}${item.files} files, ${megabytes(item.bytes)}${item.uploadedAt ? `  stored ${item.uploadedAt}` : ''}`;

/** `npm run media:prune -- ...`: lists, then deletes, the uploads nothing uses. */
export function mediaPruneCli(argv: string[], io: CliIo): Promise<number> {
  return exitCodeOf(io, async () => {
    const args = parseCli(argv, io);
    if (!args) return;
    await prune(toolConfig(io, 'media:prune'), args, io);
  });
}

async function prune(config: Config, args: { dryRun: boolean; keepHours: number }, io: CliIo) {
  // The embedded engine has one writer: a running server holds DATA_DIR (its Media section does this).
  const lock = config.DATABASE_URL
    ? { release: async () => {} }
    : await acquireDataDirLock(config.dataDir).catch((err: Error) =>
        fail(
          err instanceof DataDirBusyError
            ? `${err.message}: stop the server first, or delete unused pictures from the admin's Media section`
            : dataDirFailure(err, config.dataDir, 'media:prune'),
        ),
      );
  let store: DocumentStore | undefined;
  try {
    store = await openStore(config);
    const library = new MediaLibrary(store, await store.uploads());
    const olderThan = new Date(Date.now() - args.keepHours * 3600_000);
    const items = await library.prune({ dryRun: args.dryRun, olderThan });
    const bytes = items.reduce((sum, item) => sum + item.bytes, 0);
    const verb = args.dryRun ? 'would delete' : 'deleted';
    io.out(`media:prune: ${verb} ${items.length} unused upload(s), ${megabytes(bytes)}`);
    for (const item of items) io.out(line(item));
  } catch (err) {
    fail(config.DATABASE_URL ? (err as Error).message : dataDirFailure(err, config.dataDir, 'media:prune'));
  } finally {
    await store?.close();
    await lock.release();
  }
}

if (import.meta.main) await runAsProcess(mediaPruneCli);
