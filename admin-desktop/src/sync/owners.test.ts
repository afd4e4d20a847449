import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { desktopSyncSuite, otherDevice, retitled, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { SITE_OWNER } from '../testing/site-server.ts';
import type { DesktopSync } from './desktop-sync.ts';
import type { QueueFile } from './queue-ops.ts';

/**
 * Two owners on one computer, against the real server: a change queued offline is sent only under
 * the session of the owner who made it (docs/sync.md, "Whose changes"), never under the next one's.
 */

const suite = desktopSyncSuite();
const ANNA = SITE_OWNER;
const BEN = {
  email: 'ben-second-owner@lumen.test',
  name: 'Ben Second',
  password: 'a second owner passphrase',
};
const KEY = 'webDesignPortfolio';

beforeAll(async () => {
  await suite.site.addOwner(BEN);
});

const signInAs = async (sync: DesktopSync, owner: typeof BEN) => {
  await sync.signIn({ email: owner.email, password: owner.password });
  await sync.idle(); // the replay the sign-in started, and the offline copy's refresh
};

/** What the server holds and who its audit trail names, read as an owner elsewhere would. */
async function server() {
  const other = await otherDevice(suite.site.url);
  const audit = await other.audit();
  const items = (await other.api.portfolio())[KEY];
  return { audit, item: (id: string) => items.find((i) => i.id === id) };
}

/** Anna, signed in, edits two items while the site is down, then signs out; the site comes back. */
async function annaEditsOfflineAndSignsOut() {
  const home = await suite.home();
  const sync = await signedInDesktop(home, suite.site.url);
  const [first, second] = (await sync.portfolio())[KEY] as [PortfolioItem, PortfolioItem];
  const before = await server();
  await suite.site.pause();
  await sync.updateItem(KEY, retitled(first, `Anna's first, ${Date.now()}`));
  await sync.updateItem(KEY, retitled(second, `Anna's second, ${Date.now()}`));
  expect(sync.status().pending.map((c) => c.by)).toEqual([ANNA.email, ANNA.email]);
  await sync.signOut();
  await suite.site.resume();
  return { home, sync, first, second, auditBefore: before.audit.length };
}

describe('when Anna queues changes offline, signs out, and Ben signs in on the same computer', () => {
  it('then none of them is sent under his session, his own wait behind them, and the status names her', async () => {
    const { sync, first, second, auditBefore } = await annaEditsOfflineAndSignsOut();
    await signInAs(sync, BEN);
    const [, , third] = (await sync.portfolio())[KEY] as PortfolioItem[];
    await sync.updateItem(KEY, retitled(third!, `Ben's, ${Date.now()}`));
    const status = await sync.syncNow();

    const after = await server();
    expect(after.audit).toHaveLength(auditBefore);
    expect(after.item(first.id)).toMatchObject({ title: first.title, version: first.version });
    expect(after.item(second.id)).toMatchObject({ title: second.title, version: second.version });
    expect(status.held).toEqual({ by: ANNA.email, count: 2 });
    // Held, not tried: no attempt was counted, so nothing reads as "may have been applied".
    expect(status.pending.map((c) => [c.by, c.attempts])).toEqual([
      [ANNA.email, 0],
      [ANNA.email, 0],
      [BEN.email, 0],
    ]);
  });

  it('then "send them as me" sends hers, then his, in order, each named as his in the audit trail', async () => {
    const { sync, first, second, auditBefore } = await annaEditsOfflineAndSignsOut();
    await signInAs(sync, BEN);
    const third = (await sync.portfolio())[KEY][2]!;
    await sync.updateItem(KEY, retitled(third, `Ben's, ${Date.now()}`));

    await sync.sendAsMe('Desktop-Owner@Lumen.test'); // the e-mail as shown; its case does not matter
    await sync.idle();

    expect(sync.status()).toMatchObject({ pending: [], held: null, conflicts: [], failures: [] });
    const after = await server();
    expect(after.audit.slice(0, after.audit.length - auditBefore).map((e) => [e.itemId, e.who])).toEqual([
      [third.id, BEN.email],
      [second.id, BEN.email],
      [first.id, BEN.email],
    ]);
    expect(after.item(first.id)?.version).toBe(first.version + 1);
  });

  it('then, when Anna signs back in, hers are sent as hers, and his wait for him until he does', async () => {
    const { sync, first, second, auditBefore } = await annaEditsOfflineAndSignsOut();
    await signInAs(sync, BEN);
    const third = (await sync.portfolio())[KEY][2]!;
    await sync.updateItem(KEY, retitled(third, `Ben's, ${Date.now()}`));
    await sync.signOut();

    await signInAs(sync, ANNA);
    expect(sync.status()).toMatchObject({ held: { by: BEN.email, count: 1 } });
    const whoDid = async () => {
      const { audit } = await server();
      return audit.slice(0, audit.length - auditBefore).map((e) => [e.itemId, e.who]);
    };
    expect(await whoDid()).toEqual([
      [second.id, ANNA.email],
      [first.id, ANNA.email],
    ]);

    await sync.signOut();
    await signInAs(sync, BEN);
    expect(sync.status()).toMatchObject({ pending: [], held: null });
    expect((await whoDid())[0]).toEqual([third.id, BEN.email]);
  });
});

describe('when the queue file was written before changes recorded who made them', () => {
  it('then it still loads, and its changes are sent by whoever signs in, as before', async () => {
    const home = await suite.home();
    let sync = await signedInDesktop(home, suite.site.url);
    const item = (await sync.portfolio())[KEY][3]!;
    await suite.site.pause();
    const title = `Queued by an older version, ${Date.now()}`;
    await sync.updateItem(KEY, retitled(item, title));
    await sync.close();
    const path = join(home.dir, 'queue.json');
    const file = JSON.parse(await readFile(path, 'utf8')) as QueueFile;
    for (const op of file.ops) delete op.by;
    await writeFile(path, JSON.stringify(file));

    sync = await home.open();
    expect(sync.status().pending).toEqual([expect.not.objectContaining({ by: expect.anything() })]);
    await sync.signOut();
    await suite.site.resume();
    await signInAs(sync, BEN);

    expect(sync.status()).toMatchObject({ pending: [], held: null });
    const after = await server();
    expect(after.item(item.id)).toMatchObject({ title, version: item.version + 1 });
    expect(after.audit[0]).toMatchObject({ itemId: item.id, who: BEN.email });
  });
});
