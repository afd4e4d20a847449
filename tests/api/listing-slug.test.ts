import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const photos = [{ src: '/images/projects/1.jpg', alt: 'Front of the house' }];
type Saved = { id: string; slug: string; version: number };

async function create(fields: Record<string, unknown>): Promise<Saved> {
  const res = await owner!.call(LISTINGS, {
    method: 'POST',
    json: { ...publishedListing(photos), ...fields },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Saved;
}

/** Saves as the editor does: every field, the slug field as shown (or blank: left out). */
async function save(saved: Saved, fields: Record<string, unknown>): Promise<Saved> {
  const res = await owner!.call(`${LISTINGS}/${saved.id}`, {
    method: 'PUT',
    json: { ...publishedListing(photos), version: saved.version, ...fields },
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as Saved;
}

/**
 * The page's address was made from the street address at the first save and kept for good: a typo
 * fixed in a draft's street address stayed in its page's address, and a blank slug field brought the
 * old one back.
 */
describe("listings: the page's address follows the street address until the listing is published", () => {
  it('when a draft never published has its street address corrected, then its page address follows', async () => {
    owner = await startAsOwner();
    const draft = await create({ address: '48 Mapel Avenue', status: 'draft' });
    expect(draft.slug).toBe('48-mapel-avenue');
    const fixed = await save(draft, { address: '48 Maple Avenue', slug: draft.slug, status: 'draft' });
    expect(fixed.slug).toBe('48-maple-avenue');
    // Published with its corrected address.
    const live = await save(fixed, { address: '48 Maple Avenue', slug: fixed.slug });
    expect(live.slug).toBe('48-maple-avenue');
    expect((await fetch(`${owner.app.url}/listings/48-maple-avenue`)).status).toBe(200);
  });

  it('when the owner typed the page address, then a corrected street address leaves it', async () => {
    owner = await startAsOwner();
    const draft = await create({ address: '48 Mapel Avenue', slug: 'maple-house', status: 'draft' });
    const fixed = await save(draft, { address: '48 Maple Avenue', slug: 'maple-house', status: 'draft' });
    expect(fixed.slug).toBe('maple-house');
  });

  it('when a published listing has its street address corrected, then its address stays; emptied, it is made again and the old one redirects', async () => {
    owner = await startAsOwner();
    const live = await create({ address: '48 Mapel Avenue' });
    const fixed = await save(live, { address: '48 Maple Avenue', slug: live.slug });
    expect(fixed.slug).toBe('48-mapel-avenue');
    // Set back to draft: it was public, so it still keeps its address.
    const draft = await save(fixed, { address: '48 Maple Avenue', slug: fixed.slug, status: 'draft' });
    expect(draft.slug).toBe('48-mapel-avenue');
    const remade = await save(draft, { address: '48 Maple Avenue' });
    expect(remade.slug).toBe('48-maple-avenue');
    const old = await fetch(`${owner.app.url}/listings/48-mapel-avenue`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/listings/48-maple-avenue');
  });
});
