import { expect, type Locator, type Page } from '@playwright/test';

/** Hosts a visitor's click may open; answered locally so the tests stay offline and fast. */
const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com/**',
  'https://www.youtube.com/**',
  'https://my.matterport.com/**',
];

/** A page with gallery cards and the shared full-screen viewer (service, portfolio and project pages). */
export class GalleryPage {
  readonly page: Page;
  readonly dialog: Locator;
  readonly counter: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly close: Locator;
  /** Every request that left the site (anything not on the test server's origin). */
  readonly outsideRequests: string[] = [];

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog');
    this.counter = this.dialog.locator('.lightbox-counter');
    this.previous = this.dialog.getByRole('button', { name: 'Previous item' });
    this.next = this.dialog.getByRole('button', { name: 'Next item' });
    this.close = this.dialog.getByRole('button', { name: 'Close viewer' });
    page.on('request', (request) => {
      const base = process.env.BASE_URL ?? '';
      if (!request.url().startsWith(base) && !request.url().startsWith('data:')) {
        this.outsideRequests.push(request.url());
      }
    });
  }

  /** Opens a page and waits until it is hydrated (the body 'loaded' marker comes after hydration). */
  async open(path: string) {
    for (const host of EMBED_HOSTS) {
      await this.page.route(host, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>' }),
      );
    }
    await this.page.goto(path);
    await this.page.locator('body.loaded').waitFor();
  }

  /** The cards of one gallery section (by its heading) or of the whole page. */
  cards(section?: string): Locator {
    const scope = section
      ? this.page
          .locator('section')
          .filter({ has: this.page.getByRole('heading', { name: section, exact: true }) })
      : this.page;
    return scope.locator('.gallery-card-button');
  }

  async openCard(index: number, section?: string) {
    const card = this.cards(section).nth(index);
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(this.dialog).toBeVisible();
    return card;
  }

  async expectCounter(position: number, total: number) {
    await expect(this.counter).toHaveText(`${position} of ${total}`);
  }
}
