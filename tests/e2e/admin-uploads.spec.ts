import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, jpegFile, type Owner } from './pages/admin-page.ts';

/** The Upload Image field with several files, picked or dropped (issue 5 item 3, in the shared admin). */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Ulla Uploads');
});

test('when several images are picked and dropped, then each is uploaded at once with its own outcome and preview, and the first fills the source', async ({
  page,
}) => {
  // Two rounds of uploads (every variant of five files) and axe: minutes on a loaded machine.
  test.setTimeout(120_000);
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Add New').click();
  const upload = admin.form.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();

  // One step: choosing sends them, no Upload press needed.
  await admin.chooseImages(
    await jpegFile('front-door.jpg', '#3d6b8a'),
    await jpegFile('back-yard.jpg', '#4f8a3d'),
  );
  // Every variant (AVIF included) is made per file: on a loaded machine that takes a while.
  await admin.expectToast('Upload successful', 'Image uploaded and ready to use', { timeout: 60_000 });
  await expect(admin.toast).toContainText('2 images uploaded');
  await expect(admin.uploadRow('front-door.jpg')).toContainText('Uploaded: in the Image URL field');
  await expect(admin.uploadRow('back-yard.jpg')).toContainText('Uploaded');
  // Each uploaded file shows what it is.
  await expect(admin.uploadRow('back-yard.jpg').locator('img.admin-upload-preview')).toHaveJSProperty(
    'complete',
    true,
  );
  await expect(upload).toBeDisabled();
  const first = await admin.field('Image URL *').inputValue();
  expect(first).toMatch(/^\/uploads\/.+\.jpg$/);
  await expect(admin.form.locator('.admin-preview img')).toHaveJSProperty('complete', true);

  // Dropped: an iPhone photo whose type the browser leaves empty (the server judges its bytes), a
  // document, and a "PNG" that is not one. They go at once too, the first of them into the source.
  const heic = { ...(await jpegFile('IMG_0042.HEIC', '#8a3d6b')), mimeType: '' };
  await admin.dropImages(
    heic,
    { name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') },
  );
  await expect(admin.uploadRow('floor-plan.pdf')).toContainText(/Not an image: only JPEG/);
  await admin.expectToast('Upload failed', 'There was an error uploading your file', { timeout: 60_000 });
  await expect(admin.toast).toContainText('1 of 2 files failed');
  await expect(admin.uploadRow('fake.png')).toContainText(/Not an image: Only images can be uploaded/);
  await expect(admin.uploadRow('IMG_0042.HEIC')).toContainText('Uploaded');
  await expect(upload).toBeDisabled();

  // Another uploaded image can take its place; the first one is offered again.
  await admin.uploadRow('back-yard.jpg').getByRole('button', { name: 'Use this image' }).click();
  const second = await admin.field('Image URL *').inputValue();
  expect(second).toMatch(/^\/uploads\//);
  expect(second).not.toBe(first);
  await expect(
    admin.uploadRow('front-door.jpg').getByRole('button', { name: 'Use this image' }),
  ).toBeVisible();
  await admin.expectNoAxeViolations();

  // Saving the item takes its image off the list; the others stay for the next item.
  const title = `Backyard deck ${Date.now()}`;
  await admin.field('Title *').fill(title);
  await admin.field('Description *').fill('Cedar deck with a pergola');
  await admin.field('Alt text *').fill('Cedar deck under a pergola at dusk');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added');
  await admin.tab('Add New').click();
  await expect(admin.uploadRow('back-yard.jpg')).toHaveCount(0);
  await expect(admin.uploadRow('front-door.jpg')).toBeVisible();

  // While editing, an uploaded image can start a new item instead.
  await admin.tab('Manage Items').click();
  await admin
    .item(title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await admin.uploadRow('front-door.jpg').getByRole('button', { name: 'New item from this image' }).click();
  await expect(admin.tab('Add New')).toHaveAttribute('aria-selected', 'true');
  await expect(admin.field('Title *')).toHaveValue('');
  await expect(admin.field('Image URL *')).toHaveValue(first);
});

test('when an image is chosen and then an edit starts, then the upload stays listed for that item', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Add New').click();
  await admin.uploadImage(await jpegFile('kept-for-later.jpg', '#6b8a3d'));
  await admin.tab('Manage Items').click();
  const row = admin.items().first();
  const title = (await row.locator('h4').textContent()) ?? '';
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await admin.uploadRow('kept-for-later.jpg').getByRole('button', { name: 'Use this image' }).click();
  await expect(admin.field('Image URL *')).toHaveValue(/^\/uploads\//);
  await expect(admin.field('Title *')).toHaveValue(title);
});
