import { expect, test } from './fixtures.ts';

/**
 * A gallery card opens the full-screen viewer, which needs the script. With JavaScript off, each
 * card is a link instead: to the picture itself, or to the video on YouTube and the tour on its
 * own site; with the script, the card stays the button that opens the viewer and no link shows.
 */

test('when JavaScript is off, then a photo card opens the picture and a video card the video on YouTube', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/portfolio/photography');
  await expect(page.getByRole('button', { name: /^View image: / })).toHaveCount(0);
  const photo = page.getByRole('link', { name: /^View image: / }).first();
  await expect(photo).toBeVisible();
  const href = await photo.getAttribute('href');
  expect(href).toMatch(/^\/[\w/.-]+\.(?:jpe?g|webp|png|avif)$/);
  await photo.click();
  await expect(page).toHaveURL(new URL(href!, baseURL).toString());
  const picture = await page.request.get(href!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  await page.goto('/portfolio/video');
  const video = page.getByRole('link', { name: /^Play video: .+ \(opens in a new tab\)$/ }).first();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(video).toHaveAttribute('target', '_blank');
  await context.close();
});

test('when JavaScript is on, then the cards are buttons that open the viewer, and no link shows', async ({
  page,
}) => {
  await page.goto('/portfolio/photography');
  await expect(page.getByRole('link', { name: /^View image: / })).toHaveCount(0);
  await page
    .getByRole('button', { name: /^View image: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
