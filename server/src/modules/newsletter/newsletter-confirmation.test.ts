import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_SUCCESS } from '#shared/schemas/newsletter.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../tests/support/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let app: TestApp | undefined;
let smtp: SmtpCatcher | undefined;
afterEach(async () => {
  await app?.close();
  await smtp?.close();
  app = smtp = undefined;
});

const signUp = (url: string, email: string) =>
  fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, source: '/blog' }),
  });

const linkIn = (text: string) => /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];

describe('the new subscriber confirmation e-mail', () => {
  it('when SMTP_URL is set and an address signs up, then it gets the consent wording and a working unsubscribe link', async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url });
    const arrived = smtp.next();
    const res = await signUp(app.url, 'New.Agent@Example.com');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: NEWSLETTER_SUCCESS });
    const mail = await arrived;
    expect(mail.to).toEqual(['new.agent@example.com']);
    expect(mail.raw).toMatch(/^Subject: You are subscribed to the Lumen Realty Media newsletter/m);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(NEWSLETTER_CONSENT_TEXT);

    // The link is absolute, on the address the request came to, and opens the confirm page...
    const link = linkIn(mail.text)!;
    expect(link.startsWith(`${app.url}/unsubscribe?token=`)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(token).toBe(new URL(link).searchParams.get('token'));
    // ...whose button posts the token, and then the address is unsubscribed.
    const done = await fetch(`${app.url}/api/newsletter/unsubscribe`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ token: token! }),
    });
    expect(done.headers.get('location')).toBe('/unsubscribe?done=1');
    const stored = await app.services.newsletter.repo.findByEmail('new.agent@example.com');
    expect(stored?.unsubscribedAt).toEqual(expect.any(String));
  });

  it('when PUBLIC_URL is set, then the link is on the public address', async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://agency.example/' });
    const arrived = smtp.next();
    await signUp(app.url, 'public@agent.ca');
    expect(linkIn((await arrived).text)).toMatch(/^https:\/\/agency\.example\/unsubscribe\?token=/);
  });

  it('when an address already on the list signs up again, then the answer is the same and no second e-mail is sent', async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url });
    const arrived = smtp.next();
    const first = await (await signUp(app.url, 'twice@agent.ca')).json();
    await arrived;
    const second = await signUp(app.url, 'TWICE@agent.ca');
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    // Any e-mail for the second signup was started before its answer: wait until none is going.
    await app.services.mailer!.settled();
    expect(smtp.received).toHaveLength(1);
  });

  it('when ten signups of one new address race, then exactly one e-mail goes out, with the stored token', async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url, RATE_LIMIT: 'false' });
    const arrived = smtp.next();
    const newsletter = app.services.newsletter;
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () => newsletter.subscribe({ email: 'r@a.ca' })),
    );
    expect(tokens.filter(Boolean)).toHaveLength(1);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await signUp(app!.url, 'h@a.ca')).status),
    );
    expect(statuses).toEqual(Array(10).fill(201));
    await arrived;
    await app.services.mailer!.settled();
    expect(smtp.received).toHaveLength(1);
    const stored = await newsletter.repo.findByEmail('h@a.ca');
    expect(linkIn(smtp.received[0]!.text)).toContain(`token=${stored!.unsubscribeToken}`);
  });

  it('when the mail server refuses the message or is down, then the signup still succeeds at once', async () => {
    smtp = await startSmtpCatcher({ reject: true });
    app = await startTestApp({ SMTP_URL: smtp.url });
    expect((await signUp(app.url, 'refused@agent.ca')).status).toBe(201);
    await app.close();
    app = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const started = Date.now();
    expect((await signUp(app.url, 'nobody-listens@agent.ca')).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await app.services.newsletter.repo.count()).toBe(1);
  });
});
