import { expect, test } from './fixtures.ts';
import { PORTFOLIO_COLLECTIONS } from '../../shared/schemas/portfolio.ts';
import { GalleryPage } from './pages/gallery-page.ts';
import { collectErrors } from './pages/shell-page.ts';

interface ApiItem {
  id: string;
  title: string;
  type: 'image' | 'video' | 'embed';
}

test.describe('portfolio index', () => {
  test('when /portfolio is opened, then it links the eight portfolios, shows four unlinked flagship projects and links to /contact', async ({
    page,
  }) => {
    const response = await page.goto('/portfolio');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Our Portfolio');
    const entries = page.locator('.portfolio-entry a');
    await expect(entries).toHaveCount(8);
    for (const [i, collection] of PORTFOLIO_COLLECTIONS.entries()) {
      await expect(entries.nth(i)).toHaveAttribute('href', `/portfolio/${collection.slug}`);
    }
    const flagship = page.locator('.flagship-card');
    await expect(flagship).toHaveCount(4);
    await expect(flagship.locator('a')).toHaveCount(0);
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  });

  test('when a portfolio card is chosen, then the collection page comes from the server with its items', async ({
    page,
  }) => {
    const errors = await collectErrors(page);
    await page.goto('/portfolio');
    await page.locator('body.loaded').waitFor();
    // Links are plain page loads (perhaps prerendered on hover by the speculation rules, whose
    // response body the browser does not hand to the test): the new document is the collection's.
    await page.locator('.portfolio-entry a[href="/portfolio/editing"]').click();
    await expect(page).toHaveURL(/\/portfolio\/editing$/);
    const navigation = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    expect(new URL(navigation).pathname).toBe('/portfolio/editing');
    // The server renders the collection from the datastore.
    expect(await (await page.request.get('/portfolio/editing')).text()).toContain('gallery-card');
    await expect(page.locator('h1')).toHaveText('Editing Portfolio');
    await expect(page.locator('.gallery-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('portfolio collections', () => {
  for (const collection of PORTFOLIO_COLLECTIONS) {
    test(`when /portfolio/${collection.slug} is opened, then it shows the datastore items, a View Services link and a CTA`, async ({
      page,
    }) => {
      const stored = (await (await page.request.get(`/api/portfolio/${collection.key}`)).json()) as ApiItem[];
      expect(stored.length).toBeGreaterThan(0);
      const response = await page.goto(`/portfolio/${collection.slug}`);
      expect(response?.status()).toBe(200);
      // Each worker has its own server and data: nothing edits this list while the page is read.
      await expect(page.locator('.gallery-card-title')).toHaveText(stored.map((item) => item.title));
      await expect(page.getByRole('link', { name: 'View Services' }).first()).toHaveAttribute(
        'href',
        collection.servicePath,
      );
      await expect(page.locator('.cta-section a').first()).toHaveAttribute('href', '/contact');
    });
  }

  test('when the server HTML of a collection is read, then it already holds the items (rendered per request)', async ({
    request,
  }) => {
    const stored = (await (await request.get('/api/portfolio/brandApparelPortfolio')).json()) as ApiItem[];
    const response = await request.get('/portfolio/brand-apparel');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    for (const item of stored) expect(html).toContain(item.title.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<link data-ph rel="canonical" href="http:\/\/[^"]+\/portfolio\/brand-apparel">/);
  });

  test('when the AI Services portfolio is opened, then it shows its hero, four badges and the showcase', async ({
    page,
  }) => {
    await page.goto('/portfolio/ai-services');
    await expect(page.locator('h1')).toHaveText('AI Services Portfolio');
    await expect(page.locator('.portfolio-badges li')).toHaveText([
      'AI Automation',
      'Machine Learning',
      'Efficiency',
      'Innovation',
    ]);
    await expect(page.getByRole('heading', { name: 'AI Showcase' })).toBeVisible();
    await expect(page.locator('.cta-section a').first()).toHaveAttribute('href', '/contact');
  });

  test('when a portfolio lightbox reaches either end, then it wraps around', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/editing');
    const total = await gallery.cards().count();
    await gallery.openCard(0);
    await gallery.expectCounter(1, total);
    await page.keyboard.press('ArrowLeft');
    await gallery.expectCounter(total, total);
    await gallery.next.click();
    await gallery.expectCounter(1, total);
  });

  test('when a Matterport tour is opened, then its frame loads only then, from the allow-listed host', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/matterport');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(gallery.outsideRequests).toEqual([]);
    await gallery.openCard(0);
    const frame = gallery.dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]+/);
    await expect
      .poll(() => gallery.outsideRequests.some((url) => url.startsWith('https://my.matterport.com/')))
      .toBe(true);
  });

  test('when a video is opened from the video portfolio, then the YouTube player loads only then', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/video');
    expect(gallery.outsideRequests).toEqual([]);
    await gallery.openCard(1);
    await expect(gallery.dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  });

  test('when an unknown portfolio is requested, then the answer is 404', async ({ page }) => {
    const response = await page.goto('/portfolio/sculpture');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio Not Found');
  });
});
