import { expect, type Page } from '@playwright/test';
import { API } from '#shared/api/paths.ts';
import type { RendererHarness } from '../../../admin-desktop/src/testing/renderer-harness.ts';
import { newProject } from '../../api/content-fixtures.ts';
import { browserSession } from '../../../admin-desktop/src/testing/browser-session.ts';
import type { AdminPage, Owner } from './admin-page.ts';

/**
 * The desktop renderer (its harness at `appUrl`) connected to the test's site and signed in as
 * `owner`, the admin shown: how every desktop spec starts. `siteUrl` is the address typed on
 * first run: the test's site unless a spec puts something in front of it (a proxy).
 */
export async function connectAndSignIn(
  admin: AdminPage,
  appUrl: string,
  owner: Owner,
  siteUrl = process.env.BASE_URL!,
) {
  const { page } = admin;
  await page.goto(appUrl);
  await page.getByLabel('Site address').fill(siteUrl);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(admin.authCard).toBeVisible();
  await admin.signIn(owner);
  await expect(admin.hero).toBeVisible();
}

/** The owner in a browser elsewhere: its own session on the same site, through the shared client. */
export async function signedInElsewhere(owner: Owner) {
  const { api } = browserSession(process.env.BASE_URL!);
  await api.login({ email: owner.email, password: owner.password });
  return api;
}

/**
 * A new project ("Harbourfront Loft" at `slug`) made in the desktop app offline, whose address a
 * browser elsewhere gives another project meanwhile: back online, the app sends it and the site
 * refuses it. Opens the Offline changes panel; answers the refused change's entry in it and the
 * owner's browser session.
 */
export async function refusedNewProject(page: Page, harness: RendererHarness, owner: Owner, slug: string) {
  harness.network.offline = true;
  await harness.sync.syncNow();
  await harness.sync.contentRequest('POST', API.adminContent('projects'), newProject(slug));
  const browser = await signedInElsewhere(owner);
  await browser.request('POST', API.adminContent('projects'), {
    ...newProject(slug),
    title: 'Made in a browser',
  });
  harness.network.offline = false;
  await page.getByRole('button', { name: '1 needs your decision' }).click({ timeout: 10_000 });
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  const refused = panel.getByRole('listitem').filter({ hasText: 'New item in Projects: Harbourfront Loft' });
  return { panel, refused, browser };
}

/**
 * A project ("Harbourfront Loft" at `slug`) made from the desktop app, then renamed and moved to
 * `${slug}-moved` there offline, while a browser elsewhere gives that address to another project:
 * back online, the app sends the edit and the site refuses it. Opens the Offline changes panel;
 * answers the refused edit's entry in it and the project as the site first stored it.
 */
export async function refusedProjectEdit(page: Page, harness: RendererHarness, owner: Owner, slug: string) {
  const stored = (await harness.sync.contentRequest(
    'POST',
    API.adminContent('projects'),
    newProject(slug),
  )) as {
    id: string;
    version: number;
  };
  harness.network.offline = true;
  await harness.sync.syncNow();
  await harness.sync.contentRequest('PUT', API.adminContentEntry('projects', stored.id), {
    ...newProject(`${slug}-moved`),
    title: 'Harbourfront Loft, renamed',
    version: stored.version,
  });
  const browser = await signedInElsewhere(owner);
  await browser.request('POST', API.adminContent('projects'), {
    ...newProject(`${slug}-moved`),
    title: 'Made in a browser',
  });
  harness.network.offline = false;
  await page.getByRole('button', { name: '1 needs your decision' }).click({ timeout: 10_000 });
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  const refused = panel.getByRole('listitem').filter({ hasText: 'Edit in Projects: Harbourfront Loft' });
  return { panel, refused, stored };
}
