import { expect, test } from './fixtures.ts';
import { collectErrors } from './pages/shell-page.ts';
import { AdminPage, createOwner, jpegFile, type Owner } from './pages/admin-page.ts';

/** The web admin at /admin in Chromium against the real production server (spec section 2). */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Olivia Owner');
});

test('when /admin is served, then it is not indexed and the server renders the checking state', async ({
  request,
}) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title data-ph>Portfolio Manager | Lumen Realty Media</title>');
  expect(html).toMatch(/<meta data-ph name="robots" content="noindex/);
  expect(html).toContain('Checking authentication...');
});

test('when nobody is signed in, then the authentication card shows the spec texts and a sign-in form', async ({
  page,
}) => {
  const errors = await collectErrors(page);
  const admin = new AdminPage(page);
  await admin.open();
  await expect(admin.authCard).toBeVisible();
  await expect(admin.authCard).toContainText(
    'You must be logged into the platform to access the admin panel',
  );
  await expect(admin.authCard).toContainText(
    'Please log into your account on the platform to manage the portfolio content.',
  );
  await expect(admin.authCard.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await admin.expectNoAxeViolations();

  await admin.signIn({ email: owner.email, password: 'not the right password' });
  await expect(admin.authCard.getByRole('alert')).toHaveText('Invalid email or password');

  const reload = page.waitForEvent('load');
  await admin.authCard.getByRole('button', { name: 'Refresh Page' }).click();
  await reload;
  await expect(admin.authCard).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('when the owner signs in, then the dashboard greets them and the service list starts at Photography', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.open();
  await admin.signIn(owner);
  await expect(admin.hero).toBeVisible();
  await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  await expect(page.getByText('Welcome Olivia Owner - Update your portfolio seamlessly')).toBeVisible();
  await expect(admin.userButton('Olivia Owner')).toBeVisible();
  await expect(admin.service('Photography')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Photography Portfolio' })).toBeVisible();
  await expect(admin.tab('Manage Items')).toHaveAttribute('aria-selected', 'true');
  await expect(admin.tab('Add New')).toBeVisible();
  await admin.expectNoAxeViolations();

  await admin.service('Brand Apparel').click();
  await expect(page.getByRole('heading', { name: 'Brand Apparel Portfolio' })).toBeVisible();

  // Signed in survives a reload (the session cookie); every load opens on Photography, Manage Items
  // (spec section 4), whatever service or view the last visit ended on.
  await admin.tab('Subscribers').click();
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Photography Portfolio' })).toBeVisible();
  await expect(admin.service('Photography')).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
  await expect(admin.tab('Manage Items')).toHaveAttribute('aria-selected', 'true');
});

test('when required fields are missing, then a destructive notice says so and nothing is sent', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/portfolio/')) writes.push(r.url());
  });
  await admin.tab('Add New').click();
  await admin.field('Title *').fill('Only a title');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Missing fields', 'Please fill in all required fields');
  await expect(admin.toast).toHaveClass(/admin-toast--destructive/);
  expect(writes).toEqual([]);

  // F8 moves focus to the notification region.
  await admin.field('Title *').focus();
  await page.keyboard.press('F8');
  await expect(admin.toastRegion).toBeFocused();

  // One notice at a time: the next one replaces it.
  await admin.field('Type *').selectOption('video');
  await expect(admin.form.getByLabel('YouTube Video ID *')).toHaveAttribute('placeholder', /e\.g\./);
  await expect(admin.form.getByRole('button', { name: 'Choose image...' })).toHaveCount(0);
  await admin.field('Type *').selectOption('embed');
  await expect(admin.form.getByLabel('Embed Code *')).toHaveAttribute(
    'placeholder',
    'Paste iframe code here',
  );
  await admin.field('Type *').selectOption('image');
  await expect(admin.form.getByLabel('Image URL *')).toHaveAttribute('placeholder', 'Image URL or path');
  await expect(admin.form.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await admin.field('Description *').fill('Now described');
  await admin.field('Image URL *').fill('/images/portfolio/photography-1.jpg');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Missing alt text');
  await expect(admin.toast).toHaveCount(1);
  // Hovered, the notice waits (its 5 s close is paused): axe over the whole admin can take longer
  // than that on a loaded machine, and the notice must still be there to be checked and closed.
  await admin.toast.hover();
  await admin.expectNoAxeViolations();
  await admin.toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(admin.toast).toHaveCount(0);

  // Swiping a notice to the right past the threshold dismisses it.
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  const box = (await admin.toast.locator('.admin-toast-title').boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 5, { steps: 4 });
  await page.mouse.move(box.x + 90, box.y + 5, { steps: 4 });
  await page.mouse.up();
  await expect(admin.toast).toHaveCount(0);
});

test('when the owner adds, edits and deletes an uploaded image, then the public page follows each change', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const title = `Harbourfront condo ${Date.now()}`;

  await admin.tab('Add New').click();
  await admin.uploadImage(await jpegFile());
  await expect(admin.form.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await admin.expectToast('Upload successful', 'Image uploaded and ready to use');
  const src = await admin.field('Image URL *').inputValue();
  expect(src).toMatch(/^\/uploads\/.+\.jpg$/);
  await expect(admin.form.locator('.admin-preview img')).toHaveJSProperty('complete', true);

  await admin.field('Title *').fill(title);
  await admin.field('Description *').fill('Corner suite with lake views');
  await admin.field('Alt text *').fill('Living room with floor-to-ceiling windows over the lake');
  await admin.field('Category/Tag').fill('Condo');
  await admin.field('Specifications').fill('1,100 sq ft | 2 bed');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added', 'Portfolio item has been added successfully');
  await expect(admin.tab('Manage Items')).toHaveAttribute('aria-selected', 'true');
  const row = admin.item(title);
  await expect(row).toBeVisible();
  await expect(row.locator('.admin-badge')).toHaveText(['image', 'Condo', '1,100 sq ft | 2 bed']);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(admin.tab('Edit Item')).toHaveAttribute('aria-selected', 'true');
  await expect(admin.field('Title *')).toHaveValue(title);
  const renamed = `${title} (renovated)`;
  await admin.field('Title *').fill(renamed);
  await admin.form.getByRole('button', { name: 'Update Item' }).click();
  await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
  await expect(admin.item(renamed)).toBeVisible();
  await expect(admin.tab('Add New')).toBeVisible();

  const publicList = await page.request.get('/api/portfolio/photographyPortfolio');
  expect(JSON.stringify(await publicList.json())).toContain(renamed);
  const gallery = await page.context().newPage();
  await gallery.goto('/portfolio/photography');
  await expect(gallery.getByText(renamed).first()).toBeVisible();
  await gallery.close();

  // Delete asks first; dismissing keeps the item, accepting removes it.
  page.once('dialog', (dialog) => {
    expect(dialog.message().split('\n')[0]).toBe('Are you sure you want to delete this item?');
    expect(dialog.message()).toContain(`"${renamed}" moves to the trash. You can restore it from there`);
    void dialog.dismiss();
  });
  await admin
    .item(renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await expect(admin.item(renamed)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await admin
    .item(renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await admin.expectToast('Item deleted', 'Portfolio item has been removed successfully');
  await expect(admin.item(renamed)).toHaveCount(0);
});

test('when the owner signs out from the keyboard menu, then the notice shows and the card returns', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await admin.userButton('Olivia Owner').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(admin.userButton('Olivia Owner')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await admin.expectToast('Logged out');
  await expect(admin.authCard).toBeVisible();
  await page.reload();
  await expect(admin.authCard).toBeVisible();
});

// These change seeded items (a title, the order of a list) that other specs read as a fresh install
// shows them, so each runs on a server and data folder of its own.
test.describe('changes to seeded items', () => {
  test.use({ ownData: true });

  test('when the session expires while editing, then signing in again brings back the edit to send', async ({
    page,
  }) => {
    const admin = new AdminPage(page);
    const ownOwner = await createOwner('Olivia Owner');
    await admin.openSignedIn(ownOwner);
    await admin.service('Video').click();
    const row = admin.items().first();
    const title = (await row.locator('h4').textContent()) ?? '';
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const changed = `${title} (edited ${Date.now()})`;
    await admin.field('Title *').fill(changed);
    await admin.field('Specifications').fill('Edited before the session ended');

    // The session ends on the server's side (idle expiry): the cookie is gone.
    await page.context().clearCookies();
    await admin.form.getByRole('button', { name: 'Update Item' }).click();
    await admin.expectToast('Session expired');
    await expect(admin.authCard).toBeVisible();
    await admin.signIn(ownOwner);

    await expect(admin.tab('Edit Item')).toHaveAttribute('aria-selected', 'true');
    await expect(admin.field('Title *')).toHaveValue(changed);
    await expect(admin.field('Specifications')).toHaveValue('Edited before the session ended');
    await admin.form.getByRole('button', { name: 'Update Item' }).click();
    await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
    await expect(admin.item(changed)).toBeVisible();
  });

  test('when the owner reorders with the keyboard or by dragging, then the order is saved for the public gallery', async ({
    page,
  }) => {
    const admin = new AdminPage(page);
    await admin.openSignedIn(await createOwner('Olivia Owner'));
    await admin.service('Drone').click();
    const titles = await admin.items().locator('h4').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    const second = titles[1]!;
    await page.getByRole('button', { name: `Move ${second} up` }).focus();
    await page.keyboard.press('Enter');
    await admin.expectToast('Order saved');
    await expect(admin.items().locator('h4').first()).toHaveText(second);
    await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
    const firstSaved = async () =>
      ((await (await page.request.get('/api/portfolio/dronePortfolio')).json()) as { title: string }[])[0]
        ?.title;
    expect(await firstSaved()).toBe(second);

    // The same by dragging: the third row dropped on the first.
    const third = (await admin.items().locator('h4').allTextContents())[2]!;
    await admin.items().first().scrollIntoViewIfNeeded();
    await admin.item(third).dragTo(admin.items().first());
    await expect(admin.items().locator('h4').first()).toHaveText(third);
    await expect.poll(firstSaved).toBe(third);
  });
});
