import { expect, test } from './fixtures.ts';
import { collectErrors, ShellPage } from './pages/shell-page.ts';
import { axeFor } from './axe.ts';

const HERO_TITLE = 'Captivating Imagery for Exceptional Property Marketing';

test.describe('home page without JavaScript', () => {
  test('when the raw HTML is fetched, then it has the title, description, canonical and JSON-LD', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<title data-ph>Toronto Real Estate Photography &amp; Media Services | Lumen Realty Media</title>',
    );
    expect(html).toMatch(
      /<meta data-ph name="description" content="Professional real estate photography[^"]+">/,
    );
    expect(html).toMatch(/<link data-ph rel="canonical" href="http:\/\/[^"]+\/">/);
    const blocks = [...html.matchAll(/<script data-ph type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string | string[] },
    );
    const types = blocks.flatMap((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness', 'WebSite', 'FAQPage']));
    expect(html).toMatch(/<link data-ph rel="preload" as="image"[^>]*media="\(min-width: 769px\)"/);
    expect(html).toMatch(
      /<link data-ph rel="preload" as="image"[^>]*home-mobile-1600\.avif[^>]*media="\(max-width: 768px\)"/,
    );
  });

  test('when JavaScript is off, then every home section is in the page with its content', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
    await expect(page.locator('.hero')).toContainText("Toronto's Premier Real Estate Media Company");
    for (const heading of [
      'Our Services',
      'Notable Projects',
      'Past Clients',
      'Latest Insights',
      'Frequently Asked Questions',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('.stat-card')).toHaveCount(4);
    await expect(page.locator('.service-card')).toHaveCount(8);
    await expect(page.locator('.logo-tile img')).toHaveCount(21);
    // With scripting off the FAQ answers are plain, visible content.
    await expect(page.locator('.accordion-panel').first()).toBeVisible();
    // The navigation still works: parents of the dropdowns are links.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }),
    ).toHaveAttribute('href', '/services');
    await context.close();
  });
});

test.describe('home page', () => {
  test('when it hydrates, then there are no console errors and the sections have their counts', async ({
    page,
  }) => {
    const errors = await collectErrors(page);
    const shell = new ShellPage(page);
    await shell.open('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.stat-card')).toHaveCount(4);
    await expect(page.locator('.stat-number')).toHaveText(['17+', '5000+', '700+', '48K+']);
    await expect(page.locator('.service-card')).toHaveCount(8);
    await expect(page.locator('.service-card h3')).toHaveText([
      'Photography',
      'Video Production',
      'Drone Services',
      'Matterport 3D',
      'Editing',
      'Website Design',
      'Brand Apparel',
      'AI Services',
    ]);
    await expect(page.locator('.project-card')).toHaveCount(3);
    await expect(page.locator('.project-card h3')).toHaveText([
      'Chelster Hall',
      'The Penthouses at Shangri-La',
      'The Integral House',
    ]);
    await expect(page.locator('.project-card a').first()).toHaveAttribute('href', '/projects/chelster-hall');
    await expect(page.locator('.logo-tile img')).toHaveCount(21);
    await expect(page.getByText('PARTNERS', { exact: true })).toBeVisible();
    await expect(page.locator('.post-card')).toHaveCount(3);
    await expect(page.locator('.post-card').getByRole('link', { name: /^Read More/ })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'View all blog posts' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('.accordion-item')).toHaveCount(8);
    expect(errors).toEqual([]);
  });

  test('when FAQ questions are clicked, then only one answer is open at a time and it can be closed', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const questions = page.locator('.accordion-button');
    const panels = page.locator('.accordion-panel');
    await expect(panels.nth(0)).toBeHidden();
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(panels.nth(0)).toBeVisible();
    await questions.nth(3).click();
    await expect(panels.nth(3)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();
    await expect(page.locator('.accordion-button[aria-expanded="true"]')).toHaveCount(1);
    await questions.nth(3).click();
    await expect(panels.nth(3)).toBeHidden();
    await expect(page.locator('.accordion-button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('when a service card is followed, then its service page opens', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await page.locator('.service-card').filter({ hasText: 'Matterport 3D' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/services\/matterport$/);
  });

  test('when a second has passed, then the pages behind the hero buttons are fetched ahead of a click', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(process.env.BASE_URL ?? '')) fetched.push(new URL(request.url()).pathname);
    });
    const shell = new ShellPage(page);
    await shell.open('/');
    await expect.poll(() => fetched.includes('/services'), { timeout: 4000 }).toBe(true);
    expect(fetched).toContain('/portfolio');
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the window is wide, then the desktop hero is shown, with buttons and the Scroll hint', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    await expect(hero.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio');
    await expect(hero.getByRole('link', { name: 'Our Services' })).toBeVisible();
    await expect(hero.getByText('Scroll')).toBeVisible();
    await expect
      .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/home-desktop/);
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(800);
  });

  test('when the window shrinks to mobile width, then the mobile hero image replaces the desktop one', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.locator('.hero')).toHaveClass(/is-mobile/);
    await expect
      .poll(() => page.locator('.hero img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/home-mobile/);
    // Below the small breakpoint (640 px) the hero buttons and Scroll hint are hidden.
    await expect(page.locator('.hero').getByRole('link', { name: 'Our Services' })).toBeHidden();
    await expect(page.locator('.hero').getByText('Scroll')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.hero')).not.toHaveClass(/is-mobile/);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the server HTML is read, then its hero picture offers the mobile image to narrow screens', async ({
    request,
  }) => {
    // The home page is prerendered once for everyone, so the choice is made by media queries.
    const html = await (await request.get('/')).text();
    const hero = html.slice(html.indexOf('class="hero '), html.indexOf('hero-content'));
    expect(hero).toMatch(
      /<source type="image\/avif" media="\(max-width: 768px\)" srcSet="\/images\/hero\/home-mobile-480\.avif/,
    );
    expect(hero).toMatch(/<source type="image\/avif" srcSet="\/images\/hero\/home-desktop-480\.avif/);
  });

  test('when the home page opens on a phone, then the hero is at least 60% of the screen tall', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const box = await page.locator('.hero').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(844 * 0.6 - 1);
    await expect
      .poll(() => page.locator('.hero img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/home-mobile/);
  });
});

test.describe('home page accessibility', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`when axe checks the page at ${viewport.width} px, then it finds no violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const shell = new ShellPage(page);
      await shell.open('/');
      // Scroll through once so every card has finished its entrance animation.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await frame();
          await frame();
        }
        window.scrollTo(0, 0);
      });
      // Then wait until no entrance animation or transition is still running (looping ones never end).
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      );
      const results = await axeFor(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
