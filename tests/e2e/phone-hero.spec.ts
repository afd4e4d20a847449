import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';

/**
 * Issue 25, Done means: "Replacing the home hero changes what a 390 px phone shows on the next
 * load, with the focal point." The phone slot keeps no picture of its own, so phones follow the
 * replaced desktop hero (docs/pictures.md, "Phone pictures"). It replaces a seeded picture, so it
 * runs on a server of its own.
 */
test.use({ ownData: true });

const FOCUS = { x: 0.85, y: 0.3 };

/** A wide grey photo with a red square at the focal point: a centred phone crop would cut it off. */
async function markedPhoto(): Promise<Buffer> {
  const square = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#808080' } })
    .composite([{ input: square, left: FOCUS.x * 2400 - 60, top: FOCUS.y * 1200 - 60 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Where the focal point falls in the hero's visible box, in px, for the crop drawn and a centred one. */
function focalPointInCrop(page: Page) {
  return page.locator('.hero-image').evaluate((img: HTMLImageElement, f) => {
    const [px, py] = getComputedStyle(img)
      .objectPosition.split(' ')
      .map((v) => Number.parseFloat(v) / 100);
    const scale = Math.max(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
    const drawnW = img.naturalWidth * scale;
    const drawnH = img.naturalHeight * scale;
    return {
      src: img.currentSrc,
      position: getComputedStyle(img).objectPosition,
      x: (img.clientWidth - drawnW) * px! + f.x * drawnW,
      y: (img.clientHeight - drawnH) * py! + f.y * drawnH,
      centredX: (img.clientWidth - drawnW) / 2 + f.x * drawnW,
      width: img.clientWidth,
      height: img.clientHeight,
    };
  }, FOCUS);
}

test('when the owner replaces the home hero with a focal point, then a 390 px phone shows the new picture around that point on the next load', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect
    .poll(() => page.locator('.hero-image').evaluate((img: HTMLImageElement) => img.currentSrc))
    .toContain('/images/hero/home-mobile');

  // As the admin does: sign in, upload the photo, save the hero slot with its focal point.
  const owner = await createOwner('Petra Phone');
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  expect(login.status()).toBe(200);
  const headers = { 'X-CSRF-Token': (await login.json()).csrfToken };
  const uploaded = await page.request.post('/api/upload', {
    headers,
    multipart: { file: { name: 'listing.jpg', mimeType: 'image/jpeg', buffer: await markedPhoto() } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = await uploaded.json();
  const slot = await (await page.request.get('/api/admin/content/pictures/home-hero')).json();
  const saved = await page.request.put('/api/admin/content/pictures/home-hero', {
    headers,
    data: { src: url, alt: 'The listing at dusk', focus: FOCUS, version: slot.version },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/');
  const stem = url.replace(/\.jpg$/, '');
  await expect
    .poll(() =>
      page.locator('.hero-image').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc),
    )
    .toContain(stem);
  const crop = await focalPointInCrop(page);
  expect(crop.position).toBe('85% 30%');
  // The marker is in view, where a centred crop of this wide photo would have cut it off.
  expect(crop.x).toBeGreaterThanOrEqual(0);
  expect(crop.x).toBeLessThanOrEqual(crop.width);
  expect(crop.y).toBeGreaterThanOrEqual(0);
  expect(crop.y).toBeLessThanOrEqual(crop.height);
  expect(crop.centredX).toBeGreaterThan(crop.width);
  await expect(page.getByRole('img', { name: 'The listing at dusk' })).toBeVisible();
});
