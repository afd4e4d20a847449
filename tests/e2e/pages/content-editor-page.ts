import { expect, type Locator, type Page } from '@playwright/test';
import type { FilePayload } from './admin-page.ts';
import { AdminPage } from './admin-page.ts';

/** The Projects and Blog sections of /admin: the list, the editor, its publication controls. */
export class ContentEditorPage extends AdminPage {
  readonly editor: Locator;

  constructor(page: Page) {
    super(page);
    this.editor = page.locator('form.admin-content-form');
  }

  /** Opens a section (Projects, Blog or Listings) and starts a new entry. */
  async startNew(section: 'Projects' | 'Blog' | 'Listings', noun: 'project' | 'post' | 'listing') {
    await this.tab(section).click();
    await this.page.getByRole('button', { name: `New ${noun}` }).click();
    await expect(this.editor).toBeVisible();
  }

  input(label: string) {
    return this.editor.getByLabel(label, { exact: true });
  }

  button(name: string) {
    return this.editor.getByRole('button', { name, exact: true });
  }

  /** Picks files for the upload button of that name and waits for it to finish. */
  async uploadWith(button: Locator, ...files: FilePayload[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(files);
    await expect(button).toBeEnabled({ timeout: 20_000 });
  }

  get status() {
    return this.editor.locator('.admin-publication-state .admin-status');
  }

  get formError() {
    return this.editor.locator('.admin-form-error');
  }

  /** Saves as the named button does and waits for its notice. */
  async press(name: 'Save draft' | 'Save' | 'Publish' | 'Unpublish', notice: string) {
    await this.button(name).click();
    // The server's reason, when it refuses, makes a clearer failure than a missing notice.
    const title = this.newToast.locator('.admin-toast-title').filter({ hasText: notice });
    await expect(title.or(this.formError)).toBeVisible({ timeout: 15_000 });
    if (await this.formError.isVisible()) throw new Error(`${name}: ${await this.formError.textContent()}`);
    await this.expectToast(notice);
  }

  /**
   * A project made through the API (as another window would), then opened from the Projects list
   * as the owner opens one. Its title is `name` and a stamp, so each run's is its own.
   */
  async openNewProject(name: string, fields: Record<string, unknown> = {}) {
    const stamp = Date.now().toString(36);
    const title = `${name} ${stamp}`;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`;
    const entry = await this.createEntry('projects', {
      title,
      slug,
      src: '/images/projects/4.jpg',
      detail: {},
      ...fields,
    });
    await this.tab('Projects').click();
    await this.page.getByRole('button', { name: `Edit ${title}` }).click();
    return { entry, title };
  }

  /** The id of the entry open in the editor (from its preview link). */
  async entryId(): Promise<string> {
    const href = await this.editor.getByRole('link', { name: 'Preview' }).getAttribute('href');
    const id = href?.split('/').pop();
    if (!id) throw new Error('no preview link');
    return decodeURIComponent(id);
  }
}
