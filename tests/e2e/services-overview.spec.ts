import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A section of the page, found by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test.describe('services overview pages', () => {
  const SERVICE_HREFS = [
    '/services/photography',
    '/services/video',
    '/services/drone',
    '/services/matterport',
    '/services/editing',
    '/services/website',
    '/services/brand',
    '/services/ai-services',
  ];

  test('when /services is opened, then it shows Complete Visual Solutions and the eight Premium Services', async ({
    page,
  }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Complete Visual Solutions');
    const cards = section(page, 'Premium Services').locator('.service-card a');
    await expect(cards).toHaveCount(8);
    for (const [i, href] of SERVICE_HREFS.entries()) await expect(cards.nth(i)).toHaveAttribute('href', href);
    await expect(page.locator('.cta-section a').first()).toHaveAttribute('href', '/contact');
  });

  test('when /services/all is opened, then it shows the eight services, Industries We Serve and a testimonial', async ({
    page,
  }) => {
    const response = await page.goto('/services/all');
    expect(response?.status()).toBe(200);
    await expect(page.locator('.services-grid .service-card')).toHaveCount(8);
    const industries = section(page, 'Industries We Serve');
    await expect(industries.locator('.industry-tile')).toHaveCount(4);
    for (const figure of ['95%', '30%', '50+', '200+']) await expect(industries).toContainText(figure);
    await expect(industries).toContainText('Faster sales');
    await expect(industries).toContainText('Agents served');
    await expect(page.locator('.testimonial-card')).toHaveCount(1);
    // The same eight services and no others (spec): the extra service pages are linked elsewhere.
    await expect(
      page.locator('main a[href="/services/automation"], main a[href="/services/floorplans"]'),
    ).toHaveCount(0);
  });
});
