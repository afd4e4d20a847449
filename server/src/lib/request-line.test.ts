import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogOutput } from './log-output.ts';
import { createLogger, createServerLogger } from './logger.ts';
import { requestLineWriter } from './request-line.ts';

/** The request line is made by hand for the server's logger: it must be the line pino would write. */
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** The lines a logger writes into a file, through the server's own output. */
async function linesOf(level: string, log: (logger: ReturnType<typeof createLogger>) => void) {
  dir = mkdtempSync(join(tmpdir(), 'request-line-'));
  const file = join(dir, 'out.log');
  const fd = openSync(file, 'w');
  const output = new LogOutput({ fd });
  const logger = createServerLogger(level, { output });
  log(logger);
  await output.flush();
  closeSync(fd);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Record<string, unknown>);
}

const fields = { reqId: 'abcdefgh-1234', method: 'GET', path: '/blog', status: 200, ms: 1.5 };

describe('request lines', () => {
  it('has the fields, order and levels of the line pino writes for the same request', async () => {
    const [ours, pinos] = await linesOf('info', (logger) => {
      requestLineWriter(logger)({ ...fields, fast: true });
      logger.info({ ...fields, fast: true }, 'request');
    });
    expect(ours).toBeDefined();
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(pinos ?? {}));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(ours).toMatchObject({ level: 30, service: 'lumen-site', msg: 'request', fast: true });
    expect(Date.parse(String(ours?.time))).not.toBeNaN();
  });

  it('escapes what a path may hold and logs a 5xx at error level', async () => {
    const path = '/a"b\\c\u0001\u00e9';
    const [line] = await linesOf('info', (logger) =>
      requestLineWriter(logger)({ ...fields, path, status: 503 }),
    );
    expect(line).toMatchObject({ path, status: 503, level: 50 });
    expect(line).not.toHaveProperty('fast');
  });

  it('writes each path as pino does, plain or with one character JSON must escape', async () => {
    const paths = [
      '/portfolio/photography',
      '/a"b',
      '/a\\b',
      '/a\u0001b',
      '/a\u007fb',
      '/caf\u00e9',
      '/\u2028x',
    ];
    const lines = await linesOf('info', (logger) => {
      for (const path of paths) {
        requestLineWriter(logger)({ ...fields, path });
        logger.info({ ...fields, path }, 'request');
      }
    });
    for (const [i, path] of paths.entries()) {
      expect(lines[2 * i], path).toMatchObject({ path });
      expect({ ...lines[2 * i], time: 0 }, path).toEqual({ ...lines[2 * i + 1], time: 0 });
    }
  });

  it('follows a level changed while the server runs', async () => {
    const lines = await linesOf('info', (logger) => {
      const write = requestLineWriter(logger);
      write({ ...fields, path: '/before' });
      logger.level = 'warn';
      write({ ...fields, path: '/while-warn' });
      logger.level = 'info';
      write({ ...fields, path: '/after' });
    });
    expect(lines.map((l) => l.path)).toEqual(['/before', '/after']);
  });

  it('follows the logger level: nothing at warn, the 5xx line still at error', async () => {
    const lines = await linesOf('warn', (logger) => {
      const write = requestLineWriter(logger);
      write(fields);
      write({ ...fields, status: 500 });
    });
    expect(lines.map((l) => l.status)).toEqual([500]);
  });

  it('falls back to pino for a logger that is not the server logger', () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => written.push(line) > 0 });
    requestLineWriter(logger)(fields);
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({ ...fields, msg: 'request', level: 30 });
  });
});
