import { expect, test } from './fixtures.ts';
import { imageInfo } from '../../shared/content/media/image-catalog.ts';

/** Issue 15, point 5: what a visitor saw differ from the spec, each pinned in the browser. */

test('when /services/matterport is opened, then it has 3 related cards and floor plans linked elsewhere on the page', async ({
  page,
}) => {
  await page.goto('/services/matterport');
  const related = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Related Services' }) });
  await expect(related.locator('.service-card')).toHaveCount(3);
  await expect(related.locator('.service-card a[href="/services/floorplans"]')).toHaveCount(0);
  await expect(page.locator('main a[href="/services/floorplans"]').first()).toBeVisible();
});

test('when a portfolio page ends, then its call to action names the service once ("Explore AI Services")', async ({
  page,
}) => {
  await page.goto('/portfolio/ai-services');
  await expect(
    page.locator('.cta-section').getByRole('link', { name: 'Explore AI Services', exact: true }),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Services Services');
  await page.goto('/portfolio/drone');
  await expect(
    page.locator('.cta-section').getByRole('link', { name: 'Explore Drone Services' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the lightbox is open, then its backdrop is opaque behind the caption and the arrows', async ({
    page,
  }) => {
    await page.goto('/portfolio/photography');
    await page.locator('body.loaded').waitFor();
    await page.locator('.gallery-card-button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const backdrop = await page
      .locator('.lightbox')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    // rgb(...) without an alpha channel, or an alpha of 1.
    expect(backdrop).toMatch(/^rgb\(\d+, \d+, \d+\)$|^rgba\(\d+, \d+, \d+, 1\)$/);
  });
});

test('when the sample projects are shown, then their pictures match their captions and are their own', async ({
  page,
}) => {
  expect(imageInfo('/images/projects/1.jpg').alt).toMatch(/limestone Georgian estate/);
  expect(imageInfo('/images/projects/8.jpg').alt).toMatch(/cottage/i);
  await page.goto('/projects');
  const muskoka = page.locator('img[src*="/images/projects/8"], source[srcset*="/images/projects/8-"]');
  await expect(muskoka.first()).toBeAttached();
  for (const id of ['2', '3', '4', '5', '6', '7', '8']) {
    const html = await (await page.request.get(`/projects/${id}`)).text();
    const gallery = html.slice(html.indexOf('gallery-grid'));
    expect(gallery, `/projects/${id}`).not.toContain('/images/portfolio/');
    expect(gallery, `/projects/${id}`).toContain(`/images/projects/${id}-1`);
  }
});

test('when the drone article opens, then its header is an aerial picture', async ({ page }) => {
  await page.goto('/blog/drone-photography-best-practices');
  const src = await page.locator('.hero img').getAttribute('src');
  expect(src).toMatch(/\/images\/blog\/post-2/);
  expect(imageInfo('/images/blog/post-2.jpg').alt).toMatch(/drone|aerial/i);
});
