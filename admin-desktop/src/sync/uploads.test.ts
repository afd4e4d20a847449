import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { RAW_FILE_MESSAGE } from '#shared/media/raw-file.ts';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import { desktopHome, jpegBytes, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { SiteServer } from '../testing/site-server.ts';
import type { UploadProgress } from './desktop-sync.ts';
import { DOWNSCALE_EDGE, prepareUpload, TOO_LARGE_MESSAGE } from './prepare-upload.ts';

/** Local image uploads: progress per file, the server's verdict per file, downscaling of big photos. */

let site: SiteServer;
let home: Awaited<ReturnType<typeof desktopHome>>;
beforeAll(async () => {
  site = await SiteServer.start();
  home = await desktopHome();
});
afterAll(async () => {
  await home?.cleanup();
  await site?.close();
});

const recorder = () => {
  const events: UploadProgress[] = [];
  return { events, onProgress: (p: UploadProgress) => events.push(p) };
};

describe('uploading a local file', () => {
  it('when it is a photo on disk, then it is sent with progress and the server answers its url', async () => {
    const sync = await signedInDesktop(home, site.url);
    const path = join(home.dir, 'kitchen.jpg');
    await writeFile(path, await jpegBytes(1200, 800));
    const { events, onProgress } = recorder();
    const answer = await sync.upload({ name: 'kitchen.jpg', path }, onProgress);
    expect(answer.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(events[0]).toEqual({ phase: 'preparing' });
    const uploading = events.filter((e) => e.phase === 'uploading');
    expect(uploading.length).toBeGreaterThan(1);
    expect(uploading.at(-1)!.sent).toBe(uploading.at(-1)!.total);
    expect(events.at(-1)!.phase).toBe('done');
    expect((await fetch(`${site.url}${answer.url}`)).status).toBe(200);
  });

  it('when the file is not an image, then the server refuses it and its message is reported for that file', async () => {
    const sync = await signedInDesktop(home, site.url);
    const { events, onProgress } = recorder();
    const error = await sync
      .upload({ name: 'listing.jpg', bytes: new TextEncoder().encode('%PDF-1.7 not a photo') }, onProgress)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    // The message is the server's own: the same a browser gets for the same file.
    const browser = await otherDevice(site.url);
    const fromBrowser = await browser.api
      .upload(new Blob(['%PDF-1.7 not a photo']), 'listing.jpg')
      .catch((e: unknown) => e as ApiError);
    expect((error as ApiError).message).toBe((fromBrowser as ApiError).message);
    expect((error as ApiError).message).toMatch(/image/i);
    expect(events.at(-1)).toEqual({ phase: 'failed', message: (error as ApiError).message });
  });

  it('when a photo is larger than the app sends, then it is downscaled first and the server still judges it', async () => {
    const big = await sharp({ create: { width: 5000, height: 3000, channels: 3, background: '#40607f' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const prepared = await prepareUpload({ name: 'aerial.JPG', bytes: big });
    expect(prepared.downscaled).toBe(true);
    expect(prepared.name).toBe('aerial.jpg');
    const meta = await sharp(prepared.bytes).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(DOWNSCALE_EDGE);
    const sync = await signedInDesktop(home, site.url);
    const answer = await sync.upload({ name: 'aerial.JPG', bytes: big });
    expect(answer.url).toMatch(/^\/uploads\//);
  });

  it('when a Canon RAW file (CR2) is chosen, then it is refused here, not made smaller and sent as a JPEG', async () => {
    // A large TIFF goes out made smaller; the same bytes with a CR2's marker ("CR" at byte 8) do not.
    const tiff = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#806040' } })
      .tiff()
      .toBuffer();
    expect(await prepareUpload({ name: 'plain.tif', bytes: tiff })).toMatchObject({ downscaled: true });
    const cr2 = Buffer.from(tiff);
    cr2.write('CR', 8, 'latin1');
    await expect(prepareUpload({ name: 'IMG_0001.CR2', bytes: cr2 })).rejects.toMatchObject({
      status: 415,
      message: RAW_FILE_MESSAGE,
    });
  });

  it('when a file is over the limit and cannot be made smaller, then it is refused here with the server wording', async () => {
    const huge = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    const sync = await signedInDesktop(home, site.url);
    const { events, onProgress } = recorder();
    await expect(sync.upload({ name: 'scan.tiff', bytes: huge }, onProgress)).rejects.toMatchObject({
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
    expect(events.map((e) => e.phase)).toEqual(['preparing', 'failed']);
  });
});
