import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCH_OWNER = {
  email: 'bench-owner@example.com',
  password: 'bench-password-1234',
  name: 'Bench Owner',
};

/** Creates the benchmark owner in a DATA_DIR with the project's own CLI (before the server starts). */
export function createBenchOwner(dataDir: string, env: Record<string, string> = {}): void {
  execFileSync(
    process.execPath,
    [
      'server/src/cli/owner.ts',
      'create',
      '--email',
      BENCH_OWNER.email,
      '--password',
      BENCH_OWNER.password,
      '--name',
      BENCH_OWNER.name,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: 'pipe' },
  );
}

/** Signs in over HTTP; returns the Cookie header and the CSRF token for writes. */
export async function signIn(baseUrl: string): Promise<{ cookie: string; csrfToken: string }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: BENCH_OWNER.email, password: BENCH_OWNER.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}
