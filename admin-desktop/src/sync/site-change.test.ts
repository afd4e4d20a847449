import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopSyncSuite, otherDevice, retitled, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { SiteServer } from '../testing/site-server.ts';

/**
 * Connecting the app to another site address forgets the old site's queue: what the owner had
 * not had applied there is kept in a copy beside it (docs/desktop.md, "Offline work").
 */

const suite = desktopSyncSuite();
const KEY = 'videoPortfolio';
describe('when the owner connects to another site address while a change of theirs waits for a decision', () => {
  it('then that change is kept in the copy of the old queue, not dropped', async () => {
    const home = await suite.home();
    const sync = await signedInDesktop(home, suite.site.url);
    const item = (await sync.portfolio())[KEY][0]!;
    await suite.site.pause();
    await sync.updateItem(KEY, retitled(item, 'Twilight aerial, retouched offline'));
    await suite.site.resume();
    await (await otherDevice(suite.site.url)).api.updateItem(KEY, retitled(item, 'Edited in a browser'));
    const status = await sync.syncNow();
    expect(status).toMatchObject({ pending: [], conflicts: [expect.objectContaining({ kind: 'update' })] });

    const moved = await SiteServer.start();
    try {
      await sync.setConnection(moved.url);
      expect(sync.status().conflicts).toEqual([]);
      const copies = (await readdir(home.dir)).filter((name) => name.startsWith('queue.discarded-'));
      expect(copies).toHaveLength(1);
      const copy = await readFile(join(home.dir, copies[0]!), 'utf8');
      expect(copy).toContain('Twilight aerial, retouched offline');
    } finally {
      await moved.close();
    }
  });
});
