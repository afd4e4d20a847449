import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const LISTING = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);
const get = async (path: string) => (await fetch(`${owner!.app.url}${path}`)).text();

/** "Bedrooms 3+1", Toronto's usual notation, was refused with "Bedrooms must be a number." */
describe('listings: bedrooms written 3+1', () => {
  it('when a listing has 3+1 bedrooms, then every page shows 3+1 and its structured data counts 4', async () => {
    owner = await startAsOwner();
    const res = await owner.call(LISTINGS, { method: 'POST', json: { ...LISTING, bedrooms: '3 + 1' } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { bedrooms: unknown }).bedrooms).toBe('3+1');
    for (const path of ['/listings/123-main-st', '/listings/123-main-st/unbranded']) {
      const html = await get(path);
      expect(html, path).toContain('<dt>Bedrooms</dt><dd>3+1</dd>');
      expect(html, path).toContain('3+1 bedrooms');
    }
    expect(await get('/listings/123-main-st')).toContain('"numberOfBedrooms":4');
    expect(await get('/listings')).toContain('3+1 bedrooms');
  });

  it('when bedrooms are neither a number nor N+M, then the answer says how to write them', async () => {
    owner = await startAsOwner();
    const res = await owner.call(LISTINGS, { method: 'POST', json: { ...LISTING, bedrooms: 'three' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(
      'Bedrooms must be a number such as 3, or two numbers joined by + such as 3+1',
    );
  });
});
