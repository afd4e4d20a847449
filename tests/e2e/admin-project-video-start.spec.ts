import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';
import { expectTourLoadsOnClick } from './pages/video-tour.ts';

/**
 * A project's video tour pasted with a start time (docs/content.md, "Videos and where they
 * start"): the editor says where it starts, and the project's page plays from there.
 */

// A published project is on /projects: a server of its own, so the specs after it see a fresh install.
test.use({ ownData: true });

test('when the owner pastes a YouTube address with a start time as a project video tour, then the field says where it starts and the page plays from there', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(await createOwner('Theo Tours'));
  const { entry, title } = await admin.openNewProject('Reel Loft', {
    status: 'published',
    detail: {
      gallery: [{ src: '/images/projects/chelster-hall-1.jpg', alt: 'The loft from the door' }],
    },
  });
  const tour = admin.input('Video tour (YouTube address)');
  await tour.fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(admin.editor.getByText(/Starts at/)).toHaveCount(0);
  await tour.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s');
  await expect(admin.editor.getByText('Starts at 1:30')).toBeVisible();
  await expect(tour).toHaveAccessibleDescription(/Starts at 1:30/);
  await admin.press('Save', 'Saved');

  // Opened again, the tour still says where it starts.
  await page.reload();
  await admin.tab('Projects').click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(admin.editor.getByText('Starts at 1:30')).toBeVisible();

  // Before the click the page shows the cover and a play button, no player; the click loads it at 1:30.
  await page.goto(`/projects/${entry.slug}`);
  await expectTourLoadsOnClick(
    page,
    title,
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=90',
  );
});
