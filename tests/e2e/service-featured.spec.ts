import type { Page } from '@playwright/test';
import { FIRST_FIVE } from '../api/featured-work.ts';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * Issue 14, "Done means": rename and delete a featured photography portfolio item, and
 * /services/photography follows. The owner marks which items that page features (issue 14 item 2);
 * with none marked it shows the first five, as a fresh install always did.
 */

/**
 * The featured-work card titles of /services/photography on a fresh load in the visitor's tab, in
 * order; the admin's tab is brought back in front after (a background tab gets no animation frames,
 * so clicks in it would wait forever).
 */
async function featuredOnServicePage(visitor: Page, admin: Page): Promise<string[]> {
  await visitor.bringToFront();
  await visitor.goto('/services/photography');
  const titles = await visitor.locator('section.featured-work .gallery-card-title').allTextContents();
  await admin.bringToFront();
  return titles;
}

async function setMark(admin: AdminPage, title: string, marked: boolean) {
  await admin
    .item(title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const box = admin.form.getByRole('checkbox', { name: 'Featured on the service page' });
  await expect(box).toBeChecked({ checked: !marked });
  await box.setChecked(marked);
  await admin.form.getByRole('button', { name: 'Update Item' }).click();
  await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
}

test.describe('marking seeded items', () => {
  // Marks, renames and deletes seeded items: a server of its own, so no other test sees the change.
  test.use({ ownData: true });

  test('when the owner marks, renames, unmarks and deletes featured photography items, then /services/photography follows on the next load', async ({
    page,
  }) => {
    const owner = await createOwner('Fay Featured');
    const visitor = await page.context().newPage();
    try {
      expect(await featuredOnServicePage(visitor, page)).toEqual(FIRST_FIVE);

      const admin = new AdminPage(page);
      await admin.openSignedIn(owner);
      // The portfolio section loads on first use: read its list once it is drawn.
      await expect(admin.items().nth(7)).toBeVisible();
      const titles = await admin.items().locator('h4').allTextContents();
      const [second, seventh, eighth] = [titles[1]!, titles[6]!, titles[7]!];
      expect(FIRST_FIVE).not.toContain(seventh);

      // Marked out of order: the page follows the portfolio's order, and says so in the list.
      await setMark(admin, eighth, true);
      await setMark(admin, second, true);
      await setMark(admin, seventh, true);
      await expect(admin.item(seventh).locator('.admin-badge')).toContainText(['On the service page']);
      expect(await featuredOnServicePage(visitor, page)).toEqual([second, seventh, eighth]);

      // Renamed in the admin: the service page shows the new title.
      await admin
        .item(seventh)
        .getByRole('button', { name: `Edit ${seventh}` })
        .click();
      const renamed = `${seventh} (renamed)`;
      await admin.field('Title *').fill(renamed);
      await admin.form.getByRole('button', { name: 'Update Item' }).click();
      await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
      expect(await featuredOnServicePage(visitor, page)).toEqual([second, renamed, eighth]);

      // Unmarked: it leaves the service page.
      await setMark(admin, second, false);
      expect(await featuredOnServicePage(visitor, page)).toEqual([renamed, eighth]);

      // Deleted: gone from the service page.
      page.once('dialog', (dialog) => void dialog.accept());
      await admin
        .item(renamed)
        .getByRole('button', { name: `Delete ${renamed}` })
        .click();
      await admin.expectToast('Item deleted', 'Portfolio item has been removed successfully');
      expect(await featuredOnServicePage(visitor, page)).toEqual([eighth]);

      // The last mark removed: the first five again (the deleted item was not among them).
      await setMark(admin, eighth, false);
      expect(await featuredOnServicePage(visitor, page)).toEqual(FIRST_FIVE);
    } finally {
      await visitor.close();
    }
  });
});

test('when the owner edits an editing item, then the form offers no service-page mark (that page keeps its written gallery)', async ({
  page,
}) => {
  const owner = await createOwner('Fay Featured');
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await admin.service('Editing').click();
  const first = (await admin.items().locator('h4').first().textContent())!;
  await admin
    .item(first)
    .getByRole('button', { name: `Edit ${first}` })
    .click();
  await expect(admin.field('Title *')).toHaveValue(first);
  await expect(admin.form.getByRole('checkbox', { name: 'Featured on the service page' })).toHaveCount(0);
});
