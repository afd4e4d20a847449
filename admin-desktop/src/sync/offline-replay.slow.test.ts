import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newItemId, type PortfolioItem } from '#shared/schemas/portfolio.ts';
import {
  IMAGE_ITEM,
  jpegBytes,
  otherDevice,
  signedInDesktop,
  desktopSyncSuite,
} from '../testing/desktop-fixtures.ts';
import type { UploadProgress } from './desktop-sync.ts';

/**
 * Offline work against the real server: the site is stopped, the owner keeps working, the app is
 * restarted, the site comes back, and every queued change reaches it exactly once, in order.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const KEY = 'photographyPortfolio';
const uploadStems = async (dataDir: string) =>
  new Set(
    (await readdir(join(dataDir, 'uploads')))
      .map((name) => /^([a-f0-9]{32})/.exec(name)?.[1])
      .filter((stem): stem is string => !!stem),
  );

describe('when the site cannot be reached', () => {
  it('then changes and uploads are queued, survive a restart, and are replayed exactly once when it is back', async () => {
    home = await suite.home();
    let sync = await signedInDesktop(home, suite.site.url);
    const before = await sync.portfolio();
    const [first, second] = before[KEY] as [PortfolioItem, PortfolioItem];
    const stemsBefore = await uploadStems(suite.site.dataDir);

    await suite.site.pause();

    // The cached data is shown, and the state says offline.
    expect((await sync.portfolio())[KEY].map((i) => i.id)).toEqual(before[KEY].map((i) => i.id));
    expect(sync.status().online).toBe(false);

    const phases: UploadProgress['phase'][] = [];
    const { url: placeholder } = await sync.upload({ name: 'dock.jpg', bytes: await jpegBytes() }, (p) =>
      phases.push(p.phase),
    );
    expect(phases).toEqual(['preparing', 'queued']);
    expect(placeholder).toMatch(/^\/uploads\/pending-/);

    const newId = newItemId(KEY, Date.now());
    const created = await sync.createItem(KEY, { id: newId, ...IMAGE_ITEM, src: placeholder });
    expect(created).toMatchObject({ id: newId, version: 1, src: placeholder });
    await sync.updateItem(KEY, {
      id: first.id,
      version: first.version,
      title: 'Renamed while offline',
      description: first.description,
      type: first.type,
      src: first.src,
      alt: first.alt ?? 'Photo',
    });
    await sync.deleteItem(KEY, second.id);
    const videoId = newItemId('videoPortfolio', Date.now() + 5);
    const video = {
      id: videoId,
      title: 'Walkthrough',
      description: 'Draft',
      type: 'video',
      src: 'M7lc1UVf-VE',
    } as const;
    await sync.createItem('videoPortfolio', video);
    await sync.updateItem('videoPortfolio', { ...video, version: 1, description: 'Final cut' });
    const view = await sync.portfolio();
    const order = [newId, ...view[KEY].filter((i) => i.id !== newId).map((i) => i.id)];
    await sync.reorder(KEY, order);

    // What the owner sees offline is the result they asked for.
    const offlineView = await sync.portfolio();
    expect(offlineView[KEY].map((i) => i.id)).toEqual(order);
    expect(offlineView[KEY].find((i) => i.id === first.id)?.title).toBe('Renamed while offline');
    expect(offlineView.videoPortfolio.find((i) => i.id === videoId)?.description).toBe('Final cut');
    // The edit of the offline-created video folded into its create.
    expect(sync.status().pending.map((p) => p.kind)).toEqual([
      'upload',
      'create',
      'update',
      'delete',
      'create',
      'reorder',
    ]);

    // Quit and relaunch while still offline: the queue and the view are still there.
    await sync.close();
    sync = await home.open();
    expect(sync.status().pending).toHaveLength(6);
    expect((await sync.portfolio())[KEY].map((i) => i.id)).toEqual(order);

    await suite.site.resume();
    const status = await sync.syncNow();
    expect(status).toMatchObject({ online: true, pending: [], conflicts: [], failures: [] });

    const other = await otherDevice(suite.site.url);
    const server = await other.api.portfolio();
    const mine = server[KEY].filter((i) => i.id === newId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.src).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(status.uploads[placeholder]).toBe(mine[0]!.src);
    const image = await fetch(`${suite.site.url}${mine[0]!.src}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(server[KEY].find((i) => i.id === first.id)).toMatchObject({
      title: 'Renamed while offline',
      version: 2,
    });
    expect(server[KEY].some((i) => i.id === second.id)).toBe(false);
    expect(server[KEY].map((i) => i.id)).toEqual(order);
    expect(server.videoPortfolio.filter((i) => i.id === videoId)).toEqual([
      expect.objectContaining({ description: 'Final cut', version: 1 }),
    ]);

    // Exactly once: one upload stored, one create / update / delete / reorder in the audit trail.
    const stemsAfter = await uploadStems(suite.site.dataDir);
    expect(stemsAfter.size - stemsBefore.size).toBe(1);
    const audit = await other.audit();
    const count = (action: string, itemId?: string) =>
      audit.filter((e) => e.action === action && (itemId === undefined || e.itemId === itemId)).length;
    expect(count('create', newId)).toBe(1);
    expect(count('create', videoId)).toBe(1);
    expect(count('update', videoId)).toBe(0);
    expect(count('update', first.id)).toBe(1);
    expect(count('delete', second.id)).toBe(1);
    expect(count('reorder')).toBe(1);

    // A second sync has nothing left to send.
    await sync.syncNow();
    expect((await other.audit()).length).toBe(audit.length);
    // And the view is now the server's data (real upload url, server versions).
    expect((await sync.portfolio())[KEY].find((i) => i.id === newId)?.src).toBe(mine[0]!.src);
  });

  it('then an upload the server refuses is reported with its message, and the item that needed it is not sent', async () => {
    home = await suite.home();
    const sync = await signedInDesktop(home, suite.site.url);
    await suite.site.pause();
    const { url } = await sync.upload({
      name: 'notes.jpg',
      bytes: new TextEncoder().encode('not an image at all'),
    });
    const id = newItemId(KEY, Date.now());
    await sync.createItem(KEY, { id, ...IMAGE_ITEM, src: url });
    await suite.site.resume();
    const status = await sync.syncNow();
    expect(status.pending).toEqual([]);
    expect(status.failures.map((f) => [f.kind, f.label])).toEqual([
      ['upload', 'notes.jpg'],
      ['create', IMAGE_ITEM.title],
    ]);
    expect(status.failures[0]!.status).toBe(415);
    expect(status.failures[0]!.message).toMatch(/image/i);
    expect(status.failures[1]!.message).toMatch(/could not be uploaded/);
    const server = await (await otherDevice(suite.site.url)).api.portfolio();
    expect(server[KEY].some((i) => i.id === id)).toBe(false);

    const after = await sync.dismissFailure(status.failures[0]!.id);
    expect(after.failures).toHaveLength(1);
  });
});
