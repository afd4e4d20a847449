import { describe, expect, it, onTestFinished } from 'vitest';
import { API } from '#shared/api/paths.ts';
import {
  NEWSLETTER_BUSY,
  NEWSLETTER_INVALID,
  NEWSLETTER_SUCCESS,
  NEWSLETTER_UNAVAILABLE,
} from '#shared/schemas/newsletter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The footer's newsletter signup posted without JavaScript: a plain form post to the JSON call's
 * address. Taken, it lands on /newsletter?subscribed=1; refused, it is answered with the signup
 * page itself, the refusal in words and the typed address filled back in; never a JSON page. A
 * script's JSON call is answered as before.
 */
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp({ RATE_LIMIT: 'false', ...env });
  onTestFinished(() => app.close());
  return app;
}

/** The footer form's post, as a browser without JavaScript sends it from the site's own page. */
const postForm = (app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${API.newsletter}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: app.url,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

const postJson = (app: TestApp, body: unknown) =>
  fetch(`${app.url}${API.newsletter}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Counts the confirmation e-mails the router starts from here on. */
function watchConfirm(app: TestApp) {
  const service = app.services.newsletter;
  const sent: string[] = [];
  const { confirm } = service;
  service.confirm = (email, ...rest) => {
    sent.push(email);
    return confirm.call(service, email, ...rest);
  };
  return sent;
}

/** The signup form's e-mail input as the page draws it (its value attribute, as escaped). */
const emailInput = (html: string) => /<input id="page-newsletter-email"[^>]*>/.exec(html)?.[0] ?? '';

async function expectPageBack(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const html = await res.text();
  expect(html).toContain('role="alert"');
  expect(html).toContain(message.replace("'", '&#x27;'));
  expect(html).toContain(`action="${API.newsletter}"`);
  return html;
}

describe('the newsletter signup posted without JavaScript', () => {
  it('when a valid address is posted, then 303 to /newsletter?subscribed=1, the subscriber kept and the confirmation e-mail started; the page thanks them', async () => {
    const app = await start();
    const sent = watchConfirm(app);
    const res = await postForm(app, { email: ' Form.Agent@Example.COM ', source: '/blog' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter?subscribed=1');
    const stored = await app.services.newsletter.repo.findByEmail('form.agent@example.com');
    expect(stored?.source).toBe('/blog');
    expect(stored?.unsubscribedAt).toBeUndefined();
    expect(sent).toEqual(['form.agent@example.com']);

    // Already on the list: the same answer, and no second e-mail.
    const again = await postForm(app, { email: 'form.agent@example.com', source: '/' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/newsletter?subscribed=1');
    expect(sent).toHaveLength(1);

    const page = await fetch(`${app.url}/newsletter?subscribed=1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(NEWSLETTER_SUCCESS.replace("'", '&#x27;'));
    expect(html).toContain('href="/"');
    expect(html).toMatch(/name="robots" content="noindex/);
  });

  it('when the address is not valid, then 400 with the signup page, the message and the typed text escaped in the input; nothing stored', async () => {
    const app = await start();
    const typed = 'mira"<b>&x';
    const html = await expectPageBack(await postForm(app, { email: typed }), 400, NEWSLETTER_INVALID);
    expect(emailInput(html)).toContain('value="mira&quot;&lt;b&gt;&amp;x"');
    expect(html).not.toContain('<b>&');
    expect(await app.services.newsletter.repo.count()).toBe(0);
  });

  it('when nothing is typed, then 303 back to the signup page, which shows the message', async () => {
    const app = await start();
    const res = await postForm(app, { email: '', source: '/' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter?error=invalid');
    const page = await fetch(`${app.url}/newsletter?error=invalid`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(NEWSLETTER_INVALID);
  });

  it('when posted over the rate limit, then 429 with Retry-After and the page keeping the address; nothing stored; JSON keeps its JSON error', async () => {
    const app = await start({ RATE_LIMIT: 'true' });
    for (let i = 0; i < 10; i++)
      expect((await postJson(app, { email: `not-an-address-${i}` })).status).toBe(400);
    const res = await postForm(app, { email: 'late@agent.ca', source: '/' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await expectPageBack(res, 429, NEWSLETTER_BUSY);
    expect(emailInput(html)).toContain('value="late@agent.ca"');
    expect(await app.services.newsletter.repo.count()).toBe(0);

    const json = await postJson(app, { email: 'late@agent.ca' });
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({ error: NEWSLETTER_BUSY });
  });

  it('when the store fails, then 503 with the page keeping the address', async () => {
    const app = await start();
    app.services.newsletter.subscribe = () => Promise.reject(new Error('store down'));
    const html = await expectPageBack(
      await postForm(app, { email: 'kept@agent.ca' }),
      503,
      NEWSLETTER_UNAVAILABLE,
    );
    expect(emailInput(html)).toContain('value="kept@agent.ca"');
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an Origin of another site', { Origin: 'https://spam-relay.example', 'Sec-Fetch-Site': 'cross-site' }],
  ])(
    'when another site posts the form (%s), then 403 as for the quote form, and nobody is subscribed',
    async (_case, headers) => {
      const app = await start();
      const res = await postForm(app, { email: 'victim@agent.ca' }, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
      expect(await app.services.newsletter.repo.count()).toBe(0);
    },
  );

  it('when /newsletter is opened by itself, then it is the signup form with a line about the newsletter, noindex and not in the site map', async () => {
    const app = await start();
    const page = await fetch(`${app.url}/newsletter`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Listing tips, photography trends and market know-how');
    expect(html).not.toContain('role="alert"');
    expect(emailInput(html)).not.toContain('value=');
    expect(html).toMatch(/name="robots" content="noindex/);
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/contact</loc>');
    expect(sitemap).not.toContain('/newsletter');
  });

  it('when a script calls with JSON, then its answers are as before: 201 with the message, 400 with the JSON error', async () => {
    const app = await start();
    const ok = await postJson(app, { email: 'script@agent.ca', source: '/' });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ message: NEWSLETTER_SUCCESS });
    const bad = await postJson(app, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await bad.json()).toMatchObject({ error: expect.stringMatching(/Email/) });
  });
});
