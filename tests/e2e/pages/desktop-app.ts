import { expect } from '@playwright/test';
import type { AdminPage, Owner } from './admin-page.ts';

/**
 * The desktop renderer (its harness at `appUrl`) connected to the test's site and signed in as
 * `owner`, the admin shown: how every desktop spec starts.
 */
export async function connectAndSignIn(admin: AdminPage, appUrl: string, owner: Owner) {
  const { page } = admin;
  await page.goto(appUrl);
  await page.getByLabel('Site address').fill(process.env.BASE_URL!);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(admin.authCard).toBeVisible();
  await admin.signIn(owner);
  await expect(admin.hero).toBeVisible();
}
