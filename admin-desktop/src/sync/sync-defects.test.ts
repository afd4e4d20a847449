import { describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { desktopSyncSuite, otherDevice, retitled, signedInDesktop } from '../testing/desktop-fixtures.ts';

/**
 * The defects found by driving the sync under faults (issue 12), each replayed as it happened:
 * a browser edit silently overwritten after a lost answer, a stale offline view when the final
 * reload fails, and "Last sent" forgotten at a restart.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const KEY = 'webDesignPortfolio';

/** Node's fetch with switches a test flips: drop one request of a method, fail the full reload. */
function faultyFetch() {
  const faults = { hangAndDie: undefined as string | undefined, failReload: false };
  const fetchLike: FetchLike = async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === faults.hangAndDie) {
      // The server hung and then died without applying it: the app only sees its timeout.
      faults.hangAndDie = undefined;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
    if (faults.failReload && method === 'GET' && input.endsWith('/api/admin/portfolio'))
      throw new TypeError('fetch failed');
    return fetch(input, init);
  };
  return { faults, fetch: fetchLike };
}

describe('defect 1: an edit whose answer was lost, edited again, while a browser edits the item', () => {
  it('then neither desktop edit overwrites the browser, both are conflicts showing the server as it is', async () => {
    home = await suite.home();
    const { faults, fetch } = faultyFetch();
    const sync = await signedInDesktop(home, suite.site.url, { fetch });
    const item = (await sync.portfolio())[KEY][0]!;

    faults.hangAndDie = 'PUT';
    await sync.updateItem(KEY, retitled(item, 'Desktop edit 1'));
    expect(sync.status()).toMatchObject({
      online: false,
      pending: [expect.objectContaining({ attempts: 1 })],
    });
    // The owner edits the item as the app shows it (with the first edit as if applied).
    const shown = (await sync.portfolio())[KEY].find((i) => i.id === item.id)!;
    await sync.updateItem(KEY, retitled(shown, 'Desktop edit 2'));

    const other = await otherDevice(suite.site.url);
    const browser = await other.api.updateItem(KEY, retitled(item, 'Browser edit'));
    expect(browser.version).toBe(item.version + 1);

    const status = await sync.syncNow();
    expect(status.pending).toEqual([]);
    const onServer = (await other.api.portfolio())[KEY].find((i) => i.id === item.id);
    expect(onServer).toMatchObject({ title: 'Browser edit', version: item.version + 1 });
    expect(status.conflicts.map((c) => [c.label, c.serverLabel, c.serverVersion])).toEqual([
      ['Desktop edit 1', 'Browser edit', item.version + 1],
      ['Desktop edit 2', 'Browser edit', item.version + 1],
    ]);

    // "Take the server's version" keeps the browser's edit, here and on the server.
    for (const conflict of status.conflicts) await sync.resolveConflict(conflict.id, 'server');
    expect((await sync.portfolio())[KEY].find((i) => i.id === item.id)?.title).toBe('Browser edit');
    expect((await other.api.portfolio())[KEY].find((i) => i.id === item.id)?.title).toBe('Browser edit');
  });

  it('then, with no browser edit, both desktop edits are applied in order, each once', async () => {
    home = await suite.home();
    const { faults, fetch } = faultyFetch();
    const sync = await signedInDesktop(home, suite.site.url, { fetch });
    const item = (await sync.portfolio())[KEY][1]!;
    faults.hangAndDie = 'PUT';
    await sync.updateItem(KEY, retitled(item, 'Only desktop 1'));
    const shown = (await sync.portfolio())[KEY].find((i) => i.id === item.id)!;
    await sync.updateItem(KEY, retitled(shown, 'Only desktop 2'));

    const status = await sync.syncNow();
    expect(status).toMatchObject({ pending: [], conflicts: [], failures: [] });
    const other = await otherDevice(suite.site.url);
    const onServer = (await other.api.portfolio())[KEY].find((i) => i.id === item.id);
    expect(onServer).toMatchObject({ title: 'Only desktop 2', version: item.version + 2 });
  });
});

describe('defect 2: the site drops right after the last answer of a replay', () => {
  it('then the offline view still shows the applied edit, and the next edit is no false conflict', async () => {
    home = await suite.home();
    const { faults, fetch } = faultyFetch();
    let sync = await signedInDesktop(home, suite.site.url, { fetch });
    const item = (await sync.portfolio())[KEY][2]!;
    await suite.site.pause();
    await sync.updateItem(KEY, retitled(item, 'Edited offline'));
    await suite.site.resume();
    faults.failReload = true;
    const status = await sync.syncNow();
    expect(status).toMatchObject({ pending: [], conflicts: [] });
    await suite.site.pause();
    await sync.close();

    // A restart while the site is gone: only the files on disk are left.
    sync = await home.open({ fetch });
    expect(await sync.sessionInfo()).toMatchObject({ authenticated: true, offline: true });
    const offline = (await sync.portfolio())[KEY].find((i) => i.id === item.id)!;
    expect(offline).toMatchObject({ title: 'Edited offline', version: item.version + 1 });

    await sync.updateItem(KEY, retitled(offline, 'Edited offline again'));
    await suite.site.resume();
    const after = await sync.syncNow();
    expect(after).toMatchObject({ pending: [], conflicts: [], failures: [] });
    const other = await otherDevice(suite.site.url);
    const onServer = (await other.api.portfolio())[KEY].find((i) => i.id === item.id);
    expect(onServer).toMatchObject({ title: 'Edited offline again', version: item.version + 2 });
  });
});

describe('defect 4: "Last sent" after a restart', () => {
  it('then it still shows when the queued changes were last sent', async () => {
    home = await suite.home();
    let sync = await signedInDesktop(home, suite.site.url);
    const item = (await sync.portfolio())[KEY][3]!;
    await suite.site.pause();
    await sync.updateItem(KEY, retitled(item, 'Sent before a restart'));
    expect(sync.status().lastSyncAt).toBeNull();
    await suite.site.resume();
    const sent = (await sync.syncNow()).lastSyncAt;
    expect(sent).toEqual(expect.any(String));
    await sync.close();

    sync = await home.open();
    expect(sync.status().lastSyncAt).toBe(sent);
  });
});
