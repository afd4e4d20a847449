import { expect } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { formTokenAnswerSchema } from '#shared/schemas/inquiry.ts';
import type { TestApp } from '../support/test-app.ts';

/** A complete quote request as a visitor fills it in (before the form token is added). */
export const REQUEST = {
  firstName: 'Jane',
  lastName: 'Agent',
  email: 'Jane.Agent@Example.com',
  phone: '(416) 555-0199',
  service: 'photography',
  budget: '1k-5k',
  timeline: '2-weeks',
  details: 'Four-bedroom detached in Leaside, listing next Thursday. Photos and a twilight set.',
  website: '',
};

/** A token this server signed `agoMs` ago (as if the form had been open that long). */
export const tokenFrom = (app: TestApp, agoMs = 60_000) =>
  app.services.inquiries.issueFormToken(new Date(Date.now() - agoMs));

/** The request as a visitor sends it after a minute on the page. */
export const signed = (app: TestApp, fields: Record<string, unknown> = {}) => ({
  ...REQUEST,
  formToken: tokenFrom(app),
  ...fields,
});

export async function fetchToken(url: string): Promise<{ token: string; cacheControl: string | null }> {
  const res = await fetch(`${url}${API.inquiryFormToken}`);
  expect(res.status).toBe(200);
  return {
    token: formTokenAnswerSchema.parse(await res.json()).token,
    cacheControl: res.headers.get('cache-control'),
  };
}

export const postJson = (url: string, body: unknown) =>
  fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The no-JavaScript form's post; `action` is the form's own (a lead's names its listing). */
export const postForm = (url: string, body: Record<string, unknown>, action = '/api/inquiries') =>
  fetch(`${url}${action}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])),
  });

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]!);

/** What a server-rendered request form shows in each of a visitor's fields (inputs, choices, text). */
function formFieldsIn(page: string): Record<string, string> {
  // The request form only: the footer's newsletter form has an email field of its own.
  const html = /<form\b[^>]*\bclass="inquiry-form[^>]*>[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(input)?.[1];
    if (name) fields[name] = decodeEntities(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  for (const [, name, options] of html.matchAll(/<select\b[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    fields[name!] = decodeEntities(
      /<option\b[^>]*\bvalue="([^"]*)"[^>]*\bselected/.exec(options!)?.[1] ?? '',
    );
  for (const [, name, text] of html.matchAll(/<textarea\b[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    fields[name!] = decodeEntities(text!);
  return fields;
}

/**
 * A refused plain post answered with its form's page again (README.md, "Quote requests"): the
 * refusal's words on it and every field as the visitor typed it, kept by no cache. The page's own
 * token is a fresh one, and the spam trap is empty whatever was posted in it.
 */
export async function expectFormBack(
  res: Response,
  message: string,
  typed: Record<string, unknown>,
  status = 400,
): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const html = await res.text();
  expect(html).toContain(message.replaceAll("'", '&#x27;'));
  const shown = formFieldsIn(html);
  for (const name of ['firstName', 'lastName', 'email', 'phone', 'service', 'budget', 'timeline', 'details'])
    if (name in shown || typed[name] !== undefined) expect(shown[name], name).toBe(String(typed[name] ?? ''));
  expect(shown.website).toBe('');
  expect(shown.formToken).toMatch(/^\d{13}\.[\w-]{43}$/);
  expect(shown.formToken).not.toBe(typed.formToken);
  return html;
}
