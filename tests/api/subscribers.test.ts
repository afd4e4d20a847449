import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_DONE, UNSUBSCRIBE_UNKNOWN, type Subscriber } from '#shared/schemas/newsletter.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

async function subscribe(url: string, email: string, source?: string) {
  const res = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, ...(source ? { source } : {}) }),
  });
  expect(res.status).toBe(201);
}

const tokenOf = async (client: OwnerClient, email: string) =>
  (await client.app.services.newsletter.repo.findByEmail(email))!.unsubscribeToken;

describe('GET /api/admin/subscribers', () => {
  it('when the owner asks, then the list comes as JSON with the consent record and no tokens', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'a@agent.ca', '/blog');
    const res = await owner.call('/api/admin/subscribers');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Subscriber[];
    expect(list).toEqual([
      {
        email: 'a@agent.ca',
        source: '/blog',
        subscribedAt: expect.any(String),
        consentText: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('unsubscribeToken');
  });

  it('when exported as CSV, then it is an attachment and formula-like cells are defused', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'plain@agent.ca');
    // Valid addresses can start with characters a spreadsheet reads as a formula.
    await subscribe(owner.app.url, '-2+3@evil.ca');
    await subscribe(owner.app.url, '+1@evil.ca');
    const res = await owner.call('/api/admin/subscribers?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?subscribers-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    // Columns in the admin's words, as a spreadsheet or a mail tool shows them.
    expect(lines[0]).toBe(
      '"Email","Status","Subscribed (Toronto time)","Unsubscribed (Toronto time)","Source page","Consent text shown","Unsubscribe link"',
    );
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'-2+3@evil.ca"`);
    expect(text).toContain(`"'+1@evil.ca"`);
    // The time as a spreadsheet reads one, on the agency's clock (the admin's).
    const [listed] = ((await (await owner.call('/api/admin/subscribers')).json()) as Subscriber[]).filter(
      (s) => s.email === 'plain@agent.ca',
    );
    const toronto = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Toronto',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(listed!.subscribedAt));
    expect(toronto).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(text).toContain(`"plain@agent.ca","Active","${toronto}",""`);
    expect(text).toContain(`${owner.app.url}/unsubscribe?token=${await tokenOf(owner, 'plain@agent.ca')}`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('when the format is unknown or nobody is signed in, then 400 / 401', async () => {
    owner = await ownerForTest();
    expect((await owner.call('/api/admin/subscribers?format=xml')).status).toBe(400);
    expect((await fetch(`${owner.app.url}/api/admin/subscribers`)).status).toBe(401);
    expect((await fetch(`${owner.app.url}/api/admin/subscribers?format=csv`)).status).toBe(401);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('when a script sends a known token as JSON, then 200 and the subscriber is marked unsubscribed', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'leave@agent.ca');
    const token = await tokenOf(owner, 'leave@agent.ca');
    const res = await fetch(`${owner.app.url}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: UNSUBSCRIBE_DONE });
    const [entry] = (await (await owner.call('/api/admin/subscribers')).json()) as Subscriber[];
    expect(entry!.unsubscribedAt).toEqual(expect.any(String));
  });

  it('when the token is unknown or malformed, then 404 / 400 as JSON', async () => {
    owner = await ownerForTest();
    const post = (body: unknown) =>
      fetch(`${owner!.app.url}/api/newsletter/unsubscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const unknown = await post({ token: 'a'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: UNSUBSCRIBE_UNKNOWN });
    expect((await post({ token: 'short' })).status).toBe(400);
    expect((await post({ token: { $ne: '' } })).status).toBe(400);
  });

  it('when the page form posts, then 303 to /unsubscribe?done=1 (or ?error=unknown-token)', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'form@agent.ca');
    const token = await tokenOf(owner, 'form@agent.ca');
    const post = (value: string) =>
      fetch(`${owner!.app.url}/api/newsletter/unsubscribe`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ token: value }),
      });
    const done = await post(token);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/unsubscribe?done=1');
    const bad = await post('b'.repeat(32));
    expect(bad.headers.get('location')).toBe('/unsubscribe?error=unknown-token');
    expect(
      (await owner.app.services.newsletter.repo.findByEmail('form@agent.ca'))!.unsubscribedAt,
    ).toBeTruthy();
  });

  it('when the page form is refused before it is read (too long, too many fields, too often), then it goes back to the page, never to JSON', async () => {
    owner = await ownerForTest({ RATE_LIMIT: 'true' });
    const post = (body: string) =>
      fetch(`${owner!.app.url}/api/newsletter/unsubscribe`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    for (const body of ['a=1&b=1&c=1&d=1&e=1&f=1', `token=${'x'.repeat(3000)}`]) {
      const res = await post(body);
      expect(res.status, body.slice(0, 20)).toBe(303);
      expect(res.headers.get('location')).toBe('/unsubscribe?error=unknown-token');
    }
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await post(`token=${'c'.repeat(32)}`);
    // The token passes the shared schema, so the page keeps it (tests/api/unsubscribe-refused-form.test.ts).
    expect(last!.headers.get('location')).toBe(`/unsubscribe?token=${'c'.repeat(32)}&error=busy`);
    const page = await (await fetch(`${owner.app.url}/unsubscribe?error=busy`)).text();
    expect(page).toContain('Please try again in a minute');
    expect(page).toContain('open the link in the newsletter again');
  });

  it('when the address subscribes again after leaving, then it is active again with a new token', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'back@agent.ca');
    const first = await tokenOf(owner, 'back@agent.ca');
    await owner.app.services.newsletter.unsubscribe(first);
    await subscribe(owner.app.url, 'back@agent.ca');
    const again = await owner.app.services.newsletter.repo.findByEmail('back@agent.ca');
    expect(again!.unsubscribedAt).toBeUndefined();
    expect(again!.unsubscribeToken).not.toBe(first);
  });
});

describe('the /unsubscribe page', () => {
  it('when opened from the e-mail link, then it shows a real form that posts the token, and is not indexed', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'page@agent.ca');
    const token = await tokenOf(owner, 'page@agent.ca');
    const res = await fetch(`${owner.app.url}/unsubscribe?token=${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<meta[^>]*name="robots" content="noindex/);
    const form = /<form[^>]*newsletter\/unsubscribe[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/api/newsletter/unsubscribe"');
    expect(form).toContain('method="post"');
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toContain('Confirm unsubscribe');
    // The address holds the subscriber's key: never kept (the offline worker keeps no no-store
    // page), never sent on to another site.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // Opening the link alone changes nothing (mail scanners follow links).
    expect(
      (await owner.app.services.newsletter.repo.findByEmail('page@agent.ca'))!.unsubscribedAt,
    ).toBeUndefined();
  });

  it('when done or the token is unknown, then the page says so', async () => {
    owner = await ownerForTest();
    const done = await (await fetch(`${owner.app.url}/unsubscribe?done=1`)).text();
    expect(done).toContain('You are unsubscribed');
    const unknown = await (await fetch(`${owner.app.url}/unsubscribe?error=unknown-token`)).text();
    expect(unknown).toContain('This link does not work');
    const missing = await (await fetch(`${owner.app.url}/unsubscribe?token=%3Cscript%3E`)).text();
    expect(missing).toContain('This link does not work');
    expect(missing).not.toContain('<script>');
  });
});
