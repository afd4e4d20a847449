import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantUrl } from '#shared/media/image-variants.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { storedUploadNames } from '../support/stored-data.ts';

let owner: OwnerClient | undefined;

/** Left half brick-brown, right half sky-blue: shows where the image ended up after rotation. */
function twoToneSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#b5651d"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#4a90d9"/></svg>`,
  );
}

/** A phone photo as it leaves the camera: stored sideways (EXIF Orientation 6) with GPS tags. */
async function photoWithGps(): Promise<Buffer> {
  return sharp(twoToneSvg(2000, 1200))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Orientation: '6' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 38/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 23/1 0/1',
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG whose header claims 20000 x 20000 pixels (400 megapixels) in a few dozen bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function upload(
  client: OwnerClient,
  data: Buffer,
  name: string,
  init: { csrf?: boolean; field?: string } = {},
) {
  const form = new FormData();
  form.append(init.field ?? 'file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  return client.call('/api/upload', { method: 'POST', body: form, csrf: init.csrf ?? true });
}

const variantPaths = (url: string) => [
  url,
  ...VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantUrl(url, w, f))),
];

describe('POST /api/upload', () => {
  it('when a JPEG carries GPS EXIF and sideways orientation, then every variant is upright and has no metadata', async () => {
    owner = await ownerForTest();
    const original = await photoWithGps();
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.toString('latin1')).toContain('iPhone 15 Pro');
    // The GPSInfo IFD pointer (tag 0x8825, little-endian) is there before the upload.
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(owner, original, '../../etc/passwd.jpg');
    expect(res.status).toBe(201);
    const answer = (await res.json()) as UploadAnswer;
    expect(answer.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    // Orientation 6 turns the 2000 x 1200 landscape into a 1200 x 2000 portrait (no enlargement).
    expect(answer).toMatchObject({ width: 1200, height: 2000 });

    for (const path of variantPaths(answer.url)) {
      const served = await fetch(`${owner.app.url}${path}`);
      expect(served.status, path).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, path).toBeUndefined();
      expect(meta.xmp, path).toBeUndefined();
      expect(meta.iptc, path).toBeUndefined();
      expect(meta.orientation ?? 1, path).toBe(1);
      expect(bytes.includes('Exif\0\0'), path).toBe(false);
      expect(bytes.includes('iPhone'), path).toBe(false);
      const width = Number(/-(\d+)\./.exec(path)?.[1] ?? 1600);
      expect(meta.width, path).toBe(Math.min(width, 1200));
      expect(meta.height! > meta.width!, path).toBe(true);
    }
    // Upright: the brick-brown half (left in the stored pixels) is now on top.
    const fallback = Buffer.from(await (await fetch(`${owner.app.url}${answer.url}`)).arrayBuffer());
    const { data, info } = await sharp(fallback).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(at(600, 200)[0]! > at(600, 200)[2]!).toBe(true);
    expect(at(600, 1800)[2]! > at(600, 1800)[0]!).toBe(true);
  });

  it('when the upload is served, then it is cached for a year, immutable, and not sniffed', async () => {
    owner = await ownerForTest();
    const png = await sharp(twoToneSvg(640, 400)).png().toBuffer();
    const { url } = (await (await upload(owner, png, 'logo.png')).json()) as UploadAnswer;
    const res = await fetch(`${owner.app.url}${variantUrl(url, 480, 'webp')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when an iPhone HEIC photo is uploaded, then it is converted into the usual variants', async () => {
    owner = await ownerForTest();
    const heic = await readFile(new URL('./fixtures/iphone-photo.heic', import.meta.url));
    const res = await upload(owner, heic, 'IMG_0001.HEIC');
    expect(res.status).toBe(201);
    const answer = (await res.json()) as UploadAnswer;
    expect(answer).toMatchObject({ width: 320, height: 200 });
    const avif = await fetch(`${owner.app.url}${variantUrl(answer.url, 960, 'avif')}`);
    expect(avif.status).toBe(200);
    const { data } = await sharp(Buffer.from(await avif.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]! > data[2]!).toBe(true);
  });

  it('when the file is larger than 50 MB, then 413 and nothing is written', async () => {
    owner = await ownerForTest();
    const res = await upload(owner, Buffer.alloc(51 * 1024 * 1024, 1), 'huge.jpg');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain('50 MB');
    expect(await storedUploadNames(owner.app)).toEqual([]);
  });

  it('when the pixel count is a decompression bomb, then 413 names the limit', async () => {
    owner = await ownerForTest();
    const res = await upload(owner, pngBomb(), 'small.png');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/400 megapixels.*limit/);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture'), 'photo.png'],
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      'listing.pdf',
    ],
    [
      'an SVG with script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'x.jpg',
    ],
    ['a truncated JPEG header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'cut.jpg'],
  ])('when the content is %s, then 415 whatever the name says', async (_case, data, name) => {
    owner = await ownerForTest();
    const res = await upload(owner, data, name);
    expect(res.status).toBe(415);
    expect(typeof ((await res.json()) as { error: string }).error).toBe('string');
    expect(await storedUploadNames(owner.app)).toEqual([]);
  });

  it('when the file is sent under another field name, then 400; not as multipart, then 415', async () => {
    owner = await ownerForTest();
    const png = await sharp(twoToneSvg(64, 64)).png().toBuffer();
    expect((await upload(owner, png, 'a.png', { field: 'photo' })).status).toBe(400);
    expect((await owner.call('/api/upload', { method: 'POST', json: { file: 'x' } })).status).toBe(415);
  });

  it('when nobody is signed in, then 401; without the CSRF token or from another site, then 403', async () => {
    owner = await ownerForTest();
    const png = await sharp(twoToneSvg(64, 64)).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    expect((await fetch(`${owner.app.url}/api/upload`, { method: 'POST', body: form })).status).toBe(401);
    expect((await upload(owner, png, 'a.png', { csrf: false })).status).toBe(403);
    const crossSite = await owner.call('/api/upload', {
      method: 'POST',
      body: form,
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await storedUploadNames(owner.app)).toEqual([]);
  });

  it('when a path outside the upload names is asked for, then 404', async () => {
    owner = await ownerForTest();
    for (const path of ['/uploads/..%2Fportfolio.db', '/uploads/.tmp-abc.jpg', '/uploads/portfolio.db']) {
      expect((await fetch(`${owner.app.url}${path}`)).status, path).toBe(404);
    }
  });

  it('when the same file is uploaded twice, then the same url answers and one set of files is stored; another file gets its own', async () => {
    owner = await ownerForTest();
    const photo = await sharp(twoToneSvg(900, 600)).jpeg().toBuffer();
    const first = (await (await upload(owner, photo, 'porch.jpg')).json()) as UploadAnswer;
    const files = (await storedUploadNames(owner.app)).sort();
    // The variants, the fallback and the MLS-size file a listing's delivery hands out.
    expect(files).toHaveLength(VARIANT_WIDTHS.length * VARIANT_FORMATS.length + 2);
    expect(files.filter((name) => name.endsWith('-mls-1920.jpg'))).toHaveLength(1);
    const again = await upload(owner, photo, 'another-name.jpg');
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(first).toMatchObject({ width: 900, height: 600 });
    expect((await storedUploadNames(owner.app)).sort()).toEqual(files);

    // One byte apart (same picture, one more byte at the end): a different upload.
    const longer = Buffer.concat([photo, Buffer.from([0])]);
    const other = (await (await upload(owner, longer, 'porch.jpg')).json()) as UploadAnswer;
    expect(other.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(other.url).not.toBe(first.url);
    expect(await storedUploadNames(owner.app)).toHaveLength(2 * files.length);
    for (const path of [...variantPaths(first.url), ...variantPaths(other.url)]) {
      expect((await fetch(`${owner.app.url}${path}`)).status, path).toBe(200);
    }
  });

  it('when the server restarts, then uploaded files are still served', async () => {
    owner = await ownerForTest();
    const dir = owner.app.dataDir;
    const png = await sharp(twoToneSvg(800, 500)).png().toBuffer();
    const { url } = (await (await upload(owner, png, 'a.png')).json()) as UploadAnswer;
    await owner.app.close({ keepData: true });
    owner = await ownerForTest({}, dir);
    expect((await fetch(`${owner.app.url}${url}`)).status).toBe(200);
    expect((await fetch(`${owner.app.url}${variantUrl(url, 960, 'avif')}`)).status).toBe(200);
    await owner.app.close();
    owner = undefined;
    await rm(dir, { recursive: true, force: true });
  });
  it('when several photos and a non-image arrive at once, then each gets its own answer and no received file is left behind', async () => {
    owner = await ownerForTest();
    const photos = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        sharp(twoToneSvg(640 + i * 16, 480))
          .jpeg()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all([
      ...photos.map((photo, i) => upload(owner!, photo, `p-${i}.jpg`)),
      upload(owner, Buffer.from('not an image at all'), 'fake.jpg'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 415]);
    const urls = await Promise.all(
      answers.slice(0, 5).map(async (res) => ((await res.json()) as UploadAnswer).url),
    );
    expect(new Set(urls).size).toBe(5);
    expect(await readdir(join(owner.app.dataDir, 'incoming'))).toEqual([]);
    const names = await storedUploadNames(owner.app);
    // Each: the variants, the fallback and the MLS-size file.
    expect(names).toHaveLength(5 * (VARIANT_WIDTHS.length * VARIANT_FORMATS.length + 2));
  });
});
