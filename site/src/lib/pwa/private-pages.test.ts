import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../../../vite.config.ts';

/**
 * The owner's previews of drafts and an agent's delivery page are answered `private, no-store`:
 * the service worker must not keep them either, or a draft stays in the browser's caches after
 * the owner signs out, and opens there offline.
 */
const PRIVATE_PAGES = ['/preview/posts/abc123', '/preview/projects/abc123', '/delivery/AbCdEf0123'];
const PUBLIC_PAGE = '/about';

type RoutePattern = (options: { request: { mode: string }; url: URL; sameOrigin: boolean }) => boolean;

describe("the worker's route for page loads", () => {
  const pages = pwaOptions.workbox?.runtimeCaching?.find((route) => route.options?.cacheName === 'pages');
  const takes = (path: string) =>
    (pages!.urlPattern as RoutePattern)({
      request: { mode: 'navigate' },
      url: new URL(path, 'https://agency.example'),
      sameOrigin: true,
    });

  it('when a preview or delivery page is loaded, then the worker leaves it to the network (nothing kept)', () => {
    expect(takes(PUBLIC_PAGE)).toBe(true);
    for (const path of PRIVATE_PAGES) expect(takes(path), path).toBe(false);
  });

  it('when a page it takes is answered no-store, then it is not kept', async () => {
    const answer = (cacheControl: string) =>
      new Response('<p>page</p>', { headers: { 'Cache-Control': cacheControl } });
    const kept = async (cacheControl: string) => {
      let response: Response | null | undefined = answer(cacheControl);
      for (const plugin of pages!.options?.plugins ?? []) {
        if (response && plugin.cacheWillUpdate) {
          response = (await plugin.cacheWillUpdate({ response } as never)) ?? null;
        }
      }
      return Boolean(response);
    };
    expect(await kept('private, no-store')).toBe(false);
    expect(await kept('no-cache')).toBe(true);
  });
});

/** Runs site/public/sw-visited-pages.js against a stand-in worker scope; returns what it stored. */
async function visit(page: string, cacheControl: string): Promise<{ fetched: string[]; stored: string[] }> {
  const source = await readFile(new URL('../../../public/sw-visited-pages.js', import.meta.url), 'utf8');
  const listeners = new Map<string, (event: unknown) => void>();
  const fetched: string[] = [];
  const stored: string[] = [];
  const origin = 'https://agency.example';
  const cache = {
    match: async () => undefined,
    put: async (href: string) => {
      stored.push(new URL(href).pathname);
    },
    keys: async () => [],
    delete: async () => true,
  };
  runInNewContext(source, {
    URL,
    self: {
      location: { origin },
      addEventListener: (name: string, fn: (e: unknown) => void) => listeners.set(name, fn),
    },
    caches: { open: async () => cache },
    fetch: async (href: string) => {
      fetched.push(new URL(href).pathname);
      return new Response('<!doctype html><p>draft</p>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
      });
    },
  });
  let done: Promise<unknown> = Promise.resolve();
  listeners.get('message')!({
    origin,
    data: { type: 'KEEP_VISITED_PAGE', page: `${origin}${page}`, files: [] },
    source: { postMessage: () => undefined },
    waitUntil: (promise: Promise<unknown>) => {
      done = promise;
    },
  });
  await done;
  return { fetched, stored };
}

describe('the pages the site tells the worker to keep', () => {
  it('when the page shown is a preview or a delivery page, then the worker neither fetches nor keeps it', async () => {
    for (const path of PRIVATE_PAGES) {
      expect(await visit(path, 'private, no-store'), path).toEqual({ fetched: [], stored: [] });
    }
  });

  it('when a page is answered no-store, then it is not kept; a public page is', async () => {
    expect((await visit('/listings/12-main-st', 'private, no-store')).stored).toEqual([]);
    expect((await visit(PUBLIC_PAGE, 'no-cache')).stored).toEqual([PUBLIC_PAGE]);
  });
});
