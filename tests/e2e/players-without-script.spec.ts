import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { publishListing } from './pages/listing-api.ts';

/**
 * A video or 3D tour behind a click-to-load button needs the script to load its player. With
 * JavaScript off, a buyer gets a link that opens it on its own site instead of a button that does
 * nothing; with the script, the button stays the one way in (no request leaves the site before).
 */
test.use({ ownData: true });

const TOUR = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

test("when JavaScript is off, then a listing's 3D tour and a project's video open on their own sites from a link", async ({
  browser,
  baseURL,
}) => {
  await publishListing(baseURL!, await createOwner('Lia Tours'), { tour: TOUR }, 1);
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/listings/88-lakeshore-rd');
  const tour = page.getByRole('link', { name: /Open the 3D tour/ });
  await expect(tour).toBeVisible();
  await expect(tour).toHaveAttribute('href', TOUR);
  await expect(tour).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Open the 3D tour' })).toBeHidden();

  // The MLS page links nowhere outside, with or without script.
  await page.goto('/listings/88-lakeshore-rd/unbranded');
  await expect(page.locator('.listing-tour')).toBeVisible();
  await expect(page.locator('a[href*="matterport"]')).toHaveCount(0);

  await page.goto('/projects/chelster-hall');
  const video = page.getByRole('link', { name: /Watch on YouTube: Chelster Hall video tour/ });
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(page.getByRole('button', { name: /Play video/ })).toBeHidden();
  await context.close();
});

test('when JavaScript is on, then the tour is a button that loads the player in the page, and no link shows', async ({
  page,
  baseURL,
}) => {
  await publishListing(baseURL!, await createOwner('Lia Tours'), { tour: TOUR }, 1);
  await page.goto('/listings/88-lakeshore-rd');
  await expect(page.getByRole('link', { name: /Open the 3D tour/ })).toBeHidden();
  await page.getByRole('button', { name: 'Open the 3D tour' }).click();
  await expect(page.locator('.listing-tour iframe')).toHaveAttribute('src', TOUR);
});
