import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSRF_HEADER } from '#shared/api/paths.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { runScript, type ScriptRun } from '../support/cli-runs.ts';

export { freePort } from '../support/free-port.ts';

/** Shared steps of the auth API tests: a tiny cookie jar over fetch, and running the owner CLI. */

export const OWNER = {
  email: 'owner@lumen.test',
  name: 'Olivia Owner',
  password: 'correct horse battery staple',
};
export const SIGN_IN = { email: OWNER.email, password: OWNER.password };

/** The session cookie's line: `__Host-lumen_session` when Secure, `lumen_session` otherwise. */
const isSessionCookie = (line: string) => /^(__Host-)?lumen_session=/.test(line);

/** The `lumen_session=...` pair from a response's Set-Cookie, or undefined. */
export function sessionCookie(res: Response): string | undefined {
  const line = res.headers.getSetCookie().find(isSessionCookie);
  return line?.split(';')[0];
}

export function setCookieLine(res: Response): string {
  return res.headers.getSetCookie().find(isSessionCookie) ?? '';
}

export async function login(
  base: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, cookie: sessionCookie(res), body: (await res.json()) as SessionInfo & { error?: string } };
}

export async function sessionUser(base: string, cookie?: string): Promise<SessionInfo> {
  const res = await fetch(`${base}/api/auth/user`, { headers: cookie ? { Cookie: cookie } : {} });
  return (await res.json()) as SessionInfo;
}

export function logout(base: string, cookie: string, csrf?: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/auth/logout`, {
    method: 'POST',
    headers: { Cookie: cookie, ...(csrf ? { [CSRF_HEADER]: csrf } : {}), ...headers },
  });
}

/** Runs `node server/src/cli/owner.ts ...args` (what `npm run owner -- ...` runs) to completion. */
export function runOwnerCli(
  args: string[],
  options: { dataDir: string; env?: Record<string, string>; stdin?: string },
): Promise<ScriptRun> {
  const { OWNER_PASSWORD: _ignored, ...env } = process.env;
  return runScript('server/src/cli/owner.ts', args, {
    env: { ...env, DATA_DIR: options.dataDir, ...options.env },
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
}

/** `npm run owner -- create` for the test owner, in `dataDir`. */
export const createOwnerWithCli = (dataDir: string, extra: string[] = []) =>
  runOwnerCli(['create', '--email', OWNER.email, '--name', OWNER.name, ...extra], { dataDir });

/** Distinct owner records in owners.db (nedb appends a new line per change of a record). */
export async function ownerRecordIds(dataDir: string) {
  const lines = (await readFile(join(dataDir, 'owners.db'), 'utf8')).split('\n').filter(Boolean);
  const docs = lines.map((l) => JSON.parse(l) as { _id?: string }).filter((d) => d._id);
  return [...new Set(docs.map((d) => d._id))];
}
