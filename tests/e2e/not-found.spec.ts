import { expect, test } from './fixtures.ts';
import { axeFor } from './axe.ts';

test('when an unknown page is requested, then the server answers 404 with the Page Not Found page', async ({
  request,
}) => {
  const response = await request.get('/no-such-page-here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page Not Found');
  expect(html).toContain('<meta data-ph name="robots" content="noindex, nofollow">');
});

test('when a visitor lands on an unknown page, then it offers the way home, to services and to contact', async ({
  page,
}) => {
  const response = await page.goto('/services/does-not-exist/deeper');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page).toHaveTitle('Page Not Found | Lumen Realty Media');
});

test('when the visitor follows the home link from the 404 page, then the home page opens', async ({
  page,
}) => {
  await page.goto('/nowhere');
  await page.locator('body.loaded').waitFor();
  await page.locator('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Captivating Imagery for Exceptional Property Marketing',
  );
});

test('when axe checks the 404 page, then it finds no violations', async ({ page }) => {
  await page.goto('/missing-page');
  await page.locator('body.loaded').waitFor();
  const results = await axeFor(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
