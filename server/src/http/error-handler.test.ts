import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** express.static over a folder with one script, behind the app's error handler. */
async function staticServer(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-error-handler-'));
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const app = express();
  app.use(express.static(dir, { fallthrough: false }));
  app.use(errorHandler(pino({ level: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the JSON error of an answer that failed half-way', () => {
  it("when a file's Range cannot be served, then the 416 is labelled as the JSON it is, without the file's own headers", async () => {
    const url = await staticServer();
    const res = await fetch(`${url}/sw.js`, { headers: { Range: 'bytes=99999999-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('last-modified')).toBeNull();
    expect(res.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    expect(await res.json()).toEqual({ error: 'Range Not Satisfiable' });
  });
});
