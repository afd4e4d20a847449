import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { zipEntries } from '../support/zip-entries.ts';
import { postJson, signed } from './inquiry-requests.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

async function listingWithPhotos(client: OwnerClient, count: number, width = 2600, height = 1800) {
  const photos: string[] = [];
  for (let i = 0; i < count; i += 1) photos.push((await uploadPhoto(client, width, height)).url);
  const res = await client.call(LISTINGS, {
    method: 'POST',
    json: publishedListing(photos.map((src, i) => ({ src, alt: `Room ${i + 1}` }))),
  });
  expect(res.status).toBe(201);
  return { listing: (await res.json()) as { id: string; deliveryUrl: string }, photos };
}

// Each test uploads real photos (six 2600 px JPEGs through the variant pipeline): minutes of CPU on
// a loaded 2-core machine, so this file is in the slow project and these tests have their own time.

/** The delivery address's path on the test server (it is built on the configured public origin). */
const pathOf = (deliveryUrl: string) => new URL(deliveryUrl).pathname;
const get = (client: OwnerClient, path: string) => fetch(`${client.app.url}${path}`);

describe('listings: delivery for the agent', () => {
  it('when the owner reads a listing, then it carries a private delivery address that answers; a wrong token is 404', async () => {
    owner = await startAsOwner();
    const { listing } = await listingWithPhotos(owner, 1, 640, 480);
    expect(listing.deliveryUrl).toMatch(/\/delivery\/[A-Za-z0-9_-]{32}$/);
    const again = (await (await owner.call(`${LISTINGS}/${listing.id}`)).json()) as { deliveryUrl: string };
    expect(again.deliveryUrl).toBe(listing.deliveryUrl);
    const page = await get(owner, pathOf(listing.deliveryUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('123-main-st-01.jpg');
    expect(html).toContain('/listings/123-main-st/unbranded');
    expect(html).toContain('noindex');
    expect((await get(owner, '/delivery/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await get(owner, '/delivery/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/mls.zip')).status).toBe(404);
  });

  it('when the owner reissues the address, then the old one answers 404 and the new one works', async () => {
    owner = await startAsOwner();
    const { listing } = await listingWithPhotos(owner, 1, 640, 480);
    const res = await owner.call(`${LISTINGS}/${listing.id}/delivery`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { deliveryUrl } = (await res.json()) as { deliveryUrl: string };
    expect(deliveryUrl).not.toBe(listing.deliveryUrl);
    expect((await get(owner, pathOf(listing.deliveryUrl))).status).toBe(404);
    expect((await get(owner, `${pathOf(listing.deliveryUrl)}/stats.json`)).status).toBe(404);
    expect((await get(owner, pathOf(deliveryUrl))).status).toBe(200);
    // Without the owner's CSRF token it is refused.
    const forged = await owner.call(`${LISTINGS}/${listing.id}/delivery`, { method: 'POST', csrf: false });
    expect(forged.status).toBe(403);
  });

  it('when the agent downloads the MLS ZIP, then it holds six JPEGs named by address, at most 1920 px, without metadata', async () => {
    owner = await startAsOwner();
    const { listing } = await listingWithPhotos(owner, 6);
    const res = await get(owner, `${pathOf(listing.deliveryUrl)}/mls.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="123-main-st-mls.zip"');
    const entries = zipEntries(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `123-main-st-0${n}.jpg`));
    for (const entry of entries) {
      const meta = await sharp(entry.data).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBe(1920);
      expect(meta.exif).toBeUndefined();
      expect(meta.space).toBe('srgb');
    }
  }, 120_000);

  it('when the agent downloads the full-size ZIP, then it holds each photo’s largest stored variant', async () => {
    owner = await startAsOwner();
    const { listing, photos } = await listingWithPhotos(owner, 2);
    const entries = zipEntries(
      Buffer.from(await (await get(owner, `${pathOf(listing.deliveryUrl)}/full.zip`)).arrayBuffer()),
    );
    expect(entries).toHaveLength(2);
    for (const [index, entry] of entries.entries()) {
      const large = await get(owner, photos[index]!.replace(/\.jpg$/, '-2560.jpg'));
      expect(Buffer.compare(entry.data, Buffer.from(await large.arrayBuffer()))).toBe(0);
    }
    const single = await get(owner, `${pathOf(listing.deliveryUrl)}/mls/2`);
    expect(single.headers.get('content-disposition')).toBe('attachment; filename="123-main-st-02-mls.jpg"');
    expect((await get(owner, `${pathOf(listing.deliveryUrl)}/mls/3`)).status).toBe(404);
  });

  it('when a photo was uploaded before uploads kept an MLS file, then its download makes that file once and keeps it with the upload', async () => {
    owner = await startAsOwner();
    const { listing, photos } = await listingWithPhotos(owner, 2);
    const { storage } = owner.app.services.uploads;
    const mlsFiles = photos.map((src) => src.replace(/\.jpg$/, '-mls-1920.jpg').replace('/uploads/', ''));
    // Made with the upload's other variants: the delivery serves it as stored.
    const made = await storage.read(mlsFiles[0]!);
    expect(made).not.toBeNull();
    const single = await get(owner, `${pathOf(listing.deliveryUrl)}/mls/1`);
    expect(Buffer.compare(Buffer.from(await single.arrayBuffer()), made!)).toBe(0);

    // As for an upload stored before: no MLS file. The downloads still answer, and keep what they make.
    await storage.remove(mlsFiles);
    const again = await get(owner, `${pathOf(listing.deliveryUrl)}/mls/2`);
    expect(again.status).toBe(200);
    expect(await storage.has(mlsFiles[1]!)).toBe(true);
    expect(await storage.has(mlsFiles[0]!)).toBe(false);
    const entries = zipEntries(
      Buffer.from(await (await get(owner, `${pathOf(listing.deliveryUrl)}/mls.zip`)).arrayBuffer()),
    );
    expect(entries.map((e) => e.name)).toEqual(['123-main-st-01.jpg', '123-main-st-02.jpg']);
    for (const [index, entry] of entries.entries()) {
      expect(Buffer.compare(entry.data, (await storage.read(mlsFiles[index]!))!)).toBe(0);
      const meta = await sharp(entry.data).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1920, 1329, undefined]);
    }
  }, 120_000);

  it('when a listing is saved with photos uploaded before uploads kept an MLS file, then the save has them made in the background, before any download', async () => {
    owner = await startAsOwner();
    const { listing, photos } = await listingWithPhotos(owner, 2);
    const { storage } = owner.app.services.uploads;
    const mlsFiles = photos.map((src) => src.replace(/\.jpg$/, '-mls-1920.jpg').replace('/uploads/', ''));
    await storage.remove(mlsFiles);
    expect(await storage.has(mlsFiles[0]!)).toBe(false);
    const current = (await (await owner.call(`${LISTINGS}/${listing.id}`)).json()) as Record<string, unknown>;
    const saved = await owner.call(`${LISTINGS}/${listing.id}`, {
      method: 'PUT',
      json: { ...current, description: 'Now with its MLS files' },
    });
    expect(saved.status).toBe(200);
    // Made in the upload queue after the answer, in no set order: no download has asked for them.
    const deadline = Date.now() + 60_000;
    const allMade = async () => (await Promise.all(mlsFiles.map((name) => storage.has(name)))).every(Boolean);
    while (!(await allMade()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const name of mlsFiles) {
      const meta = await sharp((await storage.read(name))!).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1920, 1329, undefined]);
    }
  }, 120_000);

  it('when a lead is sent, then stats.json counts it; the QR code is an SVG of the branded page', async () => {
    owner = await startAsOwner();
    const { listing } = await listingWithPhotos(owner, 1, 640, 480);
    expect((await postJson(owner.app.url, signed(owner.app, { listing: '123-main-st' }))).status).toBe(201);
    const stats = await get(owner, `${pathOf(listing.deliveryUrl)}/stats.json`);
    expect(stats.headers.get('cache-control')).toBe('private, no-store');
    expect(await stats.json()).toMatchObject({ leads: 1 });
    const qr = await get(owner, `${pathOf(listing.deliveryUrl)}/qr.svg`);
    expect(qr.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await qr.text()).toMatch(/^<svg/);
  });
});
