import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

/** The image a link preview shows (og:image and twitter:image), as absolute addresses. */
const shareImages = (html: string) =>
  [...html.matchAll(/<meta[^>]+(?:property="og:image"|name="twitter:image")[^>]+content="([^"]*)"/g)].map(
    (m) => m[1],
  );

/**
 * The MLS page shared on a board or in a message showed the agency's share card ("LUMEN REALTY
 * MEDIA, Toronto's Premier Real Estate Media Company") as its preview: its text named no one, but
 * the picture every preview shows did. It shows the property's first photo, as the branded page
 * does, and no picture at all when the listing has none.
 */
describe('listings: the unbranded page in a link preview', () => {
  it('when the MLS page is shared, then its preview picture is the first photo, never the agency card', async () => {
    owner = await startAsOwner();
    const created = await owner.call(LISTINGS, {
      method: 'POST',
      json: publishedListing([
        { src: '/images/projects/2.jpg', alt: 'Front of the house' },
        { src: '/images/projects/3.jpg', alt: 'Kitchen' },
      ]),
    });
    expect(created.status).toBe(201);
    const html = await (await fetch(`${owner.app.url}/listings/123-main-st/unbranded`)).text();
    const images = shareImages(html);
    expect(images).toHaveLength(2);
    for (const image of images) expect(new URL(image!).pathname).toBe('/images/projects/2.jpg');
    expect(html).not.toContain('og-default');
  });

  it('when the listing has no photo, then the MLS page names no preview picture at all', async () => {
    owner = await startAsOwner();
    const created = await owner.call(LISTINGS, { method: 'POST', json: publishedListing([]) });
    expect(created.status).toBe(201);
    const res = await fetch(`${owner.app.url}/listings/123-main-st/unbranded`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(shareImages(html)).toEqual([]);
    expect(html).not.toContain('og-default');
  });

  it('when the MLS page is opened, then the browser tab and a saved shortcut show no agency icon', async () => {
    owner = await startAsOwner();
    const created = await owner.call(LISTINGS, { method: 'POST', json: publishedListing([]) });
    expect(created.status).toBe(201);
    const head = (await (await fetch(`${owner.app.url}/listings/123-main-st/unbranded`)).text()).split(
      '</head>',
    )[0]!;
    // The site's icon is the agency's logo (titled "Lumen Realty Media"); its manifest names it too.
    expect(head).not.toContain('favicon.svg');
    expect(head).not.toContain('apple-touch-icon');
    expect(head).not.toContain('rel="manifest"');
    // An empty icon, so the browser does not fetch /favicon.ico either.
    expect(head).toContain('<link rel="icon" href="data:,">');
    // The branded page keeps them.
    const branded = await (await fetch(`${owner.app.url}/listings/123-main-st`)).text();
    expect(branded).toContain('favicon.svg');
  });
});
