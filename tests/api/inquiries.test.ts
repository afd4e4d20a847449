import { randomBytes } from 'node:crypto';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INQUIRY_FORM_ERRORS,
  INQUIRY_FORM_EXPIRED,
  INQUIRY_FORM_UNVERIFIED,
  INQUIRY_THANKS,
  INQUIRY_TOO_FAST,
  type Inquiry,
} from '#shared/schemas/inquiry.ts';
import { FORM_SECRET_FILE, FormTokens } from '../../server/src/modules/inquiries/form-token.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher.ts';
import {
  expectFormBack,
  fetchToken,
  postForm,
  postJson,
  REQUEST,
  signed,
  tokenFrom,
} from './inquiry-requests.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { storedText } from '../support/stored-data.ts';
import { TEST_ENGINE } from '../support/test-engine.ts';

let owner: OwnerClient | undefined;
let smtp: SmtpCatcher | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await owner?.app.close();
  await smtp?.close();
  owner = smtp = undefined;
});

/** A real SMTP server on 127.0.0.1:0 that keeps every message it receives (closed after each test). */
async function startSmtp(options: { reject?: boolean } = {}) {
  smtp = await startSmtpCatcher(options);
  return smtp;
}

describe('POST /api/inquiries', () => {
  it('when a visitor sends a valid request as JSON, then 201 with the thank-you text, stored on disk', async () => {
    owner = await startAsOwner();
    const res = await postJson(owner.app.url, signed(owner.app));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: INQUIRY_THANKS });
    const file = await storedText(owner.app, 'inquiries');
    expect(file).toContain('"email":"jane.agent@example.com"');
    expect(file).toContain('"status":"new"');
    expect(file).not.toContain('formToken');
    expect(file).not.toContain('startedAt');
  });

  it('when the no-JavaScript form posts, then 303 back to /contact?sent=1 and the request is stored', async () => {
    owner = await startAsOwner();
    const res = await postForm(owner.app.url, signed(owner.app));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=1#quote-form');
    const list = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ firstName: 'Jane', service: 'photography', status: 'new' });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: '   ' }, 'Last name is required.'],
    ['email', { email: 'not-an-email' }, 'Email must be a valid email address.'],
    ['details', { details: '' }, 'Project details is required.'],
    [
      'phone',
      { phone: 'call me <script>' },
      'Phone may contain only digits, spaces and + ( ) . -, then an extension such as ext. 204.',
    ],
    ['service', { service: 'plumbing' }, 'Service interest is not one of the choices offered.'],
    ['budget', { budget: 'a-lot' }, 'Project budget is not one of the choices offered.'],
    ['timeline', { timeline: 'yesterday' }, 'Project timeline is not one of the choices offered.'],
    ['admin', { admin: true }, '"admin" is not a field of this form.'],
  ])('when the JSON has an invalid %s, then 400 naming it by its label', async (field, fields, sentence) => {
    owner = await startAsOwner();
    const res = await postJson(owner.app.url, signed(owner.app, fields));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: { path: string }[] };
    expect(body.error).toBe(sentence);
    expect(body.fields.map((f) => f.path)).toEqual([field]);
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it("when the visitor's number has an extension (an agent's office line), then the request is stored with it", async () => {
    owner = await startAsOwner();
    const res = await postJson(owner.app.url, signed(owner.app, { phone: '(416) 555-0147 ext. 204' }));
    expect(res.status).toBe(201);
    const list = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(list[0]?.phone).toBe('(416) 555-0147 ext. 204');
  });

  it('when the honeypot is filled, then the bot is told it worked but nothing is stored', async () => {
    owner = await startAsOwner();
    const json = await postJson(owner.app.url, signed(owner.app, { website: 'http://spam.example' }));
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ message: INQUIRY_THANKS });
    const form = await postForm(owner.app.url, signed(owner.app, { website: 'http://spam.example' }));
    expect(form.headers.get('location')).toBe('/contact?sent=1#quote-form');
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when the form was open only a moment, then 400 "Please take a moment" (form: error=too-fast)', async () => {
    owner = await startAsOwner();
    const { token } = await fetchToken(owner.app.url);
    const res = await postJson(owner.app.url, { ...REQUEST, formToken: token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INQUIRY_TOO_FAST });
    const posted = { ...REQUEST, formToken: tokenFrom(owner.app, 500) };
    await expectFormBack(await postForm(owner.app.url, posted), INQUIRY_TOO_FAST, posted);
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it("when the visitor's own clock is far ahead, then only the server's clock counts and the request is stored", async () => {
    owner = await startAsOwner();
    // What the old check trusted: a browser time. It is now ignored as a legacy field.
    const res = await postJson(owner.app.url, signed(owner.app, { startedAt: Date.now() + 3_600_000 }));
    expect(res.status).toBe(201);
    expect(await owner.app.services.inquiries.repo.count()).toBe(1);
  });

  it('when the form token is missing, malformed, forged or tampered with, then 400 asking to reload (form: error=unverified)', async () => {
    owner = await startAsOwner({ RATE_LIMIT: 'false' });
    const good = tokenFrom(owner.app);
    const [issuedAt, signature] = good.split('.') as [string, string];
    const otherSecret = new FormTokens(randomBytes(32));
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const refused: [string, unknown][] = [
      ['missing', undefined],
      ['empty', ''],
      ['zero', 0],
      ['a number', Date.now() - 60_000],
      ['an array', []],
      ['null', null],
      ['true', true],
      ['an object', { issuedAt }],
      ['garbage', 'not-a-token'],
      ['only the time', issuedAt],
      ['too long', `${good}${'x'.repeat(200)}`],
      ['signed with another secret', otherSecret.issue(new Date(Date.now() - 60_000))],
      ['an earlier time with the same signature', `${Number(issuedAt) - 3_600_000}.${signature}`],
      ['a leading zero', `0${good}`],
      ['a changed signature', `${issuedAt}.${flip(signature[0]!)}${signature.slice(1)}`],
      ['a changed last character', `${good.slice(0, -1)}${flip(good.slice(-1))}`],
    ];
    for (const [what, formToken] of refused) {
      const res = await postJson(owner.app.url, { ...REQUEST, formToken });
      expect(res.status, what).toBe(400);
      expect(await res.json(), what).toEqual({ error: INQUIRY_FORM_UNVERIFIED });
    }
    // A page from before the signed token sent only the browser's time.
    const legacy = await postJson(owner.app.url, { ...REQUEST, startedAt: Date.now() - 60_000 });
    expect(await legacy.json()).toEqual({ error: INQUIRY_FORM_UNVERIFIED });
    const tampered = { ...REQUEST, formToken: `${issuedAt}.${signature.slice(1)}A` };
    await expectFormBack(await postForm(owner.app.url, tampered), INQUIRY_FORM_ERRORS.unverified, tampered);
    await expectFormBack(await postForm(owner.app.url, REQUEST), INQUIRY_FORM_ERRORS.unverified, REQUEST);
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when the form was shown more than a day ago, then 400 asking to reload (form: error=expired)', async () => {
    owner = await startAsOwner();
    const old = tokenFrom(owner.app, 24 * 3_600_000 + 60_000);
    // Signed before the refused form's page signs its own: the server never signs a time twice,
    // so a token backdated after that one would be moved up to now.
    const almostToken = tokenFrom(owner.app, 23 * 3_600_000);
    const res = await postJson(owner.app.url, { ...REQUEST, formToken: old });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INQUIRY_FORM_EXPIRED });
    const posted = { ...REQUEST, formToken: old };
    await expectFormBack(await postForm(owner.app.url, posted), INQUIRY_FORM_ERRORS.expired, posted);
    const almost = await postJson(owner.app.url, signed(owner.app, { formToken: almostToken }));
    expect(almost.status).toBe(201);
    expect(await owner.app.services.inquiries.repo.count()).toBe(1);
  });

  it('when one address floods the endpoint, then 429 (form: the contact page with error=rate-limited and the typing)', async () => {
    owner = await startAsOwner();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await postJson(owner.app.url, signed(owner.app, { details: `#${i}` }))).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const refused = await postJson(owner.app.url, signed(owner.app));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Without JavaScript, like every refusal: the form again, filled in (inquiry-rate-limited-form.test.ts).
    const posted = signed(owner.app);
    const form = await postForm(owner.app.url, posted);
    await expectFormBack(form, INQUIRY_FORM_ERRORS['rate-limited'], posted, 429);
  });
});

describe('the form token', () => {
  it('when GET /api/inquiries/form-token is called, then each answer is a fresh, uncacheable token the server accepts', async () => {
    owner = await startAsOwner({ INQUIRY_MIN_SECONDS: '0' });
    const first = await fetchToken(owner.app.url);
    expect(first.cacheControl).toBe('no-store');
    expect(first.token).toMatch(/^\d{13}\.[\w-]{43}$/);
    const res = await postJson(owner.app.url, { ...REQUEST, formToken: first.token });
    expect(res.status).toBe(201);
  });

  it('when the form is posted without JavaScript with the token from GET /contact, then it is stored once the form was open long enough', async () => {
    // Three seconds: long enough that the first post is surely "too fast" on a loaded machine.
    owner = await startAsOwner({ INQUIRY_MIN_SECONDS: '3' });
    // The server reads the clock this test moves (Date only: timers and sockets run as ever).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const page = await fetch(`${owner.app.url}/contact`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).not.toMatch(/s-maxage|public/);
    const html = await page.text();
    const formToken = /<input type="hidden" name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(formToken).toMatch(/^\d{13}\.[\w-]{43}$/);
    // Every view of the page signs its own token.
    const again = await (await fetch(`${owner.app.url}/contact`)).text();
    expect(again).not.toContain(formToken);

    const fast = await postForm(owner.app.url, { ...REQUEST, formToken });
    await expectFormBack(fast, INQUIRY_TOO_FAST, { ...REQUEST, formToken });
    // The token carries the time it was signed: the form has now been open for 3 seconds.
    const signedAt = Number(formToken!.split('.')[0]);
    vi.setSystemTime(signedAt + 3_001);
    const sent = await postForm(owner.app.url, { ...REQUEST, formToken });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=1#quote-form');
    const list = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(list.map((i) => i.email)).toEqual(['jane.agent@example.com']);
  });

  it('when the server restarts, then its secret is kept (0600, in DATA_DIR) and forms shown before still send', async () => {
    owner = await startAsOwner();
    const dir = owner.app.dataDir;
    const formToken = tokenFrom(owner.app);
    // The embedded engine keeps the secret in a private file; PostgreSQL in its secrets table.
    const file = join(dir, FORM_SECRET_FILE);
    const secret = TEST_ENGINE === 'nedb' ? await readFile(file, 'utf8') : undefined;
    if (TEST_ENGINE === 'nedb') {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(secret).toMatch(/^[0-9a-f]{64}\n$/);
    }
    await owner.app.close({ keepData: true });
    owner = await startAsOwner({}, dir);
    if (TEST_ENGINE === 'nedb') expect(await readFile(file, 'utf8')).toBe(secret);
    expect((await postJson(owner.app.url, { ...REQUEST, formToken })).status).toBe(201);
    await owner.app.close();
    owner = undefined;
    await rm(dir, { recursive: true, force: true });
  });
});

describe('e-mail notice', () => {
  it('when SMTP_URL is set, then the agency receives a notice with the request', async () => {
    const mail = await startSmtp();
    owner = await startAsOwner({ SMTP_URL: mail.url, INQUIRY_NOTIFY_TO: 'desk@lumen.test' });
    const arrived = mail.next();
    expect((await postJson(owner.app.url, signed(owner.app))).status).toBe(201);
    await arrived;
    expect(mail.received).toHaveLength(1);
    const [message] = mail.received;
    expect(message!.to).toEqual(['desk@lumen.test']);
    expect(message!.raw).toMatch(/Subject: Quote request: Real Estate Photography - Jane Agent/);
    expect(message!.raw).toMatch(/Reply-To: jane\.agent@example\.com/i);
    expect(message!.raw).toContain('Four-bedroom detached in Leaside');
    expect(message!.raw).toContain('Budget: $1,000 - $5,000');
    // The time as the agency reads it (its own clock), not a stored timestamp.
    const [stored] = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    const toronto = new Intl.DateTimeFormat('en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Toronto',
    }).format(new Date(stored!.createdAt));
    expect(message!.raw).toContain(`Received: ${toronto} (Toronto time)`);
    expect(message!.raw).not.toContain(stored!.createdAt);
  });

  it('when the mail server refuses the message, then the request still succeeds and is stored', async () => {
    const mail = await startSmtp({ reject: true });
    owner = await startAsOwner({ SMTP_URL: mail.url });
    expect((await postJson(owner.app.url, signed(owner.app))).status).toBe(201);
    expect(await owner.app.services.inquiries.repo.count()).toBe(1);
  });

  it('when no mail server listens at SMTP_URL, then the request still succeeds', async () => {
    owner = await startAsOwner({ SMTP_URL: 'smtp://127.0.0.1:9' });
    expect((await postJson(owner.app.url, signed(owner.app))).status).toBe(201);
  });
});
