import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UploadAnswer, UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import { type OwnerClient, startAsOwner } from '../api/owner-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Gate: every kind of response (page, asset, API JSON, API error, 404, upload) carries the
 * security headers; HSTS whenever (and only when) the configured public origin is https.
 */

const assetsDir = fileURLToPath(new URL('../../dist/client/assets', import.meta.url));

let owner: OwnerClient;
let behindProxy: TestApp;
let uploadUrl: string;

beforeAll(async () => {
  owner = await startAsOwner({ RATE_LIMIT: 'false' }, undefined, { site: 'built' });
  behindProxy = await startTestApp(
    {
      RATE_LIMIT: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://agency.example',
    },
    undefined,
    { site: 'built' },
  );
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#204060' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'pic.png');
  const res = await owner.call('/api/upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  uploadUrl = ((await res.json()) as UploadAnswer).url;
});

afterAll(async () => {
  await owner?.app.close();
  await behindProxy?.close();
});

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get('script-src'), `${label}: script-src`).toBeDefined();
  expect(directives.get('script-src'), label).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src'), label).not.toContain("'unsafe-eval'");
  expect(directives.get('style-src'), label).toEqual(["'self'"]);
  expect(directives.get('default-src'), label).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  // One frame policy: the older header says the same as the CSP (SAMEORIGIN contradicted it).
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy'), label).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(res.headers.get('x-powered-by'), label).toBeNull();
}

describe('security headers on every kind of response', () => {
  it('when pages (admin included), assets, the service worker, API answers, errors, 404s, 413s and uploads are fetched, then each carries CSP, nosniff, referrer and permissions policies and no HSTS', async () => {
    const script = readdirSync(assetsDir).find((name) => name.endsWith('.js'))!;
    const style = readdirSync(assetsDir).find((name) => name.endsWith('.css'))!;
    const requests: [string, string, RequestInit | undefined, number][] = [
      ['prerendered page', '/privacy', undefined, 200],
      ['page from stored pictures', '/about', undefined, 200],
      ['page from stored projects', '/', undefined, 200],
      ['server-rendered page', '/portfolio/photography', undefined, 200],
      ['page with query', '/search?q=drone', undefined, 200],
      ['site 404 page', '/no-such-page', undefined, 404],
      ['script asset', `/assets/${script}`, undefined, 200],
      ['style asset', `/assets/${style}`, undefined, 200],
      ['missing asset', '/assets/missing-file.js', undefined, 404],
      ['manifest', '/manifest.webmanifest', undefined, 200],
      ['robots.txt', '/robots.txt', undefined, 200],
      ['sitemap.xml', '/sitemap.xml', undefined, 200],
      ['API JSON', '/api/health', undefined, 200],
      ['API portfolio JSON', '/api/portfolio/photographyPortfolio', undefined, 200],
      ['API 404', '/api/no-such-route', undefined, 404],
      ['API 401', '/api/admin/portfolio', undefined, 401],
      [
        'API 400',
        '/api/newsletter',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":1}' },
        400,
      ],
      [
        'API malformed JSON',
        '/api/newsletter',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
        400,
      ],
      ['admin page', '/admin', undefined, 200],
      ['service worker', '/sw.js', undefined, 200],
      ['offline page', '/offline.html', undefined, 200],
      ['upload', uploadUrl, undefined, 200],
      ['missing upload', '/uploads/00000000000000000000000000000000.jpg', undefined, 404],
    ];
    for (const [label, path, init, status] of requests) {
      const res = await fetch(`${owner.app.url}${path}`, init);
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
      // The public origin is http here (a local test): no HSTS, whatever a request claims.
      expect(res.headers.get('strict-transport-security'), label).toBeNull();
      await res.arrayBuffer();
    }
    // An upload over the 50 MB limit is refused (413) with the same headers.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)]), 'huge.jpg');
    const tooLarge = await owner.call('/api/upload', { method: 'POST', body: form });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge, 'upload over the limit');
    const spoofed = await fetch(`${owner.app.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('when the public origin is https, then every answer carries HSTS for a year, and a plain-http request through the proxy is redirected', async () => {
    for (const path of ['/', '/api/health', '/api/no-such-route', '/no-such-page']) {
      const tls = await fetch(`${behindProxy.url}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(tls.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(tls, path);
    }
    const plain = await fetch(`${behindProxy.url}/about`, {
      headers: { 'X-Forwarded-Proto': 'http' },
      redirect: 'manual',
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://agency.example/about');
    expect(plain.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('when an API error is answered, then it is JSON { error } without a stack trace', async () => {
    const res = await fetch(`${owner.app.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(String(body.error)).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });
});
