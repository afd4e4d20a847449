import type { Locator, Page } from '@playwright/test';

/** The /newsletter page: where the footer's signup lands without JavaScript, and its own form. */
export class NewsletterPage {
  readonly form: Locator;
  readonly input: Locator;
  readonly button: Locator;
  readonly alert: Locator;
  readonly thanks: Locator;

  constructor(page: Page) {
    const main = page.locator('main');
    this.form = main.locator('form.newsletter');
    this.input = this.form.getByLabel('Email address');
    this.button = this.form.getByRole('button', { name: 'Subscribe' });
    this.alert = main.getByRole('alert');
    this.thanks = main.getByRole('status').filter({ hasText: 'Thank you' });
  }
}
