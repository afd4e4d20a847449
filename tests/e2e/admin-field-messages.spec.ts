import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';
import { GalleryPage } from './pages/gallery-page.ts';

/**
 * The owner learns what is wrong with a field at the field: an autosave refused for a text too long
 * says so under it (the line beside the heading may be far above), long text fields show their
 * limit before it is met, a problem goes as soon as its field is fixed, and what a pasted address
 * was understood as (a video's start) is said under it.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Fiona Fields');
});

test('when a pasted Story is longer than a project takes, then the field itself says so while the owner is there, and counts what is left', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.openNewProject('Long story loft');
  const story = admin.input('Story');
  // The limit shows before it is met (the schema's number, 6,000).
  await expect(story).toHaveAccessibleDescription(/Up to 6,000 characters/);

  await story.fill('s'.repeat(6010));
  await expect(page.getByTestId('save-state')).toHaveText(/Not saved yet: Story must be at most 6,000/, {
    timeout: 10_000,
  });
  await expect(story).toHaveAttribute('aria-invalid', 'true');
  await expect(story).toHaveAccessibleDescription(/Story must be at most 6,000 characters/);
  await expect(story).toHaveAccessibleDescription(/10 characters too many/);
  const message = admin.editor.locator('#project-story-problem');
  await expect(message).toBeInViewport();
  await expect(story).toBeFocused();

  // Shortened near the limit: the problem goes at once and what is left is counted.
  await story.fill('s'.repeat(5990));
  await expect(story).not.toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveCount(0);
  await expect(story).toHaveAccessibleDescription(/10 characters left/);
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
});

test('when a testimonial is opened, then its Quote shows its limit before it is met', async ({ page }) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Testimonials').click();
  await page
    .getByRole('button', { name: /^Edit the testimonial of / })
    .first()
    .click();
  await expect(admin.input('Quote *')).toHaveAccessibleDescription(/Up to 600 characters/);
});

test('when the owner fixes the fields a picture was refused for, then each problem goes as its field changes, in plain words', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Pictures').click();
  await page.getByRole('button', { name: 'Replace Service cards: Photography' }).click();
  const picture = admin.input('Picture *');
  const alt = admin.input('Alt text *');
  const stored = await picture.inputValue();
  await picture.fill('not a path at all');
  await alt.fill('');
  await admin.button('Save picture').click();
  await expect(picture).toHaveAccessibleDescription(/Picture must be chosen from the library or uploaded/);
  await expect(alt).toHaveAccessibleDescription(/Alt text is required/);
  await expect(admin.editor).not.toContainText('/uploads/');

  await picture.fill(stored);
  await expect(picture).not.toHaveAttribute('aria-invalid', 'true');
  await expect(admin.editor).not.toContainText('Picture must be chosen');
  await expect(alt).toHaveAttribute('aria-invalid', 'true');

  await alt.fill('The agency photographing a living room');
  await expect(alt).not.toHaveAttribute('aria-invalid', 'true');
  await expect(admin.editor.locator('.admin-field-error, .admin-form-error')).toHaveCount(0);
});

test('when the owner pastes a YouTube address with a start time, then the field says where it starts and the site plays from there', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await admin.service('Video').click();
  await admin.tab('Add New').click();
  const title = `Rosedale walkthrough ${Date.now()}`;
  await admin.field('Title *').fill(title);
  await admin.field('Type *').selectOption('video');
  await admin.field('Description *').fill('From the kitchen on.');
  const source = admin.field('YouTube Video ID *');
  await source.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s');
  await expect(admin.form.getByText('Starts at 1:30')).toBeVisible();
  await expect(source).toHaveAccessibleDescription(/Starts at 1:30/);
  // The id alone says nothing of a start; the address with one says it again.
  await source.fill('dQw4w9WgXcQ');
  await expect(admin.form.getByText(/Starts at/)).toHaveCount(0);
  await source.fill('https://youtu.be/dQw4w9WgXcQ?t=90');
  await expect(admin.form.getByText('Starts at 1:30')).toBeVisible();
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added');
  // The list says it too, beside the video's other badges.
  await expect(admin.item(title).getByText('Starts at 1:30')).toBeVisible();

  // Opened again, the video still says where it starts.
  await admin
    .item(title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await expect(admin.form.getByText('Starts at 1:30')).toBeVisible();

  const gallery = new GalleryPage(await page.context().newPage());
  await gallery.open('/portfolio/video');
  await gallery.page.getByRole('button', { name: `Play video: ${title}` }).click();
  await expect(gallery.dialog.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=90',
  );
});
