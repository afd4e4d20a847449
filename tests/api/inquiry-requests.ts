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

export const postForm = (url: string, body: Record<string, unknown>) =>
  fetch(`${url}/api/inquiries`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])),
  });
