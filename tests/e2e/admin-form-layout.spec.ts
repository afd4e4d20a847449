import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The editors' layout as the owner sees it: short fields share a row on a wide screen and stack on
 * a phone, a picture's two buttons sit side by side, an empty picture shows a frame beside its
 * field, and counts are read as words ("1 block").
 * (The listing editor's rows are checked in admin-listings.spec.ts.)
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Fern Forms');
});

async function editor(browser: import('@playwright/test').Browser, url: string, width: number) {
  const context = await browser.newContext({ baseURL: url, viewport: { width, height: 900 } });
  const admin = new ContentEditorPage(await context.newPage());
  await admin.openSignedIn(owner);
  const top = async (label: string) => (await admin.input(label).boundingBox())!.y;
  const buttonTop = async (name: string) => (await admin.button(name).first().boundingBox())!.y;
  return { admin, context, top, buttonTop };
}

/** `left` sits to the left of `right`, the two sharing some height (a row, not a stack). */
async function expectBeside(left: Locator, right: Locator) {
  const [a, b] = [(await left.boundingBox())!, (await right.boundingBox())!];
  expect(a.x + a.width).toBeLessThan(b.x);
  expect(a.y).toBeLessThan(b.y + b.height);
  expect(b.y).toBeLessThan(a.y + a.height);
}

test('when the owner opens the editors at 1280 px, then short fields share rows, each picture has its two buttons side by side and no button stretches across the form', async ({
  browser,
  site,
}) => {
  const { admin, context, top, buttonTop } = await editor(browser, site.url, 1280);
  await admin.startNew('Projects', 'project');
  expect(await top('Completed')).toBe(await top('Location'));
  expect(await top('Property type')).toBe(await top('Location'));
  expect(await top('Bedrooms')).toBe(await top('Size'));
  expect(await buttonTop('Choose from the library...')).toBe(await buttonTop('Upload card image...'));
  // No card image yet: an empty frame holds its place beside the field (the field alone read as a
  // box for a file path); a picture, once there, takes the frame's place.
  const empty = admin.editor.getByText('No picture yet', { exact: true });
  await expectBeside(empty, admin.input('Card image *'));
  await expect(admin.editor.getByRole('group', { name: 'Gallery (0 photos)' })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();

  await admin.startNew('Blog', 'post');
  expect(await top('Category *')).toBe(await top('Date *'));
  expect(await top('Author role')).toBe(await top('Author name'));
  // One block to start with, said as one.
  await expect(admin.editor.getByRole('group', { name: 'Body (1 block)' })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();

  await admin.tab('Testimonials').click();
  await admin.page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  expect(await top('Role and company')).toBe(await top('Name *'));

  // The portfolio's own form: its library button as wide as its words, not the form.
  await admin.tab('Portfolio').click();
  await admin.page.getByRole('tab', { name: 'Add New' }).click();
  const library = (await admin.page
    .getByRole('button', { name: 'Choose from the library...' })
    .boundingBox())!;
  const title = (await admin.page.getByLabel('Title *').boundingBox())!;
  expect(library.width).toBeLessThan(title.width / 2);
  await context.close();
});

test('when the owner opens Projects on a phone, then a row gives its title the width, and a new project stacks its short fields one to a row', async ({
  browser,
  site,
}) => {
  const { admin, context } = await editor(browser, site.url, 390);
  // The list first: a row's picture and title take its whole first line, the state and Edit go below.
  await admin.tab('Projects').click();
  const row = admin.page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first();
  const [rowBox, titleBox] = [await row.boundingBox(), await row.locator('h4').boundingBox()];
  expect(titleBox!.width).toBeGreaterThan(rowBox!.width * 0.55);
  expect((await row.getByRole('button', { name: /^Edit / }).boundingBox())!.y).toBeGreaterThan(
    titleBox!.y + titleBox!.height,
  );
  await admin.startNew('Projects', 'project');
  const location = (await admin.input('Location').boundingBox())!;
  const completed = (await admin.input('Completed').boundingBox())!;
  expect(completed.y).toBeGreaterThan(location.y + location.height);
  expect(completed.width).toBe((await admin.input('Title *').boundingBox())!.width);
  // The empty picture frame stays beside its field, not above it under the previous one's hint;
  // a picture, once there, takes its place.
  const empty = admin.editor.getByText('No picture yet', { exact: true });
  await expectBeside(empty, admin.input('Card image *'));
  await admin.input('Card image *').fill('/images/projects/4.jpg');
  await expect(empty).toHaveCount(0);
  await expectBeside(admin.editor.locator('img.admin-image-picker-preview'), admin.input('Card image *'));
  await context.close();
});

test('when the owner opens Projects and Blog, then each row shows its entry picture beside the title', async ({
  browser,
  site,
}) => {
  const { admin, context } = await editor(browser, site.url, 1280);
  for (const [section, list] of [
    ['Projects', 'Projects'],
    ['Blog', 'Blog posts'],
  ] as const) {
    await admin.tab(section).click();
    const rows = admin.page.getByRole('list', { name: list }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const pictures = rows.locator('img.admin-thumb');
    await expect(pictures).toHaveCount(await rows.count());
    // Each one loaded (a broken address would leave it 0 wide), beside its title, not above it.
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const first = rows.first();
    const [thumb, title] = [
      await first.locator('img').boundingBox(),
      await first.locator('h4').boundingBox(),
    ];
    expect(title!.x).toBeGreaterThan(thumb!.x + thumb!.width);
  }
  await context.close();
});
