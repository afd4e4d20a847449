import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, jpegFile, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The studio by keyboard alone: after a button that takes its screen (or its row) away with it,
 * the keyboard lands where the work goes on, never back at the top of the page.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Kim Keyboard');
});

test('when the owner opens a project with Enter, goes back to the list, and deletes one, then the keyboard follows: the editor heading, that Edit button, the list heading', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const stamp = Date.now().toString(36);
  const title = `Keyboard Loft ${stamp}`;
  await admin.createEntry('projects', {
    title,
    slug: `keyboard-loft-${stamp}`,
    src: '/images/projects/4.jpg',
    detail: {},
  });
  await admin.tab('Projects').click();
  const edit = page.getByRole('button', { name: `Edit ${title}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Edit project: ${title}` })).toBeFocused();

  // The next stop after the heading: the editor's way back.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back to the list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  page.once('dialog', (dialog) => void dialog.accept());
  await admin.button('Delete').focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Deleted');
  await expect(page.getByRole('heading', { level: 3, name: 'Projects' })).toBeFocused();

  await page.getByRole('button', { name: 'New project' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New project' })).toBeFocused();
});

test('when the owner reorders and removes a post body blocks with the arrow buttons, then the keyboard stays with the block moved, each press is said, and Remove lands on the next Remove', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.startNew('Blog', 'post');
  await admin.button('Add block').click();
  await admin.button('Add block').click();
  for (const n of [1, 2, 3]) await admin.input(`Paragraph ${n} text *`).fill(`Words of block ${n}`);
  const said = admin.editor.getByRole('group', { name: /^Body/ }).getByRole('status');

  // To the top, where its up arrow is disabled: the keyboard goes to its down arrow.
  await admin.button('Move block 2 up').focus();
  await page.keyboard.press('Enter');
  await expect(admin.input('Paragraph 1 text *')).toHaveValue('Words of block 2');
  await expect(admin.button('Move block 1 down')).toBeFocused();
  await expect(said).toHaveText('Block 2 is now number 1 of 3');

  await page.keyboard.press('Enter');
  await expect(admin.input('Paragraph 2 text *')).toHaveValue('Words of block 2');
  await expect(admin.button('Move block 2 down')).toBeFocused();
  await expect(said).toHaveText('Block 1 is now number 2 of 3');

  // The last one removed: the keyboard goes to the Remove of the one before.
  await admin.button('Remove block 3').focus();
  await page.keyboard.press('Enter');
  await expect(admin.input('Paragraph 3 text *')).toHaveCount(0);
  await expect(admin.button('Remove block 2')).toBeFocused();
  await expect(said).toHaveText('Block 3 removed');
  await page.keyboard.press('Enter');
  await expect(admin.button('Remove block 1')).toBeFocused();
  // None left: the keyboard goes to the way to add one.
  await page.keyboard.press('Enter');
  await expect(admin.button('Add block')).toBeFocused();
});

test('when the owner moves a gallery photo to the end with the keyboard, then the keyboard stays with that photo', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const photo = (n: number) => ({ src: `/images/projects/${n}.jpg`, alt: `Room ${n}`, title: '' });
  await admin.openNewProject('Gallery Keys', { detail: { gallery: [photo(1), photo(2), photo(3)] } });
  await admin.button('Move photo 2 down').focus();
  await page.keyboard.press('Enter');
  await expect(admin.input('Photo 3 alt text *')).toHaveValue('Room 2');
  await expect(admin.button('Move photo 3 up')).toBeFocused();
  await expect(admin.editor.getByRole('group', { name: /^Gallery/ }).getByRole('status')).toHaveText(
    'Photo 2 is now number 3 of 3',
  );
});

test('when the owner marks a request handled, deletes it, removes a subscriber and restores from the trash by keyboard, then the keyboard stays on the button or goes to the list heading', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  const stamp = Date.now();
  const { token: formToken } = (await (await page.request.get('/api/inquiries/form-token')).json()) as {
    token: string;
  };
  const sent = await page.request.post('/api/inquiries', {
    data: {
      formToken,
      firstName: 'Kira',
      lastName: `Keys${stamp}`,
      email: 'kira@example.com',
      details: 'A shoot',
    },
  });
  expect(sent.status()).toBe(201);
  const email = `keys-${stamp}@example.com`;
  expect((await page.request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  await admin.openSignedIn(owner);
  page.on('dialog', (dialog) => void dialog.accept());

  await admin.tab('Inquiries').click();
  const card = page.locator('.admin-inquiry').filter({ hasText: `Kira Keys${stamp}` });
  const handled = card.getByRole('button', { name: 'Mark handled' });
  await handled.focus();
  await page.keyboard.press('Enter');
  await expect(handled).toHaveAttribute('aria-pressed', 'true');
  await expect(handled).toBeFocused();
  await card.getByRole('button', { name: `Delete the request from Kira Keys${stamp}` }).focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Request deleted');
  await expect(page.getByRole('heading', { level: 3, name: 'Inquiries' })).toBeFocused();

  await admin.tab('Subscribers').click();
  // Export CSV is busy while the file is made: it keeps the keyboard through it.
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await exportButton.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await download;
  await admin.expectToast('Export ready');
  await expect(exportButton).toBeFocused();
  await page.getByRole('button', { name: `Remove ${email}` }).focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Subscriber removed');
  await expect(page.getByRole('heading', { level: 3, name: 'Newsletter subscribers' })).toBeFocused();

  const title = `Keyboard Trash ${stamp}`;
  const entry = await admin.createEntry('projects', {
    title,
    slug: `keyboard-trash-${stamp}`,
    src: '/images/projects/4.jpg',
    detail: {},
  });
  const removed = await page.request.delete(`/api/admin/content/projects/${entry.id}`, {
    headers: await admin.writeHeaders(),
  });
  expect(removed.ok()).toBe(true);
  await admin.tab('Trash').click();
  await page.getByRole('button', { name: `Restore ${title}` }).focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Restored');
  await expect(page.getByRole('heading', { level: 3, name: 'Trash' })).toBeFocused();
});

test('when the owner presses Save draft, Publish and Unpublish with the keyboard, then the keyboard stays on the button in that place once each is answered', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.openNewProject('Keyboard Publish');
  await admin.input('Location').fill('Leslieville, Toronto');
  await admin.button('Save draft').focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Saved as draft');
  await expect(admin.button('Save draft')).toBeFocused();

  await admin.button('Publish').focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Published');
  await expect(admin.button('Unpublish')).toBeFocused();
  await page.keyboard.press('Enter');
  await admin.expectToast('Unpublished');
  await expect(admin.button('Publish')).toBeFocused();
});

test('when the owner presses Sign in with a wrong password by keyboard, then the keyboard stays on Sign in through the check and the refusal', async ({
  page,
}) => {
  // An owner of its own: the refused password slows the next sign-ins of that address.
  const refused = await createOwner('Rae Refused');
  const admin = new AdminPage(page);
  await admin.open();
  await admin.authCard.getByLabel('Email').fill(refused.email);
  await admin.authCard.getByLabel('Password').fill('not the password at all');
  await admin.authCard.getByRole('button', { name: 'Sign in' }).focus();
  await page.keyboard.press('Enter');
  await expect(admin.authCard.getByRole('alert')).toBeVisible();
  await expect(admin.authCard.getByRole('button', { name: 'Sign in' })).toBeFocused();
});

test('when the owner presses Upload card image..., then the keyboard stays on that button while the picture goes and after', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.openNewProject('Keyboard Upload');
  const upload = admin.button('Upload card image...');
  // Pressed with the pointer (Chromium focuses a pressed button): a key press opens the file
  // chooser of headless Chromium only now and then.
  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await expect(upload).toBeFocused();
  await (await chooser).setFiles(await jpegFile('keyboard-card.jpg', '#345678'));
  await expect(admin.input('Card image *')).toHaveValue(/^\/uploads\/.+\.jpg$/, { timeout: 20_000 });
  await expect(upload).toBeFocused();
});
