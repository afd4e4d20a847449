import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API } from '#shared/api/paths.ts';
import {
  UNSUBSCRIBE_BUSY,
  UNSUBSCRIBE_BUSY_RETRY,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_UNAVAILABLE,
} from '#shared/schemas/newsletter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The unsubscribe page's button (a plain form post) refused by the rate limit (30 posts a minute
 * from one address) or by a store that failed. The refusal used to come back as `?error=busy` with
 * no token, so the page had no button and the reader had to find the e-mail again; now the page
 * comes back with the same token and the same button, and the refused post unsubscribes nobody.
 */
afterEach(() => {
  vi.useRealTimers();
});

const EMAIL = 'leaving@agent.ca';

async function start(): Promise<{ app: TestApp; token: string }> {
  const app = await startTestApp({ RATE_LIMIT: 'true' });
  onTestFinished(() => app.close());
  const res = await fetch(`${app.url}${API.newsletter}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(res.status).toBe(201);
  const token = (await app.services.newsletter.repo.findByEmail(EMAIL))!.unsubscribeToken;
  return { app, token };
}

/** The unsubscribe page's form post, as a browser without JavaScript sends it. */
const postForm = (app: TestApp, body: string) =>
  fetch(`${app.url}${API.unsubscribe}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

/** Uses up this address's 30 posts with a token nobody has: none of them unsubscribes anyone. */
async function useUpTheLimit(app: TestApp) {
  for (let i = 0; i < 30; i++) {
    const res = await postForm(app, `token=${'c'.repeat(32)}`);
    expect(res.headers.get('location')).toBe('/unsubscribe?error=unknown-token');
  }
}

/** The page a redirect leads to, and the token its button posts (none when it has no button). */
async function pageAt(app: TestApp, location: string) {
  const res = await fetch(`${app.url}${location}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const form =
    /<form [^>]*action="([^"]+)" method="post"><input type="hidden" name="token" value="([^"]*)"\/>/.exec(
      html,
    );
  return { html, action: form?.[1], token: form?.[2], button: html.includes('Confirm unsubscribe') };
}

const stillSubscribed = async (app: TestApp) =>
  (await app.services.newsletter.repo.findByEmail(EMAIL))!.unsubscribedAt === undefined;

/** Lets the limit's minute pass: the memory counters read the moved clock, PostgreSQL's its own. */
async function letTheMinutePass(app: TestApp) {
  const counters = app.services.store.hitCounters?.();
  if (counters) await counters.reset('unsubscribe:127.0.0.1');
  else vi.setSystemTime(Date.now() + 61_000);
}

describe('the unsubscribe button refused for too many requests', () => {
  it('when the button is pressed over the limit, then the page comes back with the same button and token, the reader still subscribed; one press after the minute unsubscribes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { app, token } = await start();
    await useUpTheLimit(app);

    const refused = await postForm(app, new URLSearchParams({ token }).toString());
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location')!;
    expect(location).toBe(`/unsubscribe?token=${token}&error=busy`);
    expect(await stillSubscribed(app)).toBe(true);

    const page = await pageAt(app, location);
    expect(page.html).toContain('Please try again in a minute');
    expect(page.html).toContain(UNSUBSCRIBE_BUSY_RETRY);
    expect(page.button).toBe(true);
    expect(page.action).toBe(API.unsubscribe);
    expect(page.token).toBe(token);

    // Pressed again within the minute: refused again, and still nothing done.
    const again = await postForm(app, new URLSearchParams({ token: page.token! }).toString());
    expect(again.headers.get('location')).toBe(location);
    expect(await stillSubscribed(app)).toBe(true);

    await letTheMinutePass(app);
    const pressed = await postForm(app, new URLSearchParams({ token: page.token! }).toString());
    expect(pressed.headers.get('location')).toBe('/unsubscribe?done=1');
    expect(await stillSubscribed(app)).toBe(false);
    expect((await pageAt(app, '/unsubscribe?done=1')).html).toContain(UNSUBSCRIBE_DONE);
  });

  it('when a refused post carries no token the shared schema accepts, or is too long to read, then the page comes back without one and says to open the link again', async () => {
    const { app } = await start();
    await useUpTheLimit(app);
    const hostile = '"><script>alert(1)</script>aaaaaaaaaaaaaaaa';
    for (const body of [
      new URLSearchParams({ token: hostile }).toString(),
      'token=short',
      `token=${'x'.repeat(3000)}`,
      '',
    ]) {
      const res = await postForm(app, body);
      expect(res.status, body.slice(0, 20)).toBe(303);
      expect(res.headers.get('location'), body.slice(0, 20)).toBe('/unsubscribe?error=busy');
    }
    // A token put in the address by hand is checked by the page as well: no button, nothing echoed.
    const page = await pageAt(app, `/unsubscribe?token=${encodeURIComponent(hostile)}&error=busy`);
    expect(page.html).toContain(UNSUBSCRIBE_BUSY);
    expect(page.button).toBe(false);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(await stillSubscribed(app)).toBe(true);
  });

  it('when a script posts JSON over the limit, then it keeps its JSON 429', async () => {
    const { app, token } = await start();
    await useUpTheLimit(app);
    const res = await fetch(`${app.url}${API.unsubscribe}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/try again in a minute/) });
    expect(await stillSubscribed(app)).toBe(true);
  });
});

describe('the unsubscribe button when the store fails', () => {
  it('when the store cannot record it, then the page comes back with the same button and token; pressed once the store is back, it unsubscribes', async () => {
    const { app, token } = await start();
    const { newsletter } = app.services;
    const unsubscribe = newsletter.unsubscribe;
    newsletter.unsubscribe = () => Promise.reject(new Error('the datastore is down'));

    const refused = await postForm(app, new URLSearchParams({ token }).toString());
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location')!;
    expect(location).toBe(`/unsubscribe?token=${token}&error=unavailable`);
    const page = await pageAt(app, location);
    expect(page.html).toContain(UNSUBSCRIBE_UNAVAILABLE);
    expect(page.token).toBe(token);
    expect(await stillSubscribed(app)).toBe(true);

    // A script's JSON call still gets the JSON 500.
    const json = await fetch(`${app.url}${API.unsubscribe}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(json.status).toBe(500);

    newsletter.unsubscribe = unsubscribe;
    const pressed = await postForm(app, new URLSearchParams({ token: page.token! }).toString());
    expect(pressed.headers.get('location')).toBe('/unsubscribe?done=1');
    expect(await stillSubscribed(app)).toBe(false);
  });
});
