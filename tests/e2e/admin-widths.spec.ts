import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * The admin from a wide desktop window to a 320 px phone, with the long names real content has:
 * no section and no editor makes the page scroll sideways. What overflows is named on failure.
 */
test.use({ ownData: true });

const WIDTHS = [1440, 1280, 1024, 900, 800, 600, 390, 320];
const LONG_WORD = 'Supercalifragilisticexpialidocious';

/** By how much the page is wider than the window, and the outermost pieces that stick out. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const room = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - room;
    if (over <= 0) return 0;
    const scrolledWithin = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const out = (element: Element) => element.getBoundingClientRect().right > room + 1;
    const pieces = [...document.querySelectorAll('body *')]
      .filter((e) => out(e) && !scrolledWithin(e) && ![...e.children].some(out))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${e.textContent?.trim().slice(0, 30)}"`,
      );
    return `${over} px too wide: ${pieces.join(', ')}`;
  });
}

test('when the owner works at any width from 1,440 to 320 px, then no section or editor scrolls sideways, long names included', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const long = `bartholomew.featherstonehaugh.cholmondeley.${stamp}@long-brokerage-name.example`;
  expect((await request.post('/api/newsletter', { data: { email: long } })).ok()).toBe(true);
  const admin = new AdminPage(page);
  await admin.openSignedIn(await createOwner('Wilhelmina Featherstonehaugh-Cholmondeley'));
  await admin.createEntry('projects', {
    title: `${LONG_WORD} Penthouse Residences at the Waterfront`,
    slug: `long-${stamp}`,
    src: '/images/projects/4.jpg',
    detail: {},
  });
  await admin.createEntry('listings', {
    address: `12345 ${LONG_WORD}-Boulevard Northwest, Unit 4501`,
    city: 'Toronto',
    listingStatus: 'for-sale',
    agent: { name: 'Alexandra Konstantinopoulou-Whitfield', email: long, phone: '(647) 555-0188' },
  });

  const found: string[] = [];
  const atEveryWidth = async (where: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Tables choose table or cards once their frame's size is known (admin-table.tsx).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const over = await sideways(page);
      if (over) found.push(`${where} at ${width} px: ${over}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  const sections = ['Portfolio', 'Projects', 'Blog', 'Listings', 'Pictures', 'Testimonials', 'Media'];
  for (const section of [...sections, 'Analytics', 'Inquiries', 'Subscribers', 'Trash', 'Readiness']) {
    await admin.tab(section).click();
    await expect(admin.tab(section)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.admin-tabpanel [aria-busy="true"]')).toHaveCount(0);
    await atEveryWidth(section);
  }
  // The editors, each on the entry with the longest name.
  for (const [section, name] of [
    ['Projects', LONG_WORD],
    ['Listings', LONG_WORD],
    ['Blog', undefined],
    ['Testimonials', undefined],
  ] as const) {
    await admin.tab(section).click();
    const edit = page.getByRole('button', { name: new RegExp(`^Edit .*${name ?? ''}`) }).first();
    await edit.click();
    await expect(page.getByRole('button', { name: 'Back to the list' })).toBeVisible();
    await atEveryWidth(`${section} editor`);
    await page.getByRole('button', { name: 'Back to the list' }).click();
  }
  expect(found).toEqual([]);
});
