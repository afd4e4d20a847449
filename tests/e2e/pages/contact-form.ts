import { expect, type Page } from '@playwright/test';
import { API } from '#shared/api/paths.ts';

/** The contact page's quote request form, as the contact specs fill it in and read it back. */
export const form = (page: Page) => page.locator('form.inquiry-form');
export const tokenInput = (page: Page) => form(page).locator('input[type="hidden"][name="formToken"]');
export const TOKEN = /^\d{13}\.[\w-]{43}$/;
export const isInquiryPost = (url: string, method: string) =>
  new URL(url).pathname === API.inquiries && method === 'POST';

/** Every field filled in as a buyer would, with `email` as their address. */
export async function fillRequired(page: Page, email: string) {
  await form(page).getByLabel('First name').fill('Dana');
  await form(page).getByLabel('Last name').fill('Whitfield');
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form(page).getByLabel('Phone').fill('(416) 555-0199');
  await form(page).getByLabel('Service interest').selectOption('drone');
  await form(page).getByLabel('Project budget').selectOption('1k-5k');
  await form(page).getByLabel('Project timeline').selectOption('2-weeks');
  await form(page)
    .getByLabel('Project details')
    .fill('Aerials and photos for a detached home in Leaside, listing in two weeks.');
}

/** Every field as fillRequired typed it, given back by a refusal without JavaScript. */
export async function expectFilledIn(page: Page, email: string) {
  await expect(form(page).getByLabel('First name')).toHaveValue('Dana');
  await expect(form(page).getByLabel('Last name')).toHaveValue('Whitfield');
  await expect(form(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(form(page).getByLabel('Phone')).toHaveValue('(416) 555-0199');
  await expect(form(page).getByLabel('Service interest')).toHaveValue('drone');
  await expect(form(page).getByLabel('Project budget')).toHaveValue('1k-5k');
  await expect(form(page).getByLabel('Project timeline')).toHaveValue('2-weeks');
  await expect(form(page).getByLabel('Project details')).toHaveValue(
    'Aerials and photos for a detached home in Leaside, listing in two weeks.',
  );
}
