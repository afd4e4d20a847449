import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The server's logger in a process of its own, since what is under test is what reaches stdout
 * when the process ends: lines wait in a buffer, and none that were logged may be lost on exit.
 */
const LOGGER = new URL('./logger.ts', import.meta.url).href;
const OUTPUT = new URL('./log-output.ts', import.meta.url).href;

/** Runs `body` as an ES module with `createServerLogger`, `flushLog` and `LogOutput` in scope. */
function run(body: string): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const code = `import { createServerLogger, flushLog } from ${JSON.stringify(LOGGER)};
import { LogOutput } from ${JSON.stringify(OUTPUT)};
const turn = () => new Promise((resolve) => setImmediate(resolve));
${body}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const lines = Buffer.concat(chunks)
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code: exitCode, lines });
    });
  });
}

const numbered = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'line').map((line) => line.n);
const upTo = (count: number) => Array.from({ length: count }, (_, n) => n);

describe('the server logger at exit', () => {
  it('when lines are logged across many turns and the process then flushes and exits, then every line is out, in order', async () => {
    const { code, lines } = await run(`
const logger = createServerLogger('info');
for (let n = 0; n < 5000; n++) {
  logger.info({ n }, 'line');
  if (n % 97 === 0) await turn();
}
await flushLog(logger);
process.exit(0);`);
    expect(code).toBe(0);
    expect(numbered(lines)).toEqual(upTo(5000));
  });

  it('when the process exits right after logging, or throws, then the lines still waiting are written by the exit hook', async () => {
    const exited = await run(`
const logger = createServerLogger('info');
for (let n = 0; n < 3000; n++) logger.info({ n }, 'line');
process.exit(3);`);
    expect(exited.code).toBe(3);
    expect(numbered(exited.lines)).toEqual(upTo(3000));

    const crashed = await run(`
const logger = createServerLogger('info');
for (let n = 0; n < 1000; n++) logger.info({ n }, 'line');
logger.fatal('about to fail');
throw new Error('boom');`);
    expect(crashed.code).toBe(1);
    expect(numbered(crashed.lines)).toEqual(upTo(1000));
    expect(crashed.lines.at(-1)).toMatchObject({ msg: 'about to fail' });
  });

  it('when more is logged at once than the buffer holds, then the rest is dropped and a warn line says how many', async () => {
    const { lines } = await run(`
const logger = createServerLogger('info', { output: new LogOutput({ maxBytes: 16 * 1024 }) });
for (let n = 0; n < 1000; n++) logger.info({ n }, 'line');
await flushLog(logger);
process.exit(0);`);
    const kept = numbered(lines);
    const report = lines.find((line) => line.level === 40);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(1000);
    expect(report).toMatchObject({
      msg: 'log lines were dropped: the log output could not keep up',
      droppedLogLines: 1000 - kept.length,
      droppedLogLinesTotal: 1000 - kept.length,
    });
    // The first lines were kept, the rest dropped: nothing out of order, nothing twice.
    expect(kept).toEqual(upTo(kept.length));
  });
});
