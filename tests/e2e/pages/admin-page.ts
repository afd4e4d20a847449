import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sendOwnerCommand } from '../../../server/src/cli/admin-socket-client.ts';
import { axeFor } from '../axe.ts';

export interface Owner {
  email: string;
  name: string;
  password: string;
}

/**
 * Creates an owner in the running e2e server's store through its admin socket, as `npm run owner
 * -- create` does beside a running server (that tool's own process is tested in
 * auth-cli-server.slow.test.ts; starting it here cost about half a second per owner). Unique per
 * call, so parallel tests never collide.
 */
export async function createOwner(name = 'Olivia Owner'): Promise<Owner> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: import test from tests/e2e/fixtures.ts');
  const owner = {
    email: `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lumen.test`,
    name,
    password: 'a long e2e test passphrase',
  };
  const result = await sendOwnerCommand(dataDir, { command: 'create', ...owner });
  if (!result.ok) throw new Error(`owner create failed: ${result.message}`);
  return owner;
}

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real JPEG to upload, made on the spot. */
export async function jpegFile(name = 'listing-kitchen.jpg', background = '#8a6420'): Promise<FilePayload> {
  // The server names uploads by content: a different background gives a different url.
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Marks a notice `expectToast` has matched (see `AdminPage.newToast`). */
const SEEN_TOAST = 'data-e2e-seen';

/** The admin at /admin as the owner sees it: states, forms, list, notices. */
export class AdminPage {
  readonly page: Page;
  readonly authCard: Locator;
  readonly hero: Locator;
  readonly toastRegion: Locator;
  readonly toast: Locator;
  /**
   * The notice on screen unless `expectToast` already matched it. A notice stays 5 s, so after a
   * second save the first save's identical notice ("Saved", "Item updated") is still there: a test
   * that took it as the second's went on before that save was done (service-featured.spec and
   * page-pictures.spec saw the page before the change, now and then). Each notice is a new element
   * (the toaster keys it by its id), so a matched one is marked and never matched again.
   */
  readonly newToast: Locator;
  readonly form: Locator;

  constructor(page: Page) {
    this.page = page;
    this.authCard = page.getByRole('region', { name: 'Lumen Realty Media Authentication Required' });
    this.hero = page.getByRole('heading', { level: 1, name: 'Portfolio Manager' });
    this.toastRegion = page.getByRole('region', { name: 'Notifications (F8)' });
    this.toast = this.toastRegion.locator('.admin-toast');
    this.newToast = this.toastRegion.locator(`.admin-toast:not([${SEEN_TOAST}])`);
    this.form = page.locator('form.admin-item-form');
  }

  async open(path = '/admin') {
    await this.page.goto(path);
    await this.page.locator('body.loaded').waitFor();
  }

  async signIn(owner: { email: string; password: string }) {
    await this.authCard.getByLabel('Email').fill(owner.email);
    await this.authCard.getByLabel('Password').fill(owner.password);
    await this.authCard.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Opens /admin and signs in, ending on the loaded dashboard. */
  async openSignedIn(owner: Owner) {
    await this.open();
    await this.signIn(owner);
    await expect(this.hero).toBeVisible();
  }

  userButton(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  service(label: string) {
    return this.page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('button', { name: new RegExp(`^${label} `) });
  }

  field(label: string) {
    return this.form.getByLabel(label, { exact: true });
  }

  items() {
    return this.page.locator('.admin-item');
  }

  item(title: string) {
    return this.items().filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Waits for a notice shown since the last one this page object matched, and marks it matched. */
  async expectToast(title: string, description?: string, options: { timeout?: number } = {}) {
    await expect(this.newToast).toHaveCount(1, options);
    await expect(this.newToast.locator('.admin-toast-title')).toHaveText(title);
    if (description) await expect(this.newToast.locator('.admin-toast-description')).toHaveText(description);
    await this.newToast.evaluate((toast, seen) => toast.setAttribute(seen, ''), SEEN_TOAST);
  }

  /** Chooses files through the Choose images... picker; each one gets its row. */
  async chooseImages(...files: FilePayload[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.form.getByRole('button', { name: 'Choose images...' }).click();
    await (await chooser).setFiles(files);
    for (const file of files) await expect(this.uploadRow(file.name)).toBeVisible();
  }

  /** Headers for the signed-in owner's writes through `page.request` (as another window of theirs). */
  async writeHeaders(): Promise<Record<string, string>> {
    const { csrfToken } = (await (await this.page.request.get('/api/auth/user')).json()) as {
      csrfToken: string;
    };
    return { 'X-CSRF-Token': csrfToken };
  }

  /** Creates a content entry through the API, as another window of the owner's would; answers it. */
  async createEntry(kind: 'projects' | 'posts' | 'listings', data: Record<string, unknown>) {
    const created = await this.page.request.post(`/api/admin/content/${kind}`, {
      headers: await this.writeHeaders(),
      data,
    });
    expect(created.status()).toBe(201);
    return created.json();
  }

  /** Drops files on the Upload Image field, as a drag from the file manager does. */
  async dropImages(...files: FilePayload[]) {
    await this.dropFilesOn(this.form.locator('.admin-dropzone'), ...files);
  }

  /** Drops files on `target` as a drag from the file manager does (dragover, then drop). */
  async dropFilesOn(target: Locator, ...files: FilePayload[]) {
    const payload = files.map((f) => ({ name: f.name, type: f.mimeType, data: f.buffer.toString('base64') }));
    const dataTransfer = await this.page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], f.name, { type: f.type }));
      }
      return transfer;
    }, payload);
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
  }

  /** One chosen file's row in the Upload Image field. */
  uploadRow(name: string) {
    return this.form.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Uploads through the Choose images... picker: a chosen file goes at once. */
  async uploadImage(file: FilePayload) {
    await this.chooseImages(file);
    await expect(this.uploadRow(file.name)).toContainText('Uploaded', { timeout: 60_000 });
  }

  /** axe over the admin only (the site's shell is checked by its own tests). */
  async expectNoAxeViolations() {
    const results = await axeFor(this.page).include('.admin-app').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
}
