import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/src/node-flags.ts';
import { freePort } from './free-port.ts';
import { STUB_DIST_DIR } from './site-renderers.ts';
import { engineEnv } from './test-engine.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  logs: string[];
  /** SIGTERM and wait for exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Any signal (SIGKILL for crash tests) and wait for exit. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Removes the data directory if this helper created it. */
  cleanup(): Promise<void>;
}

interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  port?: number;
  /**
   * `built` (default): dist/ from `npm run build`. `stub`: tests/support/stub-site, one fixed
   * page for every address, so a test where no page is under test needs no build.
   */
  site?: 'built' | 'stub';
  /** Sees the server's output as it comes, before it listens too. */
  onOutput?: (text: string) => void;
  /**
   * false: once started, the output is read (as a log collector would) but not kept in `logs`,
   * so a bench sending millions of requests does not hold every request line in memory.
   */
  keepLogs?: boolean;
  /** Node's options, as `npm start` gives them unless a test says otherwise. */
  nodeFlags?: readonly string[];
}

/** The server's one line when its port was taken (server-lifecycle.ts, listenFailure). */
const PORT_TAKEN = /PORT \d+ on [\d.]+ is already in use/;

/**
 * Starts the real production server (`node server/src/main.ts`, built or stub dist/) on a port the OS
 * picks, with its own DATA_DIR. Spawns node directly so stopping it stops the server itself.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      // The port freePort saw free was taken before the server bound it (another test's outgoing
      // connection can hold it as its local port): another port, unless the caller chose this one.
      if (options.port || attempt >= 3 || !PORT_TAKEN.test((err as Error).message)) throw err;
    }
  }
}

async function startOnce(options: StartOptions): Promise<ServerProcess> {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lumen-data-')));
  // The port is chosen here, since the public origin names it; readiness is seen in the
  // "listening" log line, or (a quieter LOG_LEVEL hides that line) polled on /api/health.
  const quiet = !['info', 'debug', 'trace', undefined].includes(options.env?.LOG_LEVEL);
  const fixedPort = options.port || (await freePort());
  const child = spawn(process.execPath, [...(options.nodeFlags ?? SERVER_NODE_FLAGS), 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(fixedPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${fixedPort}`,
      ...(options.site === 'stub' ? { DIST_DIR: STUB_DIST_DIR } : {}),
      ...(await engineEnv(dataDir)),
      ...options.env,
      // The test's own address stays callable when a test sets another PUBLIC_URL.
      ALLOWED_HOSTS: [`127.0.0.1:${fixedPort}`, options.env?.ALLOWED_HOSTS].filter(Boolean).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let settled = false;
    const done = (error: Error | null, value = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value);
    };
    const timer = setTimeout(() => {
      // Not left running behind the caller's back (it would hold the port and the data directory).
      child.kill('SIGKILL');
      done(new Error(`server did not start:\n${logs.join('')}`));
    }, 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (settled && options.keepLogs === false) return;
      const text = chunk.toString();
      logs.push(text);
      options.onOutput?.(text);
      const match = /"port":(\d+)/.exec(text);
      if (match && text.includes('listening')) done(null, Number(match[1]));
    });
    child.stderr!.on('data', (c: Buffer) => logs.push(c.toString()));
    void exited.then((code) => done(new Error(`server exited with ${code}:\n${logs.join('')}`)));
    if (quiet) void pollHealth(fixedPort, () => settled).then((up) => up && done(null, fixedPort));
  }).catch(async (err: unknown) => {
    // A start that failed leaves no data folder of its own behind (startServerProcess may try again).
    if (ownDir) await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    logs,
    stop: () => kill('SIGTERM'),
    kill,
    cleanup: async () => {
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** True once GET /api/health answers 200; false when `stop()` says the wait ended another way. */
async function pollHealth(port: number, stop: () => boolean): Promise<boolean> {
  while (!stop()) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
