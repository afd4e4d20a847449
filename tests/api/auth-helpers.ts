import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER } from '#shared/api/paths.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';

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

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `node server/src/cli/owner.ts ...args` (what `npm run owner -- ...` runs) to completion. */
export function runOwnerCli(
  args: string[],
  options: { dataDir: string; env?: Record<string, string>; stdin?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const { OWNER_PASSWORD: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, ['server/src/cli/owner.ts', ...args], {
      cwd: root,
      env: { ...env, DATA_DIR: options.dataDir, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}
