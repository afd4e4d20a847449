import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS, postPath } from '#shared/content/blog/posts.ts';
import { rawRequest } from '../support/raw-request.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 11, findings 1-4: the server builds no link from a request header, answers only its
 * configured host (421 otherwise, never a 5xx) and so can be made to render or compress nothing new.
 */
let app: TestApp | undefined;
let smtp: SmtpCatcher | undefined;
afterEach(async () => {
  await app?.close();
  await smtp?.close();
  app = smtp = undefined;
});

const PUBLIC = 'https://agency.example';
const INJECTION = 'x"><meta http-equiv="refresh" content="0;url=https://evil.test/"><x y="';
const blogPage = postPath(BLOG_POSTS[0]!);

describe('finding 1: Host header injection', () => {
  it('when a page is asked for with a hostile Host, then it is refused with 421 and nothing of that host is echoed', async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC });
    const res = await rawRequest(`${app.url}${blogPage}`, { headers: { Host: INJECTION } });
    expect(res.status).toBe(421);
    expect(res.body).not.toContain('evil.test');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the same page is asked for on an accepted host, then canonical, Open Graph and JSON-LD use PUBLIC_URL', async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC });
    const res = await rawRequest(`${app.url}${blogPage}`, { headers: { Host: 'agency.example' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatch(new RegExp(`<link[^>]* rel="canonical" href="${PUBLIC}${blogPage}"`));
    expect(res.body).toContain(`content="${PUBLIC}${blogPage}"`);
    expect(res.body).not.toContain('127.0.0.1');
  });

  it('when a trusted proxy forwards a hostile X-Forwarded-Host, then it is refused too', async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC, TRUST_PROXY: 'loopback' });
    const res = await rawRequest(`${app.url}/`, {
      headers: { Host: 'agency.example', 'X-Forwarded-Host': 'evil.test' },
    });
    expect(res.status).toBe(421);
  });
});

describe('finding 2: poisoned e-mail', () => {
  it('when a signup arrives with Host: evil.test, then it is refused and no e-mail leaves', async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ PUBLIC_URL: PUBLIC, SMTP_URL: smtp.url });
    const res = await rawRequest(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { Host: 'evil.test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com', source: '/blog' }),
    });
    expect(res.status).toBe(421);
    expect(await app.services.newsletter.repo.findByEmail('victim@example.com')).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });

  it('when a signup arrives on an accepted host, then the unsubscribe link is on PUBLIC_URL', async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ PUBLIC_URL: PUBLIC, SMTP_URL: smtp.url });
    const arrived = smtp.next();
    const res = await rawRequest(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { Host: 'agency.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com', source: '/blog' }),
    });
    expect(res.status).toBe(201);
    expect((await arrived).text).toMatch(/https:\/\/agency\.example\/unsubscribe\?token=[\w-]+/);
  });
});

describe('finding 3: a new copy of a page per host', () => {
  it('when 300 requests each name a new host, then every one is refused before any page is built', async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC });
    let rendered = 0;
    const answers = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const res = await rawRequest(`${app.url}/about`, {
        headers: { Host: `h${i}.evil.test`, 'Accept-Encoding': 'br' },
      });
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
      if (res.headers['content-encoding']) rendered++;
    }
    expect(Object.fromEntries(answers)).toEqual({ 421: 300 });
    expect(rendered).toBe(0);
  });
});

describe('finding 4: an invalid Host', () => {
  it.each(['x@y', 'a b', 'h1, h2', '', 'agency.example:99999', '[::1', 'agency.example.'])(
    'when Host is %j, then the answer is 400 or 421 with a JSON error, never a 5xx',
    async (host) => {
      app = await startTestApp({ PUBLIC_URL: PUBLIC });
      for (const path of [
        blogPage,
        '/contact',
        '/portfolio',
        '/search?q=x',
        '/robots.txt',
        '/api/portfolio',
      ]) {
        const res = await rawRequest(`${app.url}${path}`, { headers: { Host: host } });
        expect([400, 421], `${path} with Host ${JSON.stringify(host)}`).toContain(res.status);
        expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
      }
    },
  );
});

describe('links from configuration', () => {
  it('when robots.txt and the sitemap are read, then every address is on PUBLIC_URL', async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC });
    const robots = await rawRequest(`${app.url}/robots.txt`, { headers: { Host: 'agency.example' } });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    const sitemap = await rawRequest(`${app.url}/sitemap.xml`, { headers: { Host: 'agency.example:443' } });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC}/`)).toBe(true);
  });

  it('when a health probe arrives on the container-internal address, then it is answered', async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC });
    const res = await rawRequest(`${app.url}/api/health`, { headers: { Host: '127.0.0.1:3000' } });
    expect(res.status).toBe(200);
  });
});
