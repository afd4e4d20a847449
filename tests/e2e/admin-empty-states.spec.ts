import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/** What the admin says on a fresh install, where nothing has been made yet. */

// A server of its own: no other spec's uploads.
test.use({ ownData: true });

test('when the owner opens Media on a fresh install, then it says where pictures come from, not "0 uploaded pictures"', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(await createOwner('Ezra Empty'));
  await admin.tab('Media').click();
  await expect(
    page.getByText(
      'No pictures yet. Those you upload in a project, a post, a listing, a portfolio item or under Pictures appear here, ready to use again.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Every picture uploaded to the site.')).toBeVisible();
  await expect(page.getByText(/0 uploaded pictures/)).toHaveCount(0);
});

test('when the owner opens Inquiries and Subscribers on a fresh install, then each says where its entries will come from', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(await createOwner('Ezra Empty'));
  await admin.tab('Inquiries').click();
  await expect(
    page.getByText(
      "No quote requests or listing leads yet. Requests sent with the site's Get a Quote form, and leads from a listing's page, appear here, newest first.",
    ),
  ).toBeVisible();
  await admin.tab('Subscribers').click();
  await expect(
    page.getByText(
      "No subscribers yet. People who sign up with the newsletter form at the foot of the site's pages appear here, with when and where they signed up.",
    ),
  ).toBeVisible();
});
