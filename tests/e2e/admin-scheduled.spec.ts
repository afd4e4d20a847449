import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * A publish date set in the editor: the entry is published but waits for it, and the editor says
 * until when in the admin's words and in the owner's own time, the one the date was typed in,
 * whatever language the browser speaks (docs/content.md, "Publishing, addresses, versions").
 */

// A browser set to French, away from Toronto: the date field is in the owner's time zone.
test.use({ locale: 'fr-CA', timezoneId: 'America/Vancouver' });

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Sam Scheduler');
});

test('when a project is published with a date to come, then it is marked scheduled, the editor says when in the time typed, and visitors do not see it yet', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const { title } = await admin.openNewProject('Harbour loft');
  await admin.input('Publish date (optional)').fill('2031-12-24T09:30');
  await admin.press('Publish', 'Published');

  await expect(admin.status).toHaveText('scheduled');
  await expect(admin.editor.getByText(/^Scheduled: visitors see it from/)).toHaveText(
    'Scheduled: visitors see it from Dec 24, 2031, 9:30 a.m.',
  );
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
