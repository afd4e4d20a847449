import { expect, test } from './fixtures.ts';
import { PROJECTS, projectPath } from '../../shared/content/projects/projects.ts';
import { GalleryPage } from './pages/gallery-page.ts';
import { collectErrors } from './pages/shell-page.ts';

test.describe('projects', () => {
  test('when /projects is opened, then it lists the eight projects linking to their addresses', async ({
    page,
  }) => {
    const response = await page.goto('/projects');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Notable Projects');
    const links = page.locator('.project-card a');
    await expect(links).toHaveCount(8);
    await expect(links.nth(0)).toHaveAttribute('href', '/projects/chelster-hall');
    for (const [i, project] of PROJECTS.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', projectPath(project));
    }
    await expect(page.locator('.cta-section a').first()).toHaveAttribute('href', '/contact');
  });

  for (const project of PROJECTS) {
    test(`when ${projectPath(project)} is opened, then it shows the breadcrumb, details, services, story, gallery and video tour`, async ({
      page,
    }) => {
      const errors = await collectErrors(page);
      const response = await page.goto(projectPath(project));
      expect(response?.status()).toBe(200);
      await page.locator('body.loaded').waitFor();
      await expect(page.locator('h1')).toHaveText(project.title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Projects']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(project.title);
      await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
      const facts = page.locator('.project-facts');
      for (const value of [project.detail.location, project.detail.completedDate, project.detail.area]) {
        await expect(facts).toContainText(value);
      }
      await expect(page.locator('.project-services li')).toHaveCount(project.detail.services.length);
      await expect(page.getByRole('heading', { name: 'The Challenge' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'The Result' })).toBeVisible();
      await expect(page.locator('.gallery-card')).toHaveCount(6);
      await expect(
        page.getByRole('button', { name: `Play video: ${project.title} video tour` }),
      ).toBeVisible();
      await expect(page.locator('main a[href="/contact"]').first()).toBeAttached();
      await expect(page.locator('main a[href="/projects"]').first()).toBeAttached();
      expect(errors).toEqual([]);
    });
  }

  test('when the server HTML of Chelster Hall is read, then it has its canonical and BreadcrumbList data', async ({
    request,
  }) => {
    const html = await (await request.get('/projects/chelster-hall')).text();
    expect(html).toMatch(/<link data-ph rel="canonical" href="http:\/\/[^"]+\/projects\/chelster-hall">/);
    const blocks = [...html.matchAll(/<script data-ph type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { name: string; item: string }[] },
    );
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.map((c) => c.name)).toEqual(['Home', 'Projects', 'Chelster Hall']);
    expect(crumbs?.itemListElement?.[2]?.item).toMatch(/^http:\/\/[^/]+\/projects\/chelster-hall$/);
  });

  test('when the video tour is shown, then no YouTube request is made until play is pressed', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/projects/chelster-hall');
    await page.locator('.youtube-facade').scrollIntoViewIfNeeded();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(gallery.outsideRequests).toEqual([]);
    await page.getByRole('button', { name: 'Play video: Chelster Hall video tour' }).click();
    const player = page.locator('.youtube-facade iframe');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/,
    );
    await expect(player).toHaveAttribute('title', 'Chelster Hall video tour');
  });

  test('when a project gallery reaches either end, then the lightbox wraps around', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/projects/integral-house');
    await gallery.openCard(5);
    await gallery.expectCounter(6, 6);
    await gallery.next.click();
    await gallery.expectCounter(1, 6);
    await gallery.previous.click();
    await gallery.expectCounter(6, 6);
  });

  test('when Chelster Hall is addressed by its id, then it redirects permanently to its slug', async ({
    request,
  }) => {
    const response = await request.get('/projects/1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/projects/chelster-hall');
    const second = await request.get('/projects/2', { maxRedirects: 0 });
    expect(second.status()).toBe(301);
    expect(second.headers().location).toBe('/projects/penthouses-at-shangri-la');
  });

  test('when an unknown project is requested, then the answer is 404 with a way back', async ({ page }) => {
    const response = await page.goto('/projects/9');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
    await expect(page.locator('main').getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});
