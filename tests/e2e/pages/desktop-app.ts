import { expect } from '@playwright/test';
import { createApiClient } from '#shared/api/client.ts';
import { CookieJar } from '../../../admin-desktop/src/sync/cookie-jar.ts';
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

/** The owner in a browser elsewhere: its own session on the same site, through the shared client. */
export async function signedInElsewhere(owner: Owner) {
  const jar = new CookieJar();
  const api = createApiClient({
    baseUrl: process.env.BASE_URL!,
    fetch: async (input, init = {}) => {
      const headers = new Headers(init.headers);
      const cookie = jar.header(input);
      if (cookie) headers.set('Cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      jar.store(response.headers.getSetCookie());
      return response;
    },
  });
  await api.login({ email: owner.email, password: owner.password });
  return api;
}
