import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * Issue 25: the admin's workspace works like an app (a sidebar of sections that stays in view, the
 * first editor near the top, Sign out in view, Readiness its own section), drafts save themselves,
 * leaving unsaved work asks first, and the draft-preview notice is readable under the site's bar.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Wendy Workspace');
});

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The distance from the top of the workspace to the top of `selector`, in px. */
async function belowWorkspaceTop(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const workspace = document.querySelector('.admin-workspace')!.getBoundingClientRect().top;
    return document.querySelector(sel)!.getBoundingClientRect().top - workspace;
  }, selector);
}

/** Whether the element's centre is the element itself on screen (nothing, such as the site's bar, covers it). */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  }, selector);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('when the owner signs in, then Sign out is in view, the first editor starts within one screen of the workspace top, and the sections stay in view while an editor scrolls', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const admin = new ContentEditorPage(page);
      await admin.openSignedIn(owner);
      const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
      await expect(signOut).toBeVisible();
      await expect(signOut).toBeInViewport();
      await expect(page.getByRole('menu')).toHaveCount(0);

      // Readiness is a section of its own, with its count in the sidebar, not above every section.
      await expect(page.getByRole('region', { name: 'Site readiness' })).toHaveCount(0);
      const readinessTab = admin.tab('Readiness');
      await expect(readinessTab.locator('.admin-count')).toHaveText(/^\d+$/);
      await expect(readinessTab).toHaveAccessibleDescription(/^\d+ to do$/);

      // The spec's portfolio manager (its two tabs) starts within one screen of the workspace top.
      await expect(page.getByRole('tab', { name: 'Manage Items' })).toBeVisible();
      expect(await belowWorkspaceTop(page, '.admin-portfolio')).toBeLessThan(size.height);

      await admin.startNew('Blog', 'post');
      expect(await belowWorkspaceTop(page, 'form.admin-content-form')).toBeLessThan(size.height);
      await admin.expectNoAxeViolations();

      // Scrolled to the end of the editor, the sections are still on screen, under the site's bar.
      await admin.editor.getByRole('group', { name: 'Publication' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(size.height / 2);
      await expect(admin.tab('Blog')).toBeInViewport();
      await expect.poll(() => uncovered(page, '#admin-section-tab-posts')).toBe(true);

      await readinessTab.click();
      await expect(page.getByRole('region', { name: 'Site readiness' })).toBeVisible();
    });
  });
}

test('when the owner signs in, then each sidebar number shows before its section is opened, and none says nothing is new', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  // What the server holds now (other specs of this worker's server may have added some).
  const count = async (path: string) => ((await (await page.request.get(path)).json()) as unknown[]).length;
  const totals = {
    Projects: await count('/api/admin/content/projects'),
    Blog: await count('/api/admin/content/posts'),
    Listings: await count('/api/admin/content/listings'),
    Subscribers: await count('/api/admin/subscribers'),
  };
  // Still on the portfolio manager: no other section has been opened.
  await expect(admin.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
  for (const [label, total] of Object.entries(totals)) {
    await expect(admin.tab(label).locator('.admin-count'), label).toHaveText(String(total));
  }
  await expect(admin.tab('Projects')).toHaveAccessibleDescription(`${totals.Projects} projects`);
  // Quote requests count only the new ones, and no new one shows no number at all (not "0").
  const inquiries = (await (await page.request.get('/api/admin/inquiries')).json()) as { status: string }[];
  const fresh = inquiries.filter((i) => i.status === 'new').length;
  if (fresh) await expect(admin.tab('Inquiries').locator('.admin-count')).toHaveText(String(fresh));
  else await expect(admin.tab('Inquiries').locator('.admin-count')).toHaveCount(0);
});

test('when the owner types in a draft post and waits, then it is saved by itself; Back to the list with an unsaved change asks first and cancelling keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.startNew('Blog', 'post');
  const title = `Autosaved spring notes ${Date.now().toString(36)}`;
  const first = 'Tulips in the front yard sell the listing before anyone walks in.';
  await admin.input('Title *').fill(title);
  await admin.input('Date *').fill('2024-04-02');
  await admin.input('Category *').fill('Photography');
  await admin.input('Cover image *').fill('/images/projects/4.jpg');
  await admin.input('Cover alt text *').fill('A brick house behind tulips');
  await admin.input('Paragraph 1 text *').fill(first);
  const state = page.getByTestId('save-state');
  await expect(state).toHaveText('Saved', { timeout: 15_000 });
  // No button was pressed: no notice, and the draft is stored (the editor now edits it).
  await expect(admin.toast).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Edit post: ${title}` })).toBeVisible();

  await page.reload();
  await expect(admin.hero).toBeVisible();
  await admin.tab('Blog').click();
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(admin.input('Paragraph 1 text *')).toHaveValue(first);

  // An edit not saved yet: Back to the list asks; staying keeps the edit in the form.
  const second = `${first} Shot at golden hour.`;
  await admin.input('Paragraph 1 text *').fill(second);
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect
    .poll(() => questions)
    .toEqual([`You have changes to the post "${title}" that are not saved. Leave without saving them?`]);
  await expect(admin.input('Paragraph 1 text *')).toHaveValue(second);

  // Once it has saved itself, leaving asks nothing, and the stored draft has the edit.
  await expect(state).toHaveText('Saved', { timeout: 15_000 });
  page.on('dialog', (d) => {
    throw new Error(`asked unexpectedly: ${d.message()}`);
  });
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(admin.input('Paragraph 1 text *')).toHaveValue(second);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the owner previews a draft, then the preview notice is on screen below the site bar, also once scrolled', async ({
    page,
  }) => {
    const admin = new ContentEditorPage(page);
    await admin.openSignedIn(owner);
    await admin.startNew('Projects', 'project');
    await admin.input('Title *').fill(`Preview banner loft ${Date.now().toString(36)}`);
    await admin.input('Card image *').fill('/images/projects/4.jpg');
    await admin.press('Save draft', 'Saved as draft');
    const href = await admin.editor.getByRole('link', { name: 'Preview' }).getAttribute('href');

    await page.goto(href!);
    const notice = page.locator('.preview-notice');
    await expect(notice).toHaveText('Preview of a draft project: only you can see this page.');
    for (const scrolled of [0, 900]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolled);
      await expect(notice).toBeInViewport();
      const bar = (await page.locator('header.navbar').boundingBox())!;
      const box = (await notice.boundingBox())!;
      expect(box.y, `scrolled ${scrolled}`).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      await expect.poll(() => uncovered(page, '.preview-notice')).toBe(true);
    }
  });
});

test('when the owner signs in with the keyboard, then focus lands on the workspace heading, not the top of the page', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.open();
  await admin.authCard.getByLabel('Email').fill(owner.email);
  await admin.authCard.getByLabel('Password').fill(owner.password);
  await admin.authCard.getByLabel('Password').press('Enter');
  const heading = page.getByRole('heading', { name: 'Content Management' });
  await expect(heading).toBeFocused();
  // Where the owner goes next by keyboard: the account's buttons beside it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Wendy Workspace' })).toBeFocused();
  // A session found on loading the page: the focus is left where the browser puts it.
  await page.reload();
  await expect(admin.hero).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeFocused();
  // Signing out by keyboard: the focus goes to the sign-in card, not back to the top of the page.
  await page.getByRole('button', { name: 'Sign out', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(admin.authCard.getByRole('heading', { level: 1 })).toBeFocused();
});

test('when the owner opens another section from far down a long editor, then it starts at its top, not at the footer', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.openNewProject('Long scroll loft');
  await admin.button('Save draft').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { name: 'Media', level: 3 })).toBeInViewport();
});
