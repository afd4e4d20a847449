import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { COLLECTION_KEYS } from '#shared/schemas/portfolio.ts';
import { newPost } from '../../../tests/api/content-fixtures.ts';
import { desktopHome, otherDevice } from '../testing/desktop-fixtures.ts';
import { SITE_OWNER, SiteServer } from '../testing/site-server.ts';

/**
 * The offline copy of every list (docs/sync.md "Cache"): kept when the app is signed in and the
 * site answers, not only for the lists the owner opened, so a list never opened online still opens
 * offline; fetched again when the site comes back; and never polled.
 */

let site: SiteServer;
let home: Awaited<ReturnType<typeof desktopHome>>;
beforeAll(async () => {
  site = await SiteServer.start();
});
afterAll(async () => {
  await site?.close();
});
afterEach(async () => {
  await home?.cleanup();
});

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
  home = await desktopHome();
  const { network, fetch } = cuttableFetch();
  const sync = await home.open({ fetch });
  await sync.setConnection(site.url);
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
  it('when the app signs in and nothing is opened, then every list of every kind opens offline', async () => {
    const { sync, network } = await signedInOnly();
    const other = await otherDevice(site.url);
    const server = await other.api.portfolio();
    const projects = await other.api.content.list('projects');
    const posts = await other.api.content.list('posts');

    await goOffline(sync, network);
    const portfolio = await sync.portfolio();
    expect(Object.keys(portfolio).sort()).toEqual([...COLLECTION_KEYS].sort());
    for (const key of COLLECTION_KEYS)
      expect(portfolio[key].map((i) => i.id)).toEqual(server[key].map((i) => i.id));
    const ids = (list: unknown) => (list as { id: string }[]).map((e) => e.id).sort();
    expect(ids(await sync.contentRequest('GET', '/api/admin/content/projects'))).toEqual(ids(projects));
    expect(ids(await sync.contentRequest('GET', '/api/admin/content/posts'))).toEqual(ids(posts));
    expect(projects.length).toBeGreaterThan(0);
  });

  it('when the site comes back, then what changed elsewhere meanwhile is in the copy without opening the list', async () => {
    const { sync, network } = await signedInOnly();
    await goOffline(sync, network);
    const other = await otherDevice(site.url);
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
    // One read of each kind's lists: the portfolio's services in one call, projects, posts.
    expect([...network.listReads].sort()).toEqual([
      '/api/admin/content/posts',
      '/api/admin/content/projects',
      '/api/admin/portfolio',
    ]);
    await sync.sessionInfo();
    await sync.sessionInfo();
    await sync.idle();
    expect(network.listReads).toHaveLength(3);
  });
});
