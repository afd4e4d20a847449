import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { CliMain } from '../../server/src/cli/cli-io.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> ...args` from the repository root to completion, as an operator would. */
export function runScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdin?: string },
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: options.env,
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

/**
 * Runs a tool's main (server/src/cli/cli-io.ts) in this process, with its own environment, piped
 * input and collected output: what runScript does, less the start of a Node process per run.
 * The tools' process entries stay covered by the slow tests that spawn them.
 */
export async function runHere(
  main: CliMain,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdin?: string },
): Promise<ScriptRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    env: options.env,
    stdin: Readable.from([Buffer.from(options.stdin ?? '')]),
    out: (text) => {
      stdout += `${text}\n`;
    },
    err: (text) => {
      stderr += `${text}\n`;
    },
  });
  return { code, stdout, stderr };
}
