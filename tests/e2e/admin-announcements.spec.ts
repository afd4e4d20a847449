import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * What a screen reader hears in the studio: each change of a live region, as the text it holds
 * then. A notice or a refusal is said once, not once per nested region or once per copy.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Ada Announce');
});

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/** Starts noting what every live region says when its content changes. */
async function listen(page: Page) {
  await page.evaluate((live) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver((records) => {
      const regions = new Set<Element>();
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        // Every live region the change is in: nested ones each announce it.
        for (let at = node?.closest(live); at; at = at.parentElement?.closest(live) ?? null) regions.add(at);
        // An alert is said as it appears, even where nothing around it is live.
        for (const added of record.addedNodes) {
          if (!(added instanceof Element)) continue;
          if (added.matches('[role="alert"]')) regions.add(added);
          for (const alert of added.querySelectorAll('[role="alert"]')) regions.add(alert);
        }
      }
      for (const region of regions) {
        const text = (region.textContent ?? '').replace('×', '').trim();
        if (text) said.push(`${region.getAttribute('role') ?? region.getAttribute('aria-live')}: ${text}`);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, LIVE);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

test('when a Save is refused, then its reason is said once, as an alert; the form keeps it on screen without saying it again', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.startNew('Blog', 'post');
  await listen(page);
  await admin.button('Save draft').click();
  await admin.expectToast('The post was not saved', 'Title is required.');
  await expect(admin.formError).toHaveText('Title is required.');
  await expect(admin.input('Title *')).toBeFocused();
  const reasons = (await heard(page)).filter((line) => line.includes('Title is required.'));
  expect(reasons).toEqual(['alert: The post was not savedTitle is required.']);
});

test('when a notice says a change went well, then it is said once, politely', async ({ page }) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await page.request.post('/api/newsletter', { data: { email: `said-${Date.now()}@example.com` } });
  await admin.tab('Subscribers').click();
  await listen(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await download;
  await expect(admin.newToast).toHaveCount(1);
  const title = await admin.newToast.locator('.admin-toast-title').textContent();
  const notices = (await heard(page)).filter((line) => line.includes(title ?? '?'));
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatch(/^status: /);
});

test.describe('a pressed Save', () => {
  // It makes a project: a server of its own, so other specs see a fresh install.
  test.use({ ownData: true });

  test('when a pressed Save is answered, then its notice says so once; the line beside the heading shows Saved without saying it again', async ({
    page,
  }) => {
    const admin = new ContentEditorPage(page);
    await admin.openSignedIn(await createOwner('Sam Said'));
    // Published: nothing saves itself, so the only save is the one pressed.
    const { title } = await admin.openNewProject('Said Once', { status: 'published' });
    await admin.input('Location').fill('Distillery District');
    const line = page.getByTestId('save-state');
    await expect(line).toHaveText('Unsaved changes');
    await listen(page);
    await admin.button('Save').click();
    await admin.expectToast('Saved', `The project "${title}" is saved.`);
    await expect(line).toHaveText('Saved');
    const saved = (await heard(page)).filter((said) => /saved/i.test(said));
    expect(saved).toEqual([`status: SavedThe project "${title}" is saved.`]);
    // What no notice says is still said: a change typed after it.
    await admin.input('Location').fill('Corktown');
    await expect(line).toHaveText('Unsaved changes');
    expect(await heard(page)).toContain('status: Unsaved changes');
  });
});
