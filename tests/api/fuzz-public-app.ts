import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { storedDocs } from './fuzz-helpers.ts';

export const SIGNUP = { email: 'kept@agent.ca', source: '/blog' };
/** A valid quote request; its `formToken` is signed by the server once it runs (startPublicFuzzApp). */
export const INQUIRY: Record<string, string> = {
  firstName: 'Kim',
  lastName: 'Lee',
  email: 'kim@agent.ca',
  details: 'Two condos in May',
};
export const LOGIN = { email: 'owner@lumen.test', password: 'correct horse battery staple' };
export const SETUP = {
  token: 'x'.repeat(32),
  email: 'new@lumen.test',
  name: 'New',
  password: 'long enough password',
};

/** Subscribers and quote requests as stored before the fuzzing; compared after each property. */
export type StoreSnapshot = { subscribers: unknown[]; inquiries: unknown[] };

export const postTo = (
  app: TestApp,
  path: string,
  body: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...headers },
    body,
    redirect: 'manual',
  });

export const snapshotOf = async (app: TestApp): Promise<StoreSnapshot> => ({
  subscribers: await storedDocs(app.dataDir, 'subscribers'),
  inquiries: await storedDocs(app.dataDir, 'inquiries'),
});

/** A server with one owner, one subscriber and one quote request: the data fuzzing must leave as it is. */
export async function startPublicFuzzApp(): Promise<{ app: TestApp; before: StoreSnapshot }> {
  const app = await startTestApp({ RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });
  await app.services.auth.createOwner({ ...LOGIN, name: 'Owner' });
  INQUIRY.formToken = app.services.inquiries.issueFormToken();
  expect((await postTo(app, '/api/newsletter', JSON.stringify(SIGNUP))).status).toBe(201);
  expect((await postTo(app, '/api/inquiries', JSON.stringify(INQUIRY))).status).toBe(201);
  return { app, before: await snapshotOf(app) };
}
