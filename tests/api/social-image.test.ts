import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import { TEST_ENGINE } from '../support/test-engine.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { uploadJpeg } from './uploaded-photo.ts';

/**
 * The social image of a page whose hero is the owner's upload (docs/pictures.md): a 1200 x 630
 * crop made by the server around the focal point, once, when the picture is saved.
 */
let owner: OwnerClient | undefined;

const PICTURES = '/api/admin/content/pictures';
const SIDE = 2000;
// A red square high up and to the right of a grey photo: a centred 1200 x 630 crop would cut it off.
const MARKER = { x: 0.7, y: 0.15, size: 120 };

async function uploadMarkedPhoto(client: OwnerClient): Promise<UploadAnswer> {
  const square = await sharp({
    create: { width: MARKER.size, height: MARKER.size, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  const data = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#808080' } })
    .composite([
      {
        input: square,
        left: MARKER.x * SIDE - MARKER.size / 2,
        top: MARKER.y * SIDE - MARKER.size / 2,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  return uploadJpeg(client, data);
}

async function saveHomeHero(client: OwnerClient, src: string, focus: { x: number; y: number }) {
  const current = (await (await client.call(`${PICTURES}/home-hero`)).json()) as PictureEntry;
  const res = await client.call(`${PICTURES}/home-hero`, {
    method: 'PUT',
    json: { src, alt: 'Our studio at dusk', focus, version: current.version },
  });
  expect(res.status).toBe(200);
}

/** The page's og:image and twitter:image, as paths on the site (they must agree). */
async function socialImageOf(client: OwnerClient, path: string): Promise<string> {
  const html = await (await fetch(`${client.app.url}${path}`)).text();
  const og = /<meta[^>]+property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const twitter = /<meta[^>]+name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og).toBeDefined();
  expect(twitter).toBe(og);
  return new URL(og!).pathname;
}

/** The red level at a point of a decoded image (0..255), and its size. */
async function decode(client: OwnerClient, path: string) {
  const res = await fetch(`${client.app.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const redAt = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return data[i]! - Math.max(data[i + 1]!, data[i + 2]!);
  };
  return { width: info.width, height: info.height, redAt };
}

describe('social image: the hero cropped around its focal point', () => {
  it('when the home hero is replaced with a focal point, then og:image is a 1200 x 630 crop holding that point, and a new point gives a new address', async () => {
    owner = await ownerForTest();
    const before = await socialImageOf(owner, '/');
    expect(before).toBe('/images/og-default.jpg'); // the shipped page's social image, as before

    const photo = await uploadMarkedPhoto(owner);
    const stem = photo.url.slice(0, -'.jpg'.length);
    await saveHomeHero(owner, photo.url, { x: MARKER.x, y: MARKER.y });
    const social = await socialImageOf(owner, '/');
    expect(social).toBe(`${stem}-social-07000-01500.jpg`);
    const crop = await decode(owner, social);
    expect([crop.width, crop.height]).toEqual([1200, 630]);
    // The 2000 x 2000 photo's crop is its full width, 1050 px high, from the top (the point is 300
    // px down: a band centred on it would start above the picture): the marker is at 0.6 scale.
    expect(crop.redAt(MARKER.x * SIDE * 0.6, MARKER.y * SIDE * 0.6)).toBeGreaterThan(150);
    // A centred crop (rows 475..1525) would have cut it off: the grey is all around.
    expect(crop.redAt(600, 600)).toBeLessThan(30);

    // The subject moved: a new file, and the old crop's marker is no longer in the new one.
    await saveHomeHero(owner, photo.url, { x: 0.5, y: 0.9 });
    const moved = await socialImageOf(owner, '/');
    expect(moved).toBe(`${stem}-social-05000-09000.jpg`);
    expect(moved).not.toBe(social);
    const lower = await decode(owner, moved);
    expect([lower.width, lower.height]).toEqual([1200, 630]);
    for (let x = 0; x < 1200; x += 40) {
      for (let y = 0; y < 630; y += 40) expect(lower.redAt(x, y)).toBeLessThan(30);
    }
    // The first crop stays what its name says (caches hold it for a year).
    expect((await decode(owner, social)).redAt(MARKER.x * SIDE * 0.6, MARKER.y * SIDE * 0.6)).toBeGreaterThan(
      150,
    );
  });

  it('when a crop address was never made by a save, then it is a 404 and nothing is made for the request', async () => {
    owner = await ownerForTest();
    const photo = await uploadMarkedPhoto(owner);
    const stem = photo.url.slice(0, -'.jpg'.length);
    await saveHomeHero(owner, photo.url, { x: 0.25, y: 0.5 });
    const made = `${stem}-social-02500-05000.jpg`;
    expect(await socialImageOf(owner, '/')).toBe(made);
    const asked = `${stem}-social-01234-05678.jpg`;
    expect((await fetch(`${owner.app.url}${asked}`)).status).toBe(404);
    expect((await fetch(`${owner.app.url}${asked}`)).status).toBe(404);
    expect((await fetch(`${owner.app.url}${stem}-social-1-2.jpg`)).status).toBe(404);
    if (TEST_ENGINE === 'nedb') {
      // Kept with the upload's files, as private as they are.
      const uploads = join(owner.app.dataDir, 'uploads');
      const file = (name: string) => join(uploads, name.slice('/uploads/'.length));
      expect((await stat(file(made))).mode & 0o777).toBe((await stat(file(photo.url))).mode & 0o777);
      await expect(stat(file(asked))).rejects.toThrow(/ENOENT/);
    }
  });

  it("when a hero is a shipped picture, or another page's hero is replaced, then the social image is the one the page had", async () => {
    owner = await ownerForTest();
    const blog = await socialImageOf(owner, '/blog');
    // A shipped illustration with a focal point: no crop is made, the page keeps its social image.
    await saveHomeHero(owner, '/images/hero/home-mobile.jpg', { x: 0.2, y: 0.3 });
    expect(await socialImageOf(owner, '/')).toBe('/images/og-default.jpg');
    const photo = await uploadMarkedPhoto(owner);
    await saveHomeHero(owner, photo.url, { x: 0.5, y: 0.5 });
    expect(await socialImageOf(owner, '/')).toMatch(/^\/uploads\/[a-f0-9]{32}-social-05000-05000\.jpg$/);
    // The blog's hero is still the shipped one: its social image is unchanged.
    expect(await socialImageOf(owner, '/blog')).toBe(blog);
    // Back to a shipped picture: the crop of the upload is no longer named.
    await saveHomeHero(owner, '/images/hero/home-desktop.jpg', { x: 0.5, y: 0.5 });
    expect(await socialImageOf(owner, '/')).toBe('/images/og-default.jpg');
  });
});
