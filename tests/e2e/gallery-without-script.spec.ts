import { expect, test } from './fixtures.ts';

/**
 * A gallery card opens the full-screen viewer, which needs the script. With JavaScript off, each
 * card is a link instead: to the picture itself (its largest common size), or to the video on
 * YouTube and the tour on its own site; with the script, the card stays the button that opens the
 * viewer and no link shows (CSS shows one or the other, as the video and tour facades do).
 */

test('when JavaScript is off, then a photo card opens the picture, a video card the video on YouTube and a tour card the tour', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/portfolio/photography');
  await expect(page.getByRole('button', { name: /^View image: / })).toHaveCount(0);
  const photos = page.getByRole('link', { name: /^View image: / });
  await expect(photos).not.toHaveCount(0);
  const photo = photos.first();
  await expect(photo).toBeVisible();
  const href = await photo.getAttribute('href');
  expect(href).toMatch(/^\/images\/[\w/-]+-1600\.jpg$/);
  await photo.click();
  await expect(page).toHaveURL(new URL(href!, baseURL).toString());
  const picture = await page.request.get(href!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  await page.goto('/portfolio/video');
  const video = page.getByRole('link', { name: /^Play video: .+ \(opens in a new tab\)$/ }).first();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(video).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/portfolio/matterport');
  const tour = page.getByRole('link', { name: /^Open 3D tour: .+ \(opens in a new tab\)$/ }).first();
  await expect(tour).toBeVisible();
  await expect(tour).toHaveAttribute('href', /^https:\/\/my\.matterport\.com\/show\/\?m=/);
  await context.close();
});

test('when JavaScript is on, then the cards are buttons that open the viewer, and no link shows', async ({
  page,
}) => {
  await page.goto('/portfolio/photography');
  await page.locator('body.loaded').waitFor();
  await expect(page.getByRole('link', { name: /^View image: / })).toHaveCount(0);
  await page
    .getByRole('button', { name: /^View image: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
