import { createServer, request, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItemSchema } from '#shared/schemas/portfolio.ts';
import { type App, createApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openServices, type Services } from '../../server/src/services.ts';
import { loadProductionRenderer } from '../../server/src/site/production-renderer.ts';

/**
 * The page cache and the fast path over real HTTP, against the real build: pages built from data
 * are rendered once per data change, conditional requests get 304, the cache does not grow with
 * addresses or Host values a client makes up, and answers from memory carry the same headers as
 * the Express path.
 */
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const ORIGIN = 'https://agency.example';

let dataDir: string;
let services: Services;
let app: App;
let server: Server;
let base: string;
/** Renders per requested url. */
const renders = new Map<string, number>();
/** Request log lines (JSON), to tell fast-path answers from Express ones. */
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lumen-page-cache-'));
  // Listen first: the test's own address must be an accepted host (pages still use PUBLIC_URL).
  server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const own = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${own}`;
  const config = loadConfig({
    ALLOWED_HOSTS: own,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    PUBLIC_URL: ORIGIN,
    RATE_LIMIT: 'false',
  });
  services = await openServices(config, pino({ level: 'silent' }));
  const built = await loadProductionRenderer(distDir);
  const renderer = {
    pagePolicy: built.pagePolicy,
    renderPage: (request: Parameters<typeof built.renderPage>[0]) => {
      renders.set(request.url, (renders.get(request.url) ?? 0) + 1);
      return built.renderPage(request);
    },
  };
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = createApp({ config, logger: pino({ level: 'info' }, sink), renderer, distDir, ...services });
  server.on('request', app);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** node:http, because fetch does not let a caller choose the Host header. */
const getWithHost = (path: string, host: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: 'manual' });

describe('the page cache', () => {
  it('when a data-driven page is asked for many times, at once and in turn, then it is rendered once', async () => {
    const path = '/portfolio/photography';
    const first = await Promise.all(Array.from({ length: 10 }, () => get(path)));
    for (let i = 0; i < 20; i++) first.push(await get(path, { 'accept-encoding': i % 2 ? 'br' : 'gzip' }));
    expect(first.map((r) => r.status)).toEqual(first.map(() => 200));
    expect(renders.get(path)).toBe(1);
    expect(first[0]!.headers.get('cache-control')).toBe('no-cache');
  });

  it('when the portfolio changes, then its page shows the change on the next request and the other collections are not rendered again', async () => {
    await get('/portfolio/drone');
    await get('/portfolio/photography');
    const dronesBefore = renders.get('/portfolio/drone');
    const photosBefore = renders.get('/portfolio/photography')!;
    const fields = createItemSchema.parse({
      title: 'Freshly Published Harbourfront Loft',
      description: 'Shot this morning',
      type: 'image',
      src: '/images/portfolio/photography-1.jpg',
      alt: 'A loft',
    });
    await services.portfolio.create('photographyPortfolio', fields, 'owner');
    const after = await (await get('/portfolio/photography')).text();
    expect(after).toContain('Freshly Published Harbourfront Loft');
    expect(renders.get('/portfolio/photography')).toBe(photosBefore + 1);
    await get('/portfolio/drone');
    expect(renders.get('/portfolio/drone')).toBe(dronesBefore);
  });

  it('when a client sends back the ETag it got, then the answer is 304 without a body, per encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const path of ['/portfolio/video', '/about']) {
        const full = await get(path, { 'accept-encoding': encoding });
        const etag = full.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]+"$/);
        // As a browser revalidates (fetch would otherwise add "Cache-Control: no-cache", which
        // asks for a full answer).
        const revalidate = { 'accept-encoding': encoding, 'cache-control': 'max-age=0' };
        const again = await get(path, { ...revalidate, 'if-none-match': etag });
        expect(again.status, `${path} ${encoding}`).toBe(304);
        expect(await again.text()).toBe('');
        expect(again.headers.get('etag')).toBe(etag);
        const other = await get(path, { ...revalidate, 'if-none-match': '"not-it"' });
        expect(other.status).toBe(200);
      }
    }
  });

  it('when clients make up addresses, query strings and Host values, then the cache does not grow and no page names their host', async () => {
    await get('/no-such-page-0');
    await get('/about');
    const size = app.sitePages.cachedPages;
    const notFoundRenders = renders.get('/404') ?? 0;
    for (let i = 1; i <= 40; i++) {
      const missing = await get(`/no-such-page-${i}`);
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();
      await (await get(`/about?utm_source=${i}`)).arrayBuffer();
      // Refused by the host check (421); either way never a page for, or an entry under, that host.
      const body = await getWithHost('/about', `evil-${i}.example`);
      expect(body).not.toContain(`evil-${i}.example`);
      expect(body).toContain('does not answer for that host');
    }
    expect(app.sitePages.cachedPages).toBe(size);
    expect(renders.get('/404') ?? 0).toBe(notFoundRenders);
  });
});

describe('query strings', () => {
  it('when a page is asked for with a query it does not read (a campaign link, anything made up), then the kept page answers and nothing is rendered for it', async () => {
    const plain = await get('/about', { 'Accept-Encoding': 'br' });
    const bytes = Buffer.from(await plain.arrayBuffer());
    for (const query of [
      '?utm_source=newsletter&utm_campaign=spring',
      '?gclid=abc',
      `?x=${'y'.repeat(40)}`,
    ]) {
      const res = await get(`/about${query}`, { 'Accept-Encoding': 'br' });
      expect(res.status, query).toBe(200);
      expect(res.headers.get('etag'), query).toBe(plain.headers.get('etag'));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), query).toBe(true);
      expect(renders.get(`/about${query}`), query).toBeUndefined();
    }
    // Once the page's policy is known, such an address is answered before Express, and logged
    // by its path alone.
    const before = logLines.length;
    await (await get('/about?utm_source=fast&utm_campaign=spring')).arrayBuffer();
    expect(logLines.slice(before)).toEqual([
      expect.objectContaining({ fast: true, path: '/about', status: 200 }),
    ]);
    // A query the page reads never is: the blog's list filtered by category goes to Express.
    await (await get('/blog')).arrayBuffer();
    await (await get('/blog?category=Drone')).arrayBuffer();
    expect(logLines.at(-1)).not.toHaveProperty('fast');
    // The same on a data-driven page and for the shared 404 page.
    await (await get('/projects?utm_source=ad')).arrayBuffer();
    expect(renders.get('/projects?utm_source=ad')).toBeUndefined();
    const missing = await get('/no-such-page?fbclid=1');
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
    expect(renders.get('/no-such-page?fbclid=1')).toBeUndefined();
  });

  it('when the blog is asked for with a category or search it reads, then that list is rendered for the request, campaign parameters and all', async () => {
    const res = await get('/blog?category=Drone&utm_source=newsletter');
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(renders.get('/blog?category=Drone&utm_source=newsletter')).toBe(1);
    await (await get('/blog?q=tour')).arrayBuffer();
    expect(renders.get('/blog?q=tour')).toBe(1);
    // A per-request page still gets its whole query.
    await (await get('/search?q=drone&utm_source=x')).arrayBuffer();
    expect(renders.get('/search?q=drone&utm_source=x')).toBe(1);
  });
});

/** Every header but the per-request ones. */
const headersOf = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
  );

describe('the fast path', () => {
  it('when a ready page or asset is answered before the middleware stack, then it carries the same headers as the Express path', async () => {
    const html = await (await get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const cases = [
      ['br', '/services/drone'],
      ['gzip, deflate, br, zstd', '/services/video'],
      ['gzip', '/services/editing'],
      ['', '/services/matterport'],
    ] as const;
    for (const [encoding, page] of cases) {
      const headers = { 'accept-encoding': encoding };
      // A page's first request goes through Express (cache miss); an asset with a query does too.
      const slowPage = await get(page, headers);
      const fastPage = await get(page, headers);
      const slowAsset = await get(`${script}?v=1`, headers);
      const fastAsset = await get(script, headers);
      expect(headersOf(fastPage), `page, ${encoding}`).toEqual(headersOf(slowPage));
      expect(headersOf(fastAsset), `asset, ${encoding}`).toEqual(headersOf(slowAsset));
      expect(Buffer.from(await fastPage.arrayBuffer())).toEqual(Buffer.from(await slowPage.arrayBuffer()));
      expect(Buffer.from(await fastAsset.arrayBuffer())).toEqual(Buffer.from(await slowAsset.arrayBuffer()));
      expect(fastPage.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(fastPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const fastLines = logLines.filter((line) => line.fast === true && line.path === script);
    expect(fastLines.length).toBe(4);
    const fastPages = logLines.filter((line) => line.fast === true && cases.some(([, p]) => p === line.path));
    expect(fastPages.length).toBe(4);
    expect(fastLines[0]).toMatchObject({ msg: 'request', method: 'GET', status: 200 });
    expect(typeof fastLines[0]!.reqId).toBe('string');
  });

  it('when many requests for one page are answered from memory, then each carries its own request id and otherwise the same headers', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    await get('/services/brand', headers);
    const given = 'client-chosen-id-1234';
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => get('/services/brand', headers)),
      get('/services/brand', { ...headers, 'x-request-id': given }),
      get('/services/brand', { 'accept-encoding': 'gzip' }),
    ]);
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(answers.length);
    expect(ids[20]).toBe(given);
    for (const res of answers.slice(1, 21)) expect(headersOf(res)).toEqual(headersOf(answers[0]!));
    // The gzip answer's block is its own: its ETag and encoding are not the Brotli one's.
    expect(answers[21]!.headers.get('content-encoding')).toBe('gzip');
    expect(answers[21]!.headers.get('etag')).not.toBe(answers[0]!.headers.get('etag'));
    const logged = logLines.filter((line) => line.fast === true && line.path === '/services/brand');
    expect(new Set(logged.map((line) => line.reqId))).toEqual(new Set(ids));
  });

  it('when a HEAD request is answered from memory, then it has the GET headers and no body', async () => {
    await get('/terms');
    const getRes = await get('/terms', { 'accept-encoding': 'br' });
    const head = await fetch(`${base}/terms`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(headersOf(head)).toEqual(headersOf(getRes));
    expect(await head.text()).toBe('');
  });
});
