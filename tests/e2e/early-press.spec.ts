import { expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';

/**
 * A press on an island's button before the island is hydrated is made again once it is
 * (site/src/lib/early-presses.ts): on a slow connection the first tap on the menu is not lost.
 * React's own code is held at the network until the press has been made, so the press always comes
 * first, whatever the machine's speed.
 */
test.describe('a press before hydration', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the menu button is pressed before the page is hydrated, then the menu opens once it is', async ({
    page,
  }) => {
    const runtime = await holdRequests(page, /\/assets\/runtime-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('#nav-toggle');
    const navbar = page.locator('[data-island="components/layout/navbar"]');
    await toggle.click();
    // Not hydrated yet: the press is held, nothing has opened.
    const hydrated = () => navbar.evaluate((element) => element.hasAttribute('data-hydrated'));
    expect(await hydrated()).toBe(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();

    runtime.release();
    await expect.poll(hydrated).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(runtime.count()).toBeGreaterThan(0);
  });

  test('when a link in an island is pressed before hydration, then it is followed at once', async ({
    page,
  }) => {
    // React's code never arrives.
    await page.route(/\/assets\/runtime-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.locator('.navbar-brand').click();
    await expect(page).toHaveURL(/\/$/);
  });
});
