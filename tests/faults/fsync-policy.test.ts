import { readlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OwnerClient, startAsOwner } from '../api/owner-client.ts';

/**
 * The durability policy of the README, checked where a crash test cannot: a SIGKILL leaves the
 * kernel's unflushed pages in place, so only a power cut would show a missing flush. Every file
 * flush is recorded (by the file it flushed); an acknowledged write must have flushed its
 * collection's file before the answer arrived.
 */
const flushed: string[] = [];
let owner: OwnerClient;

beforeAll(async () => {
  const probe = await open(import.meta.filename, 'r');
  const FileHandle = Object.getPrototypeOf(probe) as { datasync(): Promise<void>; fd: number };
  await probe.close();
  const datasync = FileHandle.datasync;
  vi.spyOn(FileHandle, 'datasync').mockImplementation(function (this: { fd: number }) {
    flushed.push(basename(readlinkSync(`/proc/self/fd/${this.fd}`)));
    return datasync.call(this);
  });
  owner = await startAsOwner({ RATE_LIMIT: 'false' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await owner?.app.close();
});

async function flushesDuring(write: () => Promise<Response>): Promise<string[]> {
  flushed.length = 0;
  const res = await write();
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return [...flushed];
}

describe('durability policy', () => {
  it('when a visitor subscribes, then subscribers.db is flushed before the answer', async () => {
    const files = await flushesDuring(() =>
      fetch(`${owner.app.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'flushed@example.com' }),
      }),
    );
    expect(files).toContain('subscribers.db');
  });

  it('when the owner creates, updates and deletes an item, then portfolio.db is flushed before each answer', async () => {
    const item = {
      id: `photography-${Date.now()}`,
      title: 'Flushed item',
      description: 'A write that must survive a power cut',
      type: 'video',
      src: 'M7lc1UVf-VE',
    };
    expect(
      await flushesDuring(() =>
        owner.call('/api/portfolio/photographyPortfolio', { method: 'POST', json: item }),
      ),
    ).toContain('portfolio.db');
    const listed = (await (await owner.call('/api/admin/portfolio')).json()) as Record<
      string,
      { id: string; version?: number }[]
    >;
    const stored = listed.photographyPortfolio!.find((i) => i.id === item.id)!;
    expect(
      await flushesDuring(() =>
        owner.call('/api/portfolio/photographyPortfolio', {
          method: 'PUT',
          json: { ...item, title: 'Flushed again', version: stored.version },
        }),
      ),
    ).toContain('portfolio.db');
    expect(
      await flushesDuring(() =>
        owner.call(`/api/portfolio/photographyPortfolio/${item.id}`, { method: 'DELETE' }),
      ),
    ).toContain('portfolio.db');
  });
});
