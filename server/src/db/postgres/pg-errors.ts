import { StoreUnavailableError } from '../document-store.ts';

/** Node socket errors and PostgreSQL SQLSTATE classes that mean "the server is not reachable now". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when an error from pg means the database cannot be reached right now (restarting, down,
 * network gone): class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect
 * now), 53300 (too many connections) or a socket error.
 */
export function isUnreachable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = String((err as { code?: unknown }).code ?? '');
  if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')
    return true;
  return UNREACHABLE_MESSAGES.test(String((err as { message?: unknown }).message ?? ''));
}

/** Runs a database call; an unreachable database becomes StoreUnavailableError (a 503). */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isUnreachable(err)) throw new StoreUnavailableError('PostgreSQL is unreachable', { cause: err });
    throw err;
  }
}
