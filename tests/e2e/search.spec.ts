import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const group = (page: Page, label: string) =>
  page.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

test.describe('site search', () => {
  test('when a term is searched, then results are grouped by kind with links, and the page is noindex', async ({
    page,
  }) => {
    const response = await page.goto('/search?q=drone');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle('Search results for "drone" | Lumen Realty Media');
    await expect(page.locator('.search-summary')).toContainText('for “drone”');
    // Groups come in a fixed order: Services, Projects, Blog Posts, Portfolio.
    await expect(page.locator('.search-group-title').first()).toHaveText(/^Services/);
    await expect(page.locator('.search-group-title').last()).toHaveText(/^Portfolio/);
    await expect(group(page, 'Services').getByRole('link').first()).toHaveAttribute(
      'href',
      '/services/drone',
    );
    await expect(
      group(page, 'Blog Posts').getByRole('link', { name: /Drone Photography Best Practices/ }),
    ).toHaveAttribute('href', '/blog/drone-photography-best-practices');
  });

  test('when an owner portfolio item matches, then it links to its portfolio page', async ({
    page,
    request,
  }) => {
    // Whatever the owner's drone collection holds right now (seeded or edited in the admin).
    const items = (await (await request.get('/api/portfolio/dronePortfolio')).json()) as { title: string }[];
    const { title } = items.at(-1)!;
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const link = group(page, 'Portfolio').getByRole('link', { name: title, exact: true });
    await expect(link.first()).toHaveAttribute('href', '/portfolio/drone');
  });

  test('when nothing matches, then the page says No results and suggests where to go', async ({ page }) => {
    await page.goto('/search?q=zeppelinhangar');
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(page.locator('.search-summary')).toContainText('0 results');
    await expect(page.locator('.search-suggestions').getByRole('link')).toHaveCount(4);
  });

  test('when JavaScript is off, then the search form still gets server-rendered results', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    await page
      .getByLabel('Search services, projects, listings, articles and portfolio')
      .fill('virtual staging');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=virtual\+staging$/);
    await expect(group(page, 'Blog Posts').getByRole('link').first()).toHaveAttribute(
      'href',
      '/blog/virtual-staging-trends',
    );
    await context.close();
  });

  // Public pages are server-rendered with React only in islands (docs/rendering.md): the search
  // form is a plain GET form, so a new search is a page load of /search?q=, with or without JS.
  test('when a new search is made in the page, then the results page for the new words is shown', async ({
    page,
  }) => {
    await page.goto('/search?q=drone');
    await page.locator('body.loaded').waitFor();
    const input = page.getByLabel('Search services, projects, listings, articles and portfolio');
    await input.fill('twilight');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=twilight$/);
    await expect(page.locator('.search-summary')).toContainText('for “twilight”');
    await expect(page.getByLabel('Search services, projects, listings, articles and portfolio')).toHaveValue(
      'twilight',
    );
  });
});
