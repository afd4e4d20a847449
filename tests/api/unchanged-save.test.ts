import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const POSTS = '/api/admin/content/posts';
type Saved = Record<string, unknown> & { id: string; version: number };

async function send(method: string, path: string, json: unknown): Promise<Saved> {
  const res = await owner!.call(path, { method, json });
  expect(res.status, await res.clone().text()).toBe(method === 'POST' ? 201 : 200);
  return (await res.json()) as Saved;
}

async function historyOf(base: string, id: string) {
  const versions = (await (await owner!.call(`${base}/${id}/versions`)).json()) as { version: number }[];
  const audit = (await (await owner!.call('/api/admin/audit?limit=1000')).json()) as { itemId?: string }[];
  return {
    versions: versions.map((v) => v.version),
    auditLines: audit.filter((a) => a.itemId === id).length,
  };
}

/**
 * Pressing Save again, or typing a change and taking it back before a draft saved itself, added a
 * version identical to the one before and an audit line: the owner's history filled with copies.
 */
describe('a save that changes nothing keeps the version', () => {
  it('when a draft post is saved again as it is, then it keeps version 1, and a real change makes version 2', async () => {
    owner = await startAsOwner();
    const draft = await send('POST', POSTS, { title: 'Notes from the Leaside shoot' });
    const again = await send('PUT', `${POSTS}/${draft.id}`, draft);
    expect(again.version).toBe(1);
    expect(again).toEqual(draft);
    expect(await historyOf(POSTS, draft.id)).toEqual({ versions: [1], auditLines: 1 });

    const changed = await send('PUT', `${POSTS}/${draft.id}`, { ...draft, title: 'Leaside, at dusk' });
    expect(changed.version).toBe(2);
    expect(await historyOf(POSTS, draft.id)).toEqual({ versions: [2, 1], auditLines: 2 });
  });

  it('when a published listing is saved again with the fields sent in another order, then nothing is added', async () => {
    owner = await startAsOwner();
    const photos = [{ src: '/images/projects/1.jpg', alt: 'Front of the house' }];
    const listing = await send('POST', LISTINGS, publishedListing(photos));
    const reversed = Object.fromEntries(Object.entries(listing).reverse());
    const again = await send('PUT', `${LISTINGS}/${listing.id}`, reversed);
    expect(again.version).toBe(1);
    expect(await historyOf(LISTINGS, listing.id)).toEqual({ versions: [1], auditLines: 1 });
    // Unpublishing is a change, though no field but the state moves.
    const hidden = await send('PUT', `${LISTINGS}/${listing.id}`, { ...listing, status: 'draft' });
    expect(hidden.version).toBe(2);
  });

  it('when a stale version is sent with unchanged content, then it is still refused as changed elsewhere', async () => {
    owner = await startAsOwner();
    const draft = await send('POST', POSTS, { title: 'Twilight on Queen Street' });
    await send('PUT', `${POSTS}/${draft.id}`, { ...draft, title: 'Twilight on Queen St.' });
    const res = await owner.call(`${POSTS}/${draft.id}`, { method: 'PUT', json: draft });
    expect(res.status).toBe(409);
  });
});
