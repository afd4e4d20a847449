import { afterEach, describe, expect, it } from 'vitest';
import type { ListingInput } from '#shared/schemas/listing.ts';
import { INQUIRY_FORM_ERRORS } from '#shared/schemas/inquiry.ts';
import { expectFormBack, postForm, postJson, signed } from './inquiry-requests.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher.ts';

let owner: OwnerClient | undefined;
let smtp: SmtpCatcher | undefined;
afterEach(async () => {
  await owner?.app.close();
  await smtp?.close();
  owner = smtp = undefined;
});

const LISTINGS = '/api/admin/content/listings';
const AGENT = {
  name: 'Priya Raman',
  phone: '(416) 555-0142',
  email: 'priya.raman@northgate.test',
  brokerage: 'Northgate Realty Brokerage',
};

function listingInput(photos: string[], fields: Partial<ListingInput> = {}): ListingInput {
  return {
    address: '123 Main St',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M4E 2V9',
    listingStatus: 'for-sale',
    price: 1_249_000,
    mlsNumber: 'E1234567',
    bedrooms: 4,
    bathrooms: 3,
    area: '2,400 sq ft',
    lotSize: '30 x 120 ft',
    yearBuilt: 1928,
    description: 'A renovated semi on a quiet street.\n\nSteps to the beach and the Queen streetcar.',
    photos: photos.map((src, index) => ({ src, alt: `Room ${index + 1} of 123 Main St` })),
    video: 'https://youtu.be/dQw4w9WgXcQ',
    tour: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    agent: AGENT,
    status: 'published',
    ...fields,
  };
}

async function createListing(client: OwnerClient, input: ListingInput) {
  const res = await client.call(LISTINGS, { method: 'POST', json: input });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body as { id: string; slug: string; version: number } & Record<string, unknown>;
}

const page = (client: OwnerClient, path: string) => fetch(`${client.app.url}${path}`);

/** Pictures the site ships: for the tests that are not about uploads (uploading costs seconds of CPU). */
const SHIPPED = ['/images/projects/1.jpg', '/images/projects/2.jpg', '/images/projects/3.jpg'];

async function sixPhotos(client: OwnerClient) {
  const photos: string[] = [];
  for (let i = 0; i < 6; i += 1) photos.push((await uploadPhoto(client, 640, 480)).url);
  return photos;
}

describe('listings: the property website', () => {
  it('when a listing with six photos is published, then its branded page shows the address, agent, form and photos', async () => {
    owner = await startAsOwner();
    const photos = await sixPhotos(owner);
    const listing = await createListing(owner, listingInput(photos));
    expect(listing.slug).toBe('123-main-st');
    expect(listing.video).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });

    const res = await page(owner, '/listings/123-main-st');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('123 Main St');
    expect(html).toContain(AGENT.name);
    expect(html).toContain(AGENT.phone);
    expect(html).toContain(AGENT.brokerage);
    // The lead form names its listing in its address too (a refusal before the body is read returns
    // there), and ends in the form's anchor (a refusal answered with this page opens at the form).
    expect(html).toMatch(/<form[^>]*action="\/api\/inquiries\?listing=123-main-st#lead-form"/);
    for (const src of photos) expect(html).toContain(src.replace(/\.jpg$/, ''));
    expect(html).toContain('"@type":"RealEstateListing"');
    expect(html).toContain('"@type":"PostalAddress"');
    expect(html).not.toContain('noindex');

    // Listed, so on /listings and in the sitemap.
    expect(await (await page(owner, '/listings')).text()).toContain('href="/listings/123-main-st"');
    expect(await (await page(owner, '/sitemap.xml')).text()).toContain('/listings/123-main-st</loc>');
    expect(await (await page(owner, '/sitemap')).text()).toContain('href="/listings/123-main-st"');
    // Six real uploads through the variant pipeline: seconds of CPU each on a loaded machine.
  }, 60_000);

  it('when the unbranded page is read, then it has the photos and facts and nothing of the agent, no form and no outside link', async () => {
    owner = await startAsOwner();
    const photos = SHIPPED;
    await createListing(owner, listingInput(photos));
    const res = await page(owner, '/listings/123-main-st/unbranded');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('123 Main St');
    for (const src of photos) expect(html).toContain(src.replace(/\.jpg$/, ''));
    for (const secret of [
      AGENT.name,
      AGENT.phone,
      AGENT.email,
      AGENT.brokerage,
      'Northgate',
      'Lumen Realty Media',
    ]) {
      expect(html, secret).not.toContain(secret);
    }
    expect(html).not.toMatch(/<form/i);
    expect(html).toContain('noindex');
    const origin = new URL(owner.app.url).origin;
    const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]!);
    for (const href of links) {
      const target = new URL(href, `${origin}/listings/123-main-st/unbranded`);
      expect(target.origin, href).toBe(origin);
    }
  });

  it('when a lead is sent from the branded page, then it is in the inbox with the listing named and the agent gets it', async () => {
    smtp = await startSmtpCatcher();
    owner = await startAsOwner({ SMTP_URL: smtp.url, INQUIRY_NOTIFY_TO: 'desk@lumen.test' });
    await createListing(owner, listingInput(SHIPPED));
    const arrived = smtp.next();
    const res = await postForm(
      owner.app.url,
      signed(owner.app, { listing: '123-main-st', service: '', budget: '', timeline: '' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/listings/123-main-st?sent=1#lead-form');
    const inbox = (await (await owner.call('/api/admin/inquiries')).json()) as {
      listing?: { address: string };
    }[];
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.listing).toEqual({ slug: '123-main-st', address: '123 Main St' });
    await arrived;
    await expect.poll(() => smtp!.received.length).toBe(2);
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients).toEqual(expect.arrayContaining(['desk@lumen.test', AGENT.email]));
    expect(smtp.received[0]!.raw).toContain('Listing lead: 123 Main St');
  });

  it("when a lead sent without JavaScript is refused for its phone, then the listing's page comes back with the phone named and everything typed still in its form", async () => {
    owner = await startAsOwner();
    await createListing(owner, listingInput(SHIPPED));
    // The lead form asks for no service, budget or timeline.
    const { service, budget, timeline, ...typed } = signed(owner.app, {
      listing: '123-main-st',
      phone: 'call me after six',
      details: 'Is the basement finished? We would like to see it on Saturday.',
    });
    const res = await postForm(owner.app.url, typed);
    const html = await expectFormBack(res, `${INQUIRY_FORM_ERRORS.invalid} (Phone)`, typed);
    expect(html).toContain('action="/api/inquiries?listing=123-main-st#lead-form"');
    expect(html).toContain('<input type="hidden" name="listing" value="123-main-st"/>');
    expect(html).toContain('id="lead-phone-error">Phone');
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a lead names a listing that is not live, then it is refused and nothing is stored', async () => {
    owner = await startAsOwner();
    const res = await postJson(owner.app.url, signed(owner.app, { listing: 'no-such-listing' }));
    expect(res.status).toBe(400);
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a listing is sold, unpublished or unlisted, then the page follows', async () => {
    owner = await startAsOwner();
    const photos = SHIPPED;
    const created = await createListing(owner, listingInput(photos, { listingStatus: 'sold' }));
    const sold = await (await page(owner, '/listings/123-main-st')).text();
    expect(sold).toMatch(/class="listing-banner listing-banner--sold"[^>]*>Sold</);

    // Unlisted: reachable, noindex, absent from /listings and the sitemap.
    const unlisted = await owner.call(`${LISTINGS}/${created.id}`, {
      method: 'PUT',
      json: { ...listingInput(photos, { listingStatus: 'sold' }), listed: false, version: created.version },
    });
    expect(unlisted.status).toBe(200);
    const hidden = await page(owner, '/listings/123-main-st');
    expect(hidden.status).toBe(200);
    expect(await hidden.text()).toContain('<meta data-ph name="robots" content="noindex, nofollow">');
    expect(await (await page(owner, '/listings')).text()).not.toContain('/listings/123-main-st');
    expect(await (await page(owner, '/sitemap.xml')).text()).not.toContain('/listings/123-main-st');
    expect(await (await page(owner, '/sitemap')).text()).not.toContain('/listings/123-main-st');
    const list = (await (await page(owner, '/api/content/listings')).json()) as unknown[];
    expect(list).toHaveLength(0);

    // Unpublished: 410, with a page that links to the agency.
    const { version } = (await unlisted.json()) as { version: number };
    const draft = await owner.call(`${LISTINGS}/${created.id}`, {
      method: 'PUT',
      json: { ...listingInput(photos), status: 'draft', version },
    });
    expect(draft.status).toBe(200);
    const gone = await page(owner, '/listings/123-main-st');
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('href="/"');
    expect((await page(owner, '/listings/123-main-st/unbranded')).status).toBe(410);
    expect((await page(owner, '/listings/never-listed')).status).toBe(404);
  });

  it("when the flyer's QR code is asked for, then a live listing's encodes its page on the configured origin, and a draft's or an unknown one is not found", async () => {
    owner = await startAsOwner();
    const created = await createListing(owner, listingInput(SHIPPED));
    const html = await (await page(owner, '/listings/123-main-st')).text();
    expect(html).toContain('src="/listings/123-main-st/qr.svg"');
    const qr = await page(owner, '/listings/123-main-st/qr.svg');
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(qr.headers.get('cache-control')).toBe('public, max-age=3600');
    // The same code as the agent's delivery page gives: the branded page's address on the origin.
    const listing = (await (await owner.call(`${LISTINGS}/${created.id}`)).json()) as { deliveryUrl: string };
    const deliveryQr = `${new URL(listing.deliveryUrl).pathname}/qr.svg`;
    const first = await qr.text();
    expect(first).toBe(await (await owner.call(deliveryQr)).text());

    expect((await page(owner, '/listings/never-listed/qr.svg')).status).toBe(404);
    // Codes are drawn once and kept: a renamed page gets the code of its new address, not the old.
    const renamed = await owner.call(`${LISTINGS}/${created.id}`, {
      method: 'PUT',
      json: { ...listingInput(SHIPPED), slug: '123-main-street', version: created.version },
    });
    expect(renamed.status).toBe(200);
    const moved = await (await page(owner, '/listings/123-main-street/qr.svg')).text();
    expect(moved).not.toBe(first);
    expect(moved).toBe(await (await owner.call(deliveryQr)).text());
    const { version } = (await renamed.json()) as { version: number };
    const draft = await owner.call(`${LISTINGS}/${created.id}`, {
      method: 'PUT',
      json: { ...listingInput(SHIPPED), slug: '123-main-street', status: 'draft', version },
    });
    expect(draft.status).toBe(200);
    const hidden = await page(owner, '/listings/123-main-street/qr.svg');
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: 'No such listing' });
  });

  it('when a listing has expired, then it answers 410', async () => {
    owner = await startAsOwner();
    await createListing(owner, listingInput([], { expiresAt: '2020-01-01T00:00:00Z' }));
    expect((await page(owner, '/listings/123-main-st')).status).toBe(410);
  });

  it('when the input is bad, then the answer names the field and nothing is stored', async () => {
    owner = await startAsOwner();
    const photos = SHIPPED;
    const cases: [Partial<ListingInput>, RegExp][] = [
      [{ photos: [{ src: photos[0]!, alt: '' }] }, /Photos, photo 1: add alt text/],
      [{ listingStatus: 'withdrawn' as ListingInput['listingStatus'] }, /Listing status must be one of/],
      [{ tour: 'https://evil.example/show/?m=SxQL3iGyoDo' }, /3D tour must be a Matterport address/],
      [{ video: 'https://example.com/video.mp4' }, /Video must be a YouTube or Vimeo address/],
    ];
    for (const [fields, field] of cases) {
      const res = await owner.call(LISTINGS, { method: 'POST', json: listingInput(photos, fields) });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(field);
    }
    expect(await (await owner.call(LISTINGS)).json()).toEqual([]);
  });

  it('when a second listing takes an address already used, then it is refused', async () => {
    owner = await startAsOwner();
    await createListing(owner, listingInput([]));
    const res = await owner.call(LISTINGS, { method: 'POST', json: listingInput([]) });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain('123-main-st');
  });

  it('when a listing is drafted with only its street address, then it is kept; publishing names what is missing', async () => {
    owner = await startAsOwner();
    const draft = await createListing(owner, { address: '9 Rough Draft Ave' } as ListingInput);
    expect(draft.slug).toBe('9-rough-draft-ave');
    expect(draft.status).toBe('draft');
    const res = await owner.call(`${LISTINGS}/${draft.id}`, {
      method: 'PUT',
      json: { address: '9 Rough Draft Ave', status: 'published', version: draft.version },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    for (const label of ['City', 'Agent name', 'Agent phone', 'Agent e-mail', 'Brokerage']) {
      expect(error).toContain(label);
    }
    expect(error).not.toMatch(/Invalid input|agent\.name/);
  });
});
