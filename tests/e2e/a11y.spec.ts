import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { publicPaths } from '#shared/content/public-routes.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';
import { axeFor } from './axe.ts';

/**
 * Gate: axe-core finds no violation on any public route nor on the admin (signed out and signed
 * in), at desktop and mobile widths. Reduced motion is on so every card is already in its final
 * state (the site animates nothing under prefers-reduced-motion), which keeps the check deterministic.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

async function violations(page: Page): Promise<string[]> {
  // Every rule still runs and every violation is reported in full; only the passing and
  // inapplicable results, which nothing here reads, are cut short (axe's own advice for speed):
  // 30.6 s against 33.9 s for eleven pages.
  const results = await axeFor(page)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} - ${v.help}`,
  );
}

async function open(page: Page, path: string, viewport: (typeof VIEWPORTS)[number]) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  // Every island's code has arrived and the page is hydrated (the body's 'loaded' marker comes
  // after it: site/src/islands/hydrate-islands.tsx). A public page fetches no data of its own, so
  // this is what 500 ms of network quiet waited for, without the wait.
  await page.locator('body.loaded').waitFor();
  // Every section painted, as the page itself does once loaded (site/src/lib/below-the-fold.ts):
  // axe reads text colours against what is painted, and a skipped section is only a placeholder.
  await expect
    .poll(() =>
      page.$$eval(
        '#main-content > section',
        (sections) =>
          sections.filter((section) => getComputedStyle(section).contentVisibility === 'auto').length,
      ),
    )
    .toBe(0);
}

test('when a page breaks a rule, then the check reports it (the gate can fail)', async ({ page }) => {
  await open(page, '/about', VIEWPORTS[0]);
  expect(await violations(page)).toEqual([]);
  // A picture without a text alternative and a button without a name.
  await page.evaluate(() => {
    const main = document.querySelector('#main-content');
    main?.insertAdjacentHTML(
      'afterbegin',
      '<img src="/favicon.svg" id="no-alt"><button id="no-name"></button>',
    );
  });
  const found = await violations(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^image-alt .*#no-alt/),
      expect.stringMatching(/^button-name .*#no-name/),
    ]),
  );
  // A check of one part (as the admin's tests check the admin only) reports that part's alone.
  await page.evaluate(() =>
    document
      .querySelector('footer')
      ?.insertAdjacentHTML('afterbegin', '<button id="no-name-below"></button>'),
  );
  const inFooter = await axeFor(page)
    .include('footer')
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(inFooter.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([
    'button-name #no-name-below',
  ]);
});

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} width (${viewport.width} px)`, () => {
    // Every public page in a handful of tests: one browser page each, pages in sequence.
    const paths = publicPaths();
    const chunks = 4;
    for (let c = 0; c < chunks; c++) {
      const group = paths.filter((_, i) => i % chunks === c);
      test(`when axe checks public pages ${group[0]} ... (${group.length} pages), then none has a violation`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + group.length * 8_000);
        const found: string[] = [];
        for (const path of group) {
          await open(page, path, viewport);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
      });
    }

    test('when axe checks /admin signed out and signed in, then neither has a violation', async ({
      page,
    }) => {
      const owner = await createOwner('Axe Owner');
      await open(page, '/admin', viewport);
      const admin = new AdminPage(page);
      await expect(admin.authCard).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await admin.signIn(owner);
      await expect(admin.hero).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  });
}
