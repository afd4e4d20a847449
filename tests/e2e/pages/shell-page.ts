import type { Locator, Page, Request } from '@playwright/test';

/** The parts of the page shell (navbar, footer newsletter) the browser tests drive. */
export class ShellPage {
  readonly page: Page;
  readonly navbar: Locator;
  readonly mainNav: Locator;
  readonly mobileToggle: Locator;
  readonly mobileMenu: Locator;
  readonly newsletter: Locator;
  readonly newsletterInput: Locator;
  readonly newsletterButton: Locator;
  readonly newsletterMessage: Locator;

  constructor(page: Page) {
    this.page = page;
    this.navbar = page.locator('header.navbar');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.mobileToggle = page.getByRole('button', { name: 'Menu', exact: true });
    this.mobileMenu = page.locator('#mobile-menu');
    this.newsletter = page.locator('footer form.newsletter');
    this.newsletterInput = this.newsletter.getByLabel('Email address');
    this.newsletterButton = this.newsletter.locator('button[type="submit"]');
    this.newsletterMessage = this.newsletter.locator('.newsletter-message');
  }

  /** Opens a page and waits until it is hydrated (the body 'loaded' marker comes after hydration). */
  async open(path = '/') {
    await this.page.goto(path);
    await this.page.locator('body.loaded').waitFor();
  }

  dropdownToggle(label: 'Services' | 'Portfolio') {
    return this.mainNav.getByRole('button', { name: `${label} menu` });
  }

  dropdownList(label: 'Services' | 'Portfolio') {
    return this.page.locator(`#nav-${label.toLowerCase()}-menu`);
  }

  /** Every request to the newsletter endpoint made from now on. */
  recordNewsletterRequests(): Request[] {
    const requests: Request[] = [];
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/newsletter') requests.push(request);
    });
    return requests;
  }

  async subscribe(email: string) {
    await this.newsletterInput.fill(email);
    await this.newsletterButton.click();
  }
}

/**
 * Collects console errors, uncaught exceptions and CSP violations of a page. A violation is not
 * always a console error: zod's eval probe, caught by zod, fires only the page's
 * `securitypolicyviolation` event, which the init script turns into one.
 */
export async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/**
 * Puts the page on Playwright's fake clock and stops it: from here on only `page.clock.runFor(ms)`
 * moves the page's timers, so a delay is checked exactly, without sleeping in the test (and without
 * a busy machine stretching a real sleep). Call it before the action whose delay is under test: it
 * first jumps a second ahead (a pause must lie in the future, and a busy machine is slow to get there).
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}
