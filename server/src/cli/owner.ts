import { parseArgs } from 'node:util';
import { checkInput } from '#shared/schemas/field-problems.ts';
import type { Config } from '../config.ts';
import type { DocumentStore } from '../db/document-store.ts';
import { openStore } from '../db/open-store.ts';
import { AuthService } from '../modules/auth/auth-service.ts';
import { dataDirFailure } from '../infra/data-dir-failure.ts';
import { acquireDataDirLock, adminSocketAnswers, DataDirBusyError } from '../infra/data-dir-lock.ts';
import {
  OWNER_OPTION_LABELS,
  ownerCommandSchema,
  runOwnerCommand,
  type OwnerCommand,
  type OwnerCommandResult,
} from '../modules/auth/owner-commands.ts';
import { DeviceRepo } from '../modules/auth/device-repo.ts';
import { LoginThrottle } from '../modules/auth/login-throttle.ts';
import { OwnerRepo } from '../modules/auth/owner-repo.ts';
import { SessionRepo } from '../modules/auth/session-repo.ts';
import { sendOwnerCommand } from './admin-socket-client.ts';
import { CliExit, type CliIo, exitCodeOf, runAsProcess, toolConfig } from './cli-io.ts';
import { resolvePassword } from './password-input.ts';

const USAGE = `Usage:
  npm run owner -- create --email E [--name N] [--password P]
  npm run owner -- reset-password --email E [--password P]

Without --password the password is read from OWNER_PASSWORD, else from stdin when piped,
else asked on the terminal. Passwords need at least 12 characters. DATABASE_URL (PostgreSQL) or
else DATA_DIR selects the store.`;

/** How long to wait for a server that holds the lock but is still starting its admin socket. */
const WAIT_FOR_SERVER_MS = 15_000;

function fail(message: string, code = 1): never {
  throw new CliExit(code, `owner: ${message}`);
}

/** The command asked for, or undefined when only the usage was (--help). */
async function parseCommand(argv: string[], io: CliIo): Promise<OwnerCommand | undefined> {
  let parsed: ReturnType<typeof parse>;
  const parse = (args: string[]) =>
    parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  try {
    parsed = parse(argv);
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(USAGE);
    return undefined;
  }
  const [command, ...extra] = positionals;
  if ((command !== 'create' && command !== 'reset-password') || extra.length) fail(USAGE, 2);
  if (!values.email) fail(`--email is required\n${USAGE}`, 2);
  const password = await resolvePassword(values.password, io).catch((err: Error) => fail(err.message));
  const input =
    command === 'create'
      ? { command, email: values.email, name: values.name ?? 'Owner', password }
      : { command, email: values.email, password };
  const checked = checkInput(ownerCommandSchema, input, OWNER_OPTION_LABELS);
  if (!checked.ok) fail(checked.error, 2);
  return checked.data;
}

async function runOnStore(config: Config, store: DocumentStore, command: OwnerCommand) {
  const guards = { throttle: await LoginThrottle.open(store), devices: await DeviceRepo.open(store) };
  const auth = new AuthService(await OwnerRepo.open(store), await SessionRepo.open(store), guards, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
    passwordHashCost: config.PASSWORD_HASH_COST,
  });
  return runOwnerCommand(auth, command);
}

/** No server runs: take the lock ourselves and write the store directly. */
async function runDirectly(config: Config, command: OwnerCommand): Promise<OwnerCommandResult> {
  const { dataDir } = config;
  const lock = await acquireDataDirLock(dataDir).catch((err: unknown) => {
    if (err instanceof DataDirBusyError) throw err;
    throw new Error(dataDirFailure(err, dataDir, 'npm run owner'));
  });
  let store: DocumentStore | undefined;
  try {
    store = await openStore(config);
    return await runOnStore(config, store, command);
  } catch (err) {
    throw new Error(dataDirFailure(err, dataDir, 'npm run owner'));
  } finally {
    await store?.close();
    await lock.release();
  }
}

/** PostgreSQL takes any number of writers: the CLI writes the database while servers run. */
async function runOnPostgres(config: Config, command: OwnerCommand): Promise<OwnerCommandResult> {
  const store = await openStore(config);
  try {
    return await runOnStore(config, store, command);
  } finally {
    await store.close();
  }
}

async function run(config: Config, command: OwnerCommand): Promise<OwnerCommandResult> {
  if (config.DATABASE_URL) return runOnPostgres(config, command);
  const { dataDir } = config;
  const deadline = Date.now() + WAIT_FOR_SERVER_MS;
  for (;;) {
    if (await adminSocketAnswers(dataDir)) return sendOwnerCommand(dataDir, command);
    try {
      return await runDirectly(config, command);
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
      // A live process holds DATA_DIR but is not answering yet (a server starting up, another CLI).
      if (Date.now() > deadline) {
        throw new Error(`${err.message}, which does not answer on its admin socket; try again later`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** `npm run owner -- ...`: creates an owner or sets a new password, with or without a server running. */
export function ownerCli(argv: string[], io: CliIo): Promise<number> {
  return exitCodeOf(io, async () => {
    const config = toolConfig(io, 'owner');
    const command = await parseCommand(argv, io);
    if (!command) return;
    const result = await run(config, command).catch((err: Error) => fail(err.message));
    if (!result.ok) fail(result.message);
    io.out(result.message);
  });
}

if (import.meta.main) await runAsProcess(ownerCli);
