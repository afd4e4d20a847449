import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export interface DebugChromium {
  port: number;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a DevTools port (for Lighthouse), in a throwaway profile. The port is
 * read from Chromium's own "DevTools listening" line, so nothing is guessed.
 */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const executable = chromiumPath();
  if (!executable)
    throw new Error("Chromium not found: install Debian's chromium package or set CHROME_PATH");
  const profile = await mkdtemp(join(tmpdir(), 'lumen-chromium-'));
  const child: ChildProcess = spawn(
    executable,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${seen}`));
    });
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}
