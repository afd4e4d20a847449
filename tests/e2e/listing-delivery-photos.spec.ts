import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ownerApi, publishListing } from './pages/listing-api.ts';

/** A portrait photo, white with a red band across its top and bottom tenth. */
async function bandedPortrait() {
  const [width, height, band] = [600, 900, 90];
  const red = { r: 220, g: 0, b: 0 };
  const strip = await sharp({ create: { width, height: band, channels: 3, background: red } })
    .png()
    .toBuffer();
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: strip, top: 0, left: 0 },
      { input: strip, top: height - band, left: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name: 'tall-stairwell.jpg', mimeType: 'image/jpeg', buffer };
}

/** Whether a screenshot's column down its middle has a red pixel in its top and bottom quarters. */
async function redAtTopAndBottom(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const redIn = (from: number, to: number) => {
    for (let y = from; y < to; y++) {
      const i = (y * info.width + Math.floor(info.width / 2)) * 3;
      if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80) return true;
    }
    return false;
  };
  return {
    top: redIn(0, Math.floor(info.height / 4)),
    bottom: redIn(Math.ceil((info.height * 3) / 4), info.height),
  };
}

/**
 * The delivery page showed every photo cut to 3:2, so a portrait photo (a stairwell, a facade) lost
 * its top and bottom and the agent could not see what they were downloading. It is shown whole.
 */
test.use({ ownData: true });

test('when a listing has a portrait photo, then its delivery page shows the whole photo', async ({
  page,
  baseURL,
}) => {
  const owner = await createOwner('Paula Portrait');
  const { api, headers } = await ownerApi(baseURL!, owner);
  const upload = await api.post('/api/upload', { headers, multipart: { file: await bandedPortrait() } });
  expect(upload.status()).toBe(201);
  const src = ((await upload.json()) as { url: string }).url;
  const id = await publishListing(
    baseURL!,
    owner,
    { address: '12 Stairwell Lane', photos: [{ src, alt: 'The stairwell from below' }] },
    0,
  );
  const listing = await api.get(`/api/admin/content/listings/${id}`);
  const { deliveryUrl } = (await listing.json()) as { deliveryUrl: string };
  await api.dispose();

  await page.goto(new URL(deliveryUrl).pathname);
  const photo = page.getByRole('img', { name: 'The stairwell from below' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  expect(await redAtTopAndBottom(await photo.screenshot())).toEqual({ top: true, bottom: true });
});
