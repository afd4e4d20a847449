import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { VARIANT_FORMATS, VARIANT_WIDTHS } from '#shared/media/image-variants.ts';
import { newItemId } from '#shared/schemas/portfolio.ts';
import {
  IMAGE_ITEM,
  jpegBytes,
  otherDevice,
  signedInDesktop,
  desktopSyncSuite,
} from '../testing/desktop-fixtures.ts';

/**
 * A change sent straight to the server whose answer never comes back (the request timed out, the
 * connection dropped): the server may or may not have applied it. The app queues it as possibly
 * applied; later offline changes are queued after it (never folded into it), and the replay
 * recognises "already applied", so each change reaches the server exactly once and no false
 * conflict is shown.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const KEY = 'photographyPortfolio';
/**
 * Node's fetch, except for the next request whose method is `lose.method`: it is either delivered
 * and its answer never handed over ('answer'), or never sent ('request'); either way the app then
 * gets what its request timeout raises (AbortSignal.timeout's TimeoutError), without the wait.
 */
function losingFetch() {
  const lose: { method?: string; what: 'answer' | 'request' } = { what: 'answer' };
  const fetchLike: FetchLike = async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== lose.method) return fetch(input, init);
    lose.method = undefined;
    if (lose.what === 'answer') await fetch(input, init);
    throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  };
  return { lose, fetch: fetchLike };
}

async function desktopLosing() {
  home = await suite.home();
  const losing = losingFetch();
  const sync = await signedInDesktop(home, suite.site.url, { fetch: losing.fetch });
  return { sync, lose: losing.lose, other: await otherDevice(suite.site.url) };
}

const countIn = (audit: { action: string; itemId?: string | undefined }[], action: string, id: string) =>
  audit.filter((e) => e.action === action && e.itemId === id).length;

describe('when the answer to a direct change is lost', () => {
  it.each([
    ['the server applied it', 'answer', 1],
    ['it never reached the server', 'request', 0],
  ] as const)(
    'then a create (%s) followed by an offline delete ends with the item deleted, each sent once',
    async (_case, what, createsBeforeReplay) => {
      const { sync, lose, other } = await desktopLosing();
      Object.assign(lose, { method: 'POST', what });
      const id = newItemId(KEY, Date.now());
      const created = await sync.createItem(KEY, { id, ...IMAGE_ITEM, src: '/images/portfolio/photo-1.jpg' });
      expect(created).toMatchObject({ id, version: 1 });
      const afterTimeout = sync.status();
      expect(afterTimeout.online).toBe(false);
      expect(afterTimeout.pending).toEqual([expect.objectContaining({ kind: 'create', attempts: 1 })]);
      const server = await other.api.portfolio();
      expect(server[KEY].filter((i) => i.id === id)).toHaveLength(createsBeforeReplay);

      // Offline now: the delete is queued after the create, not folded into it.
      await sync.deleteItem(KEY, id);
      expect(sync.status().pending.map((p) => p.kind)).toEqual(['create', 'delete']);
      expect((await sync.portfolio())[KEY].some((i) => i.id === id)).toBe(false);

      const status = await sync.syncNow();
      expect(status).toMatchObject({ online: true, pending: [], conflicts: [], failures: [] });
      expect((await other.api.portfolio())[KEY].some((i) => i.id === id)).toBe(false);
      const audit = await other.audit();
      expect(countIn(audit, 'create', id)).toBe(1);
      expect(countIn(audit, 'delete', id)).toBe(1);
    },
  );

  it('then a create that reached the server, edited offline, is replayed without a conflict or a duplicate', async () => {
    const { sync, lose, other } = await desktopLosing();
    lose.method = 'POST';
    const id = newItemId(KEY, Date.now());
    const input = { id, ...IMAGE_ITEM, src: '/images/portfolio/photo-2.jpg' };
    await sync.createItem(KEY, input);
    expect(sync.status().online).toBe(false);
    await sync.updateItem(KEY, { ...input, version: 1, title: 'Renamed offline' });
    expect(sync.status().pending.map((p) => p.kind)).toEqual(['create', 'update']);

    const status = await sync.syncNow();
    expect(status).toMatchObject({ pending: [], conflicts: [], failures: [] });
    const server = (await other.api.portfolio())[KEY].filter((i) => i.id === id);
    expect(server).toEqual([expect.objectContaining({ title: 'Renamed offline', version: 2 })]);
    const audit = await other.audit();
    expect(countIn(audit, 'create', id)).toBe(1);
    expect(countIn(audit, 'update', id)).toBe(1);
  });

  it('then a create the server applied and a browser then deleted is not brought back by the replay', async () => {
    // The sync model's seed 303867652: the app killed right after the answer, the item deleted
    // elsewhere, the restarted app replaying the create (docs/sync.md, replay rules).
    const { sync, lose, other } = await desktopLosing();
    lose.method = 'POST';
    const id = newItemId(KEY, Date.now());
    await sync.createItem(KEY, { id, ...IMAGE_ITEM, src: '/images/portfolio/photo-3.jpg' });
    expect(sync.status().pending).toEqual([expect.objectContaining({ kind: 'create', attempts: 1 })]);
    await other.api.deleteItem(KEY, id, 1);

    const status = await sync.syncNow();
    expect(status).toMatchObject({ online: true, pending: [], conflicts: [], failures: [] });
    expect((await other.api.portfolio())[KEY].some((i) => i.id === id)).toBe(false);
    expect((await sync.portfolio())[KEY].some((i) => i.id === id)).toBe(false);
    const audit = await other.audit();
    expect(countIn(audit, 'create', id)).toBe(1);
    expect(countIn(audit, 'delete', id)).toBe(1);
  });

  it('then an edit the server applied, edited again offline, ends with the last edit and no conflict', async () => {
    const { sync, lose, other } = await desktopLosing();
    const item = (await sync.portfolio())[KEY][0]!;
    const edit = {
      id: item.id,
      title: 'First edit',
      description: item.description,
      type: item.type,
      src: item.src,
      ...(item.alt ? { alt: item.alt } : { decorative: true }),
    };
    lose.method = 'PUT';
    await sync.updateItem(KEY, { ...edit, version: item.version });
    expect(sync.status().online).toBe(false);
    await sync.updateItem(KEY, { ...edit, title: 'Second edit' });
    expect(sync.status().pending.map((p) => [p.kind, p.label])).toEqual([
      ['update', 'First edit'],
      ['update', 'Second edit'],
    ]);

    const status = await sync.syncNow();
    expect(status).toMatchObject({ pending: [], conflicts: [], failures: [] });
    const server = (await other.api.portfolio())[KEY].find((i) => i.id === item.id);
    expect(server).toMatchObject({ title: 'Second edit', version: item.version + 2 });
    const updates = (await other.audit()).filter((e) => e.action === 'update' && e.itemId === item.id);
    expect(updates).toHaveLength(2);
  });

  it('then an upload the server stored is sent again to the same url, and stored once', async () => {
    const { sync, lose, other } = await desktopLosing();
    const stems = async () =>
      new Set((await readdir(join(suite.site.dataDir, 'uploads'))).map((name) => name.slice(0, 32)));
    const before = await stems();
    lose.method = 'POST';
    const { url: placeholder } = await sync.upload({ name: 'porch.jpg', bytes: await jpegBytes(900, 700) });
    expect(placeholder).toMatch(/^\/uploads\/pending-/);
    expect(sync.status().pending).toEqual([expect.objectContaining({ kind: 'upload', attempts: 1 })]);
    const stored = [...(await stems())].filter((stem) => !before.has(stem));
    expect(stored).toHaveLength(1);

    const id = newItemId(KEY, Date.now());
    await sync.createItem(KEY, { id, ...IMAGE_ITEM, src: placeholder });
    const status = await sync.syncNow();
    expect(status).toMatchObject({ pending: [], conflicts: [], failures: [] });
    expect(status.uploads[placeholder]).toBe(`/uploads/${stored[0]}.jpg`);
    const files = (await readdir(join(suite.site.dataDir, 'uploads'))).filter((n) =>
      n.startsWith(stored[0]!),
    );
    // The variants, the fallback and the MLS-size file of a listing's delivery.
    expect(files).toHaveLength(VARIANT_WIDTHS.length * VARIANT_FORMATS.length + 2);
    expect([...(await stems())].filter((stem) => !before.has(stem))).toEqual(stored);
    const server = (await other.api.portfolio())[KEY].filter((i) => i.id === id);
    expect(server).toEqual([expect.objectContaining({ src: `/uploads/${stored[0]}.jpg` })]);
  });
});
