import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The admin's Media section (issue 25 item 5): every upload with its preview, size and uses;
 * Delete only for an unused one, after a question naming the file; a picture field reuses an
 * upload from the library. It changes a page picture, so it runs on a server of its own.
 */
test.use({ ownData: true });

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('when the owner opens Media, then uploads show their uses, an unused one is deleted after a question naming it, and a picture field reuses another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Mona Media');
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const headers = await admin.writeHeaders();
  const upload = async (name: string, background: string) => {
    const res = await page.request.post('/api/upload', {
      headers,
      multipart: { file: { name, mimeType: 'image/jpeg', buffer: await photo(background) } },
    });
    expect(res.status()).toBe(201);
    const url = (await res.json()).url as string;
    names.set(url, name);
    return url;
  };
  // The library shows each picture under the name it had on the owner's computer.
  const names = new Map<string, string>();
  const used = await upload('team.jpg', '#3b5a1d');
  const unused = await upload('spare.jpg', '#1d3b5a');
  const spare = await upload('another.jpg', '#5a1d3b');
  const team = await (await page.request.get('/api/admin/content/pictures/about-team')).json();
  const saved = await page.request.put('/api/admin/content/pictures/about-team', {
    headers,
    data: { src: used, alt: 'The crew', version: team.version },
  });
  expect(saved.status()).toBe(200);
  const file = (url: string) => names.get(url)!;

  await admin.tab('Media').click();
  const grid = page.getByRole('list', { name: 'Uploaded pictures' });
  const card = (url: string) => grid.getByRole('listitem').filter({ hasText: file(url) });
  await expect(card(used)).toContainText('Page picture "Team photo"');
  await expect(card(used)).toContainText('900 x 600');
  await expect(card(used).getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(card(unused)).toContainText('Not used anywhere');
  await expect(card(unused).locator('img')).toHaveJSProperty('complete', true);
  await admin.expectNoAxeViolations();

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await card(unused)
    .getByRole('button', { name: `Delete ${file(unused)}` })
    .click();
  await admin.expectToast('Picture deleted', `${file(unused)} was removed.`);
  expect(question).toContain(`Delete the picture ${file(unused)}, 900 x 600`);
  await expect(card(unused)).toHaveCount(0);
  expect((await page.request.get(unused)).status()).toBe(404);
  expect((await page.request.get(used)).status()).toBe(200);

  // Reuse: the founder photo's field takes an upload from the library, without uploading again.
  await admin.tab('Pictures').click();
  await page.getByRole('button', { name: 'Replace About: Founder photo' }).click();
  await admin.button('Choose from the library...').click();
  await page.getByRole('button', { name: `Use ${file(spare)}` }).click();
  await expect(admin.input('Picture *')).toHaveValue(spare);
  // The library closes under the pressed button: the keyboard stays by the field, not at the top.
  await expect(admin.button('Choose from the library...')).toBeFocused();
  // The picture chosen but not saved is unsaved work: leaving it asks first (issue 25).
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect
    .poll(() => asked)
    .toEqual([
      expect.stringMatching(
        /^You have changes to the picture ".*Founder photo" that are not saved\. Leave without saving them\?$/,
      ),
    ]);

  // The portfolio form reuses one too: it fills the item's Image URL.
  await admin.tab('Portfolio').click();
  await admin.tab('Add New').click();
  await admin.form.getByRole('button', { name: 'Choose from the library...' }).click();
  await admin.form.getByRole('button', { name: `Use ${file(used)}` }).click();
  await expect(admin.field('Image URL *')).toHaveValue(used);
  await expect(admin.form.getByRole('button', { name: 'Choose from the library...' })).toBeFocused();
});
