import { expect, test } from './fixtures.ts';
import { PRIVACY_POLICY } from '#shared/content/legal/privacy.ts';
import { TERMS_OF_USE } from '#shared/content/legal/terms.ts';

for (const [path, doc] of [
  ['/privacy', PRIVACY_POLICY],
  ['/terms', TERMS_OF_USE],
] as const) {
  test(`when ${path} opens, then it shows the full text with a last-updated date and a table of contents`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(doc.metaTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    await expect(page.locator('.legal-updated')).toHaveText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.locator('.legal-section h2')).toHaveText(doc.sections.map((s) => s.heading));
    const toc = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await expect(toc).toHaveCount(doc.sections.length);
    await toc.last().click();
    await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
    await expect(page.locator('#contact')).toContainText('250 Front Street West');
  });
}

test('when the privacy policy is read, then it names PIPEDA, CASL, the single admin cookie and no trackers', async ({
  page,
}) => {
  await page.goto('/privacy');
  const body = page.locator('.legal-body');
  await expect(body).toContainText('Personal Information Protection and Electronic Documents Act (PIPEDA)');
  await expect(body).toContainText("Canada's Anti-Spam Legislation (CASL)");
  await expect(body).toContainText('lumen_session');
  await expect(body).toContainText('does not use analytics, advertising or social media tracking cookies');
  await expect(body.getByRole('link', { name: /Office of the Privacy Commissioner/ })).toHaveAttribute(
    'href',
    'https://www.priv.gc.ca/',
  );
});
