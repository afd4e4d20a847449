import { afterAll, beforeAll, expect } from 'vitest';
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
type StoreSnapshot = { subscribers: unknown[]; inquiries: unknown[] };

const postTo = (
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

const snapshotOf = async (app: TestApp): Promise<StoreSnapshot> => ({
  subscribers: await storedDocs(app.dataDir, 'subscribers'),
  inquiries: await storedDocs(app.dataDir, 'inquiries'),
});

/** A server with one owner, one subscriber and one quote request: the data fuzzing must leave as it is. */
async function startPublicFuzzApp(): Promise<{ app: TestApp; before: StoreSnapshot }> {
  const app = await startTestApp({ RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });
  await app.services.auth.createOwner({ ...LOGIN, name: 'Owner' });
  INQUIRY.formToken = app.services.inquiries.issueFormToken();
  expect((await postTo(app, '/api/newsletter', JSON.stringify(SIGNUP))).status).toBe(201);
  expect((await postTo(app, '/api/inquiries', JSON.stringify(INQUIRY))).status).toBe(201);
  return { app, before: await snapshotOf(app) };
}

/**
 * The public fuzzing server of a test file, started before its tests and closed after them: its
 * address, the data as it was before (`before`), posting to it and reading its data again.
 */
export function publicFuzzApp() {
  let started: { app: TestApp; before: StoreSnapshot } | undefined;
  beforeAll(async () => {
    started = await startPublicFuzzApp();
  });
  afterAll(async () => {
    await started?.app.close();
  });
  const running = () => {
    if (!started) throw new Error('The fuzzing server starts before the tests (beforeAll).');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get before() {
      return running().before;
    },
    post: (path: string, body: string, contentType?: string, headers?: Record<string, string>) =>
      postTo(running().app, path, body, contentType, headers),
    snapshot: () => snapshotOf(running().app),
  };
}
