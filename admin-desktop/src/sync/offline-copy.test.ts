import { describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { API } from '#shared/api/paths.ts';
import { COLLECTION_KEYS } from '#shared/schemas/portfolio.ts';
import { newPost } from '../../../tests/api/content-fixtures.ts';
import { desktopSyncSuite, otherDevice } from '../testing/desktop-fixtures.ts';
import { SITE_OWNER } from '../testing/site-server.ts';
import { CONTENT_KINDS, portfolioKind } from './content-kinds.ts';

/**
 * The offline copy of every list (docs/sync.md "Cache"): kept when the app is signed in and the
 * site answers, not only for the lists the owner opened, so a list never opened online still opens
 * offline; fetched again when the site comes back; and never polled.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

/** Node's fetch with a switch that cuts the network, and the full list reads it let through. */
function cuttableFetch() {
  const network = { offline: false, listReads: [] as string[] };
  const fetchLike: FetchLike = async (input, init = {}) => {
    if (network.offline) throw new TypeError('fetch failed');
    const path = new URL(input).pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' && /^\/api\/admin\/(portfolio|content\/[a-z]+)$/.test(path))
      network.listReads.push(path);
    return fetch(input, init);
  };
  return { network, fetch: fetchLike };
}

async function signedInOnly() {
  home = await suite.home();
  const { network, fetch } = cuttableFetch();
  const sync = await home.open({ fetch });
  await sync.setConnection(suite.site.url);
  await sync.signIn({ email: SITE_OWNER.email, password: SITE_OWNER.password });
  await sync.idle();
  return { sync, network };
}

const goOffline = async (
  sync: Awaited<ReturnType<typeof signedInOnly>>['sync'],
  network: { offline: boolean },
) => {
  network.offline = true;
  expect((await sync.syncNow()).online).toBe(false);
};

describe('the offline copy of lists the owner never opened', () => {
  it('when the app signs in and nothing is opened, then every list of every registered kind opens offline', async () => {
    const { sync, network } = await signedInOnly();
    const other = await otherDevice(suite.site.url);
    const server = await other.api.portfolio();
    // Every stored kind the desktop syncs (projects, posts, page pictures, any registered later).
    const stored = CONTENT_KINDS.filter((kind) => kind !== portfolioKind).map((kind) => kind.name);
    const lists = new Map<string, unknown>();
    for (const name of stored) lists.set(name, await other.api.request('GET', API.adminContent(name)));

    await goOffline(sync, network);
    const portfolio = await sync.portfolio();
    expect(Object.keys(portfolio).sort()).toEqual([...COLLECTION_KEYS].sort());
    for (const key of COLLECTION_KEYS)
      expect(portfolio[key].map((i) => i.id)).toEqual(server[key].map((i) => i.id));
    const ids = (list: unknown) => (list as { id: string }[]).map((e) => e.id).sort();
    expect(stored).toEqual(expect.arrayContaining(['projects', 'posts']));
    for (const name of stored) {
      expect(ids(await sync.contentRequest('GET', API.adminContent(name)))).toEqual(ids(lists.get(name)));
    }
    expect(ids(lists.get('projects')).length).toBeGreaterThan(0);
  });

  it('when the site comes back, then what changed elsewhere meanwhile is in the copy without opening the list', async () => {
    const { sync, network } = await signedInOnly();
    await goOffline(sync, network);
    const other = await otherDevice(suite.site.url);
    const post = await other.api.content.create('posts', newPost(`while-away-${Date.now()}`));

    network.offline = false;
    expect((await sync.syncNow()).online).toBe(true);
    await sync.idle();
    await goOffline(sync, network);
    const posts = (await sync.contentRequest('GET', '/api/admin/content/posts')) as { id: string }[];
    expect(posts.map((p) => p.id)).toContain(post.id);
    await other.api.content.remove('posts', post.id);
  });

  it('when the app is asked who is signed in again, then the lists are not fetched again (no polling)', async () => {
    const { sync, network } = await signedInOnly();
    // One read of each kind's lists: the portfolio's services in one call, then each stored kind.
    const once = [
      '/api/admin/portfolio',
      ...CONTENT_KINDS.filter((kind) => kind !== portfolioKind).map((kind) => API.adminContent(kind.name)),
    ];
    expect([...network.listReads].sort()).toEqual(once.sort());
    await sync.sessionInfo();
    await sync.sessionInfo();
    await sync.idle();
    expect(network.listReads).toHaveLength(once.length);
  });
});
