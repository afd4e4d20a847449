import { afterEach, describe, expect, it } from 'vitest';
import { INQUIRY_FORM_ERRORS, INQUIRY_FORM_EXPIRED } from '#shared/schemas/inquiry.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { expectFormBack, postForm, postJson, signed } from './inquiry-requests.ts';

/** Issue 11 findings 9 and 4 (second half): replayed tokens, cross-site posts, oversized forms. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const stored = async () => (await app!.services.inquiries.list()).length;

const post = (headers: Record<string, string>, body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(`${app!.url}/api/inquiries`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type, ...headers },
    body,
  });

describe('finding 9: a signed form token is single-use', () => {
  it('when the same token is sent again (JSON or form), then the second request is refused and nothing more is stored', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const request = signed(app);
    expect((await postJson(app.url, request)).status).toBe(201);
    const again = await postJson(app.url, { ...request, details: 'Second request on a used token' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: INQUIRY_FORM_EXPIRED });
    // The same fields again are the first request resent, not a second one (inquiry-resend.test.ts).
    const third = { ...request, details: 'Third request on a used token' };
    await expectFormBack(await postForm(app.url, third), INQUIRY_FORM_ERRORS.expired, third);
    expect(await stored()).toBe(1);
  });

  it('when 20 posts race with one token, then exactly one is stored', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const request = signed(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(app!.url, request)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await stored()).toBe(1);
  });
});

describe('finding 9: cross-site quote requests', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an Origin of another site', { Origin: 'https://spam-relay.example' }],
    ['a look-alike Origin', { Origin: 'http://127.0.0.1.evil.example' }],
  ])(
    'when a browser posts the form from another site (%s), then it gets 403 and nothing is stored',
    async (_case, headers) => {
      app = await startTestApp({ RATE_LIMIT: 'false' });
      const body = new URLSearchParams(signed(app) as Record<string, string>).toString();
      const res = await post(headers, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
      const json = await post(headers, JSON.stringify(signed(app)), 'application/json');
      expect(json.status).toBe(403);
      expect(await stored()).toBe(0);
    },
  );

  it("when the site's own no-JavaScript form posts (same origin), then it is stored", async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const body = new URLSearchParams(signed(app) as Record<string, string>).toString();
    const res = await post({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' }, body);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=1#quote-form');
    expect(await stored()).toBe(1);
  });
});

describe('finding 4: oversized or over-long form posts', () => {
  // Percent-encoded, each of these characters is 9 bytes: 45 kB for the longest message the form takes.
  it('when a form post carries the longest message the form takes, written in Chinese, then it is stored', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const details = '我们想在春天出售房子'.repeat(500);
    const res = await post(
      {},
      new URLSearchParams({ ...signed(app), details } as Record<string, string>).toString(),
    );
    expect(res.headers.get('location')).toBe('/contact?sent=1#quote-form');
    expect((await app.services.inquiries.list()).map((i) => i.details)).toEqual([details]);
  });

  it.each([
    [
      'over 64 kB',
      (s: Record<string, string>) => new URLSearchParams({ ...s, details: 'x'.repeat(70_000) }).toString(),
    ],
    [
      'more than 20 fields',
      (s: Record<string, string>) =>
        new URLSearchParams({
          ...s,
          ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])),
        }).toString(),
    ],
  ])(
    'when a form post is %s, then it gets 413 with a page that leads back to the form, logged as a client error',
    async (_case, make) => {
      app = await startTestApp({ RATE_LIMIT: 'false' });
      const res = await post({}, make(signed(app) as Record<string, string>));
      expect(res.status).toBe(413);
      const html = await res.text();
      expect(html).toContain('http-equiv="refresh" content="0;url=/contact?error=too-large#quote-form"');
      expect(html).toContain('href="/contact?error=too-large#quote-form"');
      expect(await stored()).toBe(0);
    },
  );
});
