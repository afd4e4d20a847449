import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFormToken } from '../support/form-token.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 11 finding 10: `//anything` rendered the home page; NUL and control characters were stored raw. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** One app for the redirect tables: they only read, so one start serves them all. */
let reading: Promise<TestApp> | undefined;
afterAll(async () => {
  await (await reading)?.close();
});

/** One 301 from `path` (sent exactly as written) to `target`. */
async function expectRedirect(path: string, target: string) {
  reading ??= startTestApp();
  const res = await rawRequest(`${(await reading).url}${path}`);
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe(target);
}

describe('paths with empty or dot segments', () => {
  it.each([
    ['//anything', '/anything'],
    ['//evil.example/x', '/evil.example/x'],
    ['/blog//post?q=1', '/blog/post?q=1'],
    ['///', '/'],
    ['/blog/%2e%2e', '/'],
    ['/blog/..?q=1', '/?q=1'],
    ['/projects/%2E/x/%2e%2E/', '/projects/'],
    ['/%2e%2e/%2e%2e/etc', '/etc'],
    ['/blog/./post', '/blog/post'],
  ])('when %s is asked for, then it is redirected to %s on this site', expectRedirect);

  it.each([
    ['/Portfolio/Photography', '/portfolio/photography'],
    ['/BLOG/Some-Post/?utm_source=Flyer', '/blog/some-post?utm_source=Flyer'],
    ['/Listings/12-Main-St', '/listings/12-main-st'],
    ['/projects/', '/projects'],
    ['/abou%74', '/about'],
    ['/%73ervices/a%6Cl?x=%41', '/services/all?x=%41'],
    ['/Blog/Caf%C3%A9', '/blog/caf%C3%A9'],
  ])('when %s is asked for, then it is redirected once to its one address %s', expectRedirect);

  it.each([
    ['/\\evil.example/', '/%5Cevil.example'],
    ['/./\\evil.example', '/%5Cevil.example'],
  ])(
    'when %s is redirected, then a backslash stays escaped, so the address cannot turn into //another-site',
    expectRedirect,
  );

  // The renderer reads an address as a URL, where `\` is `/`: `/blog/x\..\..\contact` was the
  // contact page, kept in the page cache under that address, so every made-up prefix took a new
  // entry and a render, and pushed real pages out. Browsers never send a raw backslash.
  it.each([
    ['/blog/x\\..\\..\\contact', '/blog/x%5C..%5C..%5Ccontact'],
    ['/listings/a\\..\\..\\about?q=1', '/listings/a%5C..%5C..%5Cabout?q=1'],
    ['/delivery/AbC\\..\\..\\contact', '/delivery/AbC%5C..%5C..%5Ccontact'],
    ['/preview/posts/x\\..\\..\\..\\contact', '/preview/posts/x%5C..%5C..%5C..%5Ccontact'],
  ])('when %s (a raw backslash) is asked for, then it is redirected to %s, escaped', expectRedirect);

  it('when a backslash and dots walk out of a section, then no other page answers there', async () => {
    app = await startTestApp();
    for (const path of ['/blog/x\\..\\..\\contact', '/portfolio/photography\\..\\..\\about']) {
      const first = await rawRequest(`${app.url}${path}`);
      expect(first.status, path).toBe(301);
      const res = await rawRequest(`${app.url}${first.headers.location}`);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toMatch(/<title[^>]*>(Contact|About)/);
    }
  });

  it('when a typed address with capitals names a real page, then it ends on that page', async () => {
    app = await startTestApp();
    const res = await fetch(`${app.url}/Portfolio/Photography`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${app.url}/portfolio/photography`);
  });

  it("when a delivery or preview address has capitals, then it is not changed (its token or id is the owner's key)", async () => {
    app = await startTestApp();
    for (const path of ['/delivery/AbCdEf', '/preview/projects/AbC']) {
      const res = await rawRequest(`${app.url}${path}`);
      expect(res.status, path).not.toBe(301);
    }
  });

  it('when an API address has an empty segment, then it is a JSON 404', async () => {
    app = await startTestApp();
    for (const method of ['GET', 'POST']) {
      const res = await rawRequest(`${app.url}//api/health`, { method });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ error: 'Not found' });
    }
    const post = await rawRequest(`${app.url}/api//newsletter`, { method: 'POST' });
    expect(post.status).toBe(404);
    const dots = await rawRequest(`${app.url}/api/x/%2e%2e/health`);
    expect(dots.status).toBe(404);
  });
});

describe('control characters in what visitors send', () => {
  it('when a quote request carries NUL and escape characters, then they are not stored', async () => {
    app = await startTestApp({ INQUIRY_MIN_SECONDS: '0' });
    const body = {
      formToken: await fetchFormToken(app.url),
      firstName: 'Nul\u0000l',
      lastName: 'Esc\u001b[31m',
      email: 'ctrl@example.com',
      details: 'Line one\r\nLine\ttwo\u0000\u0007',
    };
    const res = await fetch(`${app.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const [stored] = await app.services.inquiries.list();
    expect(stored).toMatchObject({ firstName: 'Null', lastName: 'Esc[31m', details: 'Line one\nLine\ttwo' });
  });
});

describe('search words in an address', () => {
  it('when a search or blog filter address carries NUL or control characters, then the page shows the words without them', async () => {
    app = await startTestApp();
    for (const path of ['/search?q=%00drone%07%1b', '/blog?q=%00drone%07%1b']) {
      const res = await rawRequest(`${app.url}${path}`);
      expect(res.status, path).toBe(200);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
      expect(res.body, path).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
      expect(res.body, path).toContain('value="drone"');
    }
  });
});

describe('folders and methods a page address does not take', () => {
  it("when the build's index.html is asked for, then it is redirected to the folder's page, not sent as a blank template", async () => {
    app = await startTestApp({}, undefined, { site: 'stub' });
    for (const [path, target] of [
      ['/index.html', '/'],
      ['/blog/index.html?x=1', '/blog?x=1'],
      ['/INDEX.HTML', '/'],
    ]) {
      const res = await rawRequest(`${app.url}${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(target);
    }
  });

  it('when a folder of the built site is asked for, then it is answered as a page, not by a redirect that comes back', async () => {
    app = await startTestApp({}, undefined, { site: 'stub' });
    // The stub site's client folder holds images/stub-note.txt: the file is served, the folder is no page.
    const file = await rawRequest(`${app.url}/images/stub-note.txt`);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=604800');
    for (const path of ['/images', '/images/', '/images/x/%2e%2e', '/assets']) {
      const res = await rawRequest(`${app.url}${path}`);
      const seen = [path];
      let next = res;
      // A redirect may lead on (a trailing slash is dropped), but never back to where it started.
      while (next.status === 301 && seen.length < 4) {
        const location = String(next.headers.location);
        expect(seen).not.toContain(location);
        seen.push(location);
        next = await rawRequest(`${app.url}${location}`);
      }
      // The stub site renders one page for every address (the built one its 404 page): a page, not a redirect.
      expect(next.status, `${seen.join(' -> ')}`).not.toBe(301);
    }
  });

  it('when a page is sent PUT, DELETE or POST, then 405 names the methods it takes, in JSON', async () => {
    app = await startTestApp({}, undefined, { site: 'stub' });
    for (const [method, path] of [
      ['PUT', '/'],
      ['DELETE', '/blog'],
      ['POST', '/contact'],
      ['PATCH', '/images/stub-note.txt'],
    ] as const) {
      const res = await rawRequest(`${app.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(JSON.parse(res.body)).toEqual({ error: 'This address only answers GET and HEAD requests.' });
    }
    // OPTIONS still says what a page takes, as before.
    const options = await rawRequest(`${app.url}/blog`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.allow).toContain('GET');
  });
});

describe('addresses with an escaped line break', () => {
  it('when an unknown address holds one, then the not-found page answers, and nothing is logged as an error', async () => {
    const lines: { level: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    app = await startTestApp({}, undefined, { overrides: () => ({ logger }) });
    // React Router's catch-all stops at a line break: these were the error page, with a 500.
    for (const path of ['/x%0a', '/x%0D', '/x%E2%80%A8', '/a/b/%0a', '/admin/%0a']) {
      const res = await rawRequest(`${app.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('Page Not Found');
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('addresses with a broken percent escape', () => {
  it("when a page's address has one, then the site's not-found page answers, and the renderer is not asked", async () => {
    app = await startTestApp();
    const warn = vi.spyOn(console, 'warn');
    try {
      for (const path of ['/%ZZ', '/blog/%E0%A4%A', '/portfolio/%ZZ', '/preview/%E0']) {
        const res = await rawRequest(`${app.url}${path}`);
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.body, path).toContain('Page Not Found');
      }
      // React Router warns on each path it cannot decode: a log line anyone could cause at will.
      expect(warn.mock.calls.flat().join(' ')).not.toContain('could not be decoded');
    } finally {
      warn.mockRestore();
    }
  });

  it('when an API address has one, then 400 says what is wrong with it in words', async () => {
    app = await startTestApp();
    const res = await rawRequest(`${app.url}/api/portfolio/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: 'This address has a malformed percent escape (such as %ZZ) and could not be read.',
    });
  });
});
