import { execFileSync } from 'node:child_process';
import { open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectValidStore } from '../api/fuzz-helpers.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import {
  createItem,
  type Acknowledged,
  emptyAcks,
  inquire,
  listEverything,
  notExactlyOnce,
  type OwnerSession,
  signInAt,
  signup,
} from './fault-clients.ts';
import { mountable, samplePhoto, smallDataDir, unmountSmallDataDirs, uploadPhoto } from './small-data-dir.ts';

/**
 * DATA_DIR on a small tmpfs of its own: filled to the last byte, then remounted read-only. Every
 * write answers 503 with a JSON error, reads keep working, and nothing stored before is lost.
 * (What still works on a read-only DATA_DIR: read-only-data-dir.test.ts.)
 */

const ENV = { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' };
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  server = undefined;
  await unmountSmallDataDirs();
});

/** Writes zeros until the file system is full (ENOSPC); answers the filler's path. */
async function fill(dir: string): Promise<string> {
  const path = join(dir, 'filler.bin');
  const handle = await open(path, 'w');
  const chunk = Buffer.alloc(4096);
  try {
    for (;;) await handle.write(chunk);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    await handle.close();
  }
  // Small writes may still fit into the last partly used blocks: fill those too.
  const tail = await open(path, 'a');
  try {
    for (;;) await tail.write(Buffer.alloc(1));
  } catch {
    // full to the byte
  } finally {
    await tail.close();
  }
  return path;
}

/**
 * Every kind of write, repeated until the store refuses it: a full file system may still have room
 * in a file's last block, so the first few can succeed (and must then be kept). The refusal is a
 * 503 with a JSON error that says storage is the problem. Answers the markers refused.
 */
async function writeUntilRefused(
  base: string,
  owner: OwnerSession,
  tag: 'full' | 'readonly',
  acks: Acknowledged,
) {
  // The owner is told what happened to the storage, and that nothing was saved.
  const told =
    tag === 'full'
      ? /storage is full, so nothing was saved/
      : /storage cannot be written to .*nothing was saved/;
  const kinds = [
    {
      write: (m: string) => signup(base, `${m}@example.com`),
      ack: (m: string) => acks.emails.push(`${m}@example.com`),
    },
    { write: (m: string) => inquire(base, m), ack: (m: string) => acks.inquiries.push(m) },
    { write: (m: string) => createItem(owner, m), ack: (m: string) => acks.items.push(m) },
  ];
  const refused: string[] = [];
  for (const [k, kind] of kinds.entries()) {
    for (let i = 0; ; i++) {
      expect(i, `${tag}: writes of kind ${k} never refused`).toBeLessThan(200);
      const marker = `${tag}-${k}-${i}`;
      const res = await kind.write(marker);
      const text = await res.text();
      if (res.status === 201) {
        kind.ack(marker);
        continue;
      }
      expect(res.status, text).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(told) });
      refused.push(marker);
      break;
    }
  }
  return refused;
}

describe.skipIf(!mountable)('full or read-only DATA_DIR', () => {
  it('when DATA_DIR fills up and then turns read-only, then writes answer 503, reads work, and nothing stored is lost', async () => {
    const { dataDir, mount } = await smallDataDir();
    server = await startServerProcess({ dataDir, env: ENV });
    const base = server.url;
    const owner = await signInAt(base);

    const acks = emptyAcks();
    for (let i = 0; i < 5; i++) {
      expect((await signup(base, `kept-${i}@example.com`)).status).toBe(201);
      acks.emails.push(`kept-${i}@example.com`);
      expect((await inquire(base, `kept-${i}`)).status).toBe(201);
      acks.inquiries.push(`kept-${i}`);
      expect((await createItem(owner, `kept-${i}`)).status).toBe(201);
      acks.items.push(`kept-${i}`);
    }

    // Full: every write is refused with a clear 503; the public pages and API still answer.
    const filler = await fill(mount);
    const refused = await writeUntilRefused(base, owner, 'full', acks);
    expect((await fetch(`${base}/portfolio/drone`)).status).toBe(200);
    expect((await fetch(`${base}/api/portfolio/dronePortfolio`)).status).toBe(200);

    // Space again, then read-only: still 503, still readable.
    await rm(filler);
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    refused.push(...(await writeUntilRefused(base, owner, 'readonly', acks)));
    expect((await fetch(`${base}/`)).status).toBe(200);

    // Writable again: the server takes writes without a restart, and a restart loads everything.
    execFileSync('mount', ['-o', 'remount,rw', mount]);
    expect((await signup(base, 'after@example.com')).status).toBe(201);
    acks.emails.push('after@example.com');
    expect(await server.stop()).toBe(0);
    server = await startServerProcess({ dataDir, env: ENV });
    const stored = await listEverything(server.url);
    expect(notExactlyOnce(acks.emails, stored.emails)).toEqual([]);
    expect(notExactlyOnce(acks.inquiries, stored.inquiryMarkers)).toEqual([]);
    expect(notExactlyOnce(acks.items, stored.itemIds)).toEqual([]);
    // A refused write is not stored: the client was told nothing was saved.
    const everything = [...stored.emails, ...stored.inquiryMarkers, ...stored.itemIds];
    expect(everything.filter((v) => refused.some((r) => v.startsWith(r)))).toEqual([]);
    await expectValidStore(dataDir);
  }, 60_000);

  it('when DATA_DIR is full, then a photo upload answers 503 saying storage is full (not a malformed form), and is stored once space is back', async () => {
    const { dataDir, mount } = await smallDataDir();
    server = await startServerProcess({ dataDir, env: ENV });
    const owner = await signInAt(server.url);
    const photo = await samplePhoto();

    const filler = await fill(mount);
    const refused = await uploadPhoto(owner, photo);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/storage is full, so nothing was saved/),
    });
    expect(await readdir(join(dataDir, 'incoming'))).toEqual([]);

    await rm(filler);
    const stored = await uploadPhoto(owner, photo);
    expect(stored.status).toBe(201);
    const { url } = (await stored.json()) as { url: string };
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
  });

  it('when DATA_DIR turns read-only, then SIGTERM still stops the server cleanly (exit 0), and it starts again once writable', async () => {
    const { dataDir, mount } = await smallDataDir();
    server = await startServerProcess({ dataDir, env: ENV });
    expect((await signup(server.url, 'before@example.com')).status).toBe(201);
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    expect(await server.stop()).toBe(0);
    const output = server.logs.join('');
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('triggerUncaughtException');

    // Started on it while read-only: one line naming DATA_DIR and the cause.
    const refused = await startServerProcess({ dataDir, env: ENV }).then(
      (started) => {
        server = started;
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(refused).toContain(
      `DATA_DIR ${dataDir} is on a read-only file system: the server needs to write there`,
    );

    execFileSync('mount', ['-o', 'remount,rw', mount]);
    server = await startServerProcess({ dataDir, env: ENV });
    expect((await listEverything(server.url)).emails).toContain('before@example.com');
  });
});
