import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../lib/change-feed.ts';
import { PageCache } from './page-cache.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { type SitePage, SitePages } from './site-pages.ts';

/**
 * A data page's renders, in an order the test decides: each render waits until the test lets it
 * finish, and shows the data as it was when it began (as a real render reads the store then).
 */
function steppedRenderer(data: { title: string }) {
  const waiting: (() => void)[] = [];
  const renderer: PageRenderer = {
    pagePolicy: async () => ({
      kind: 'cached',
      tags: ['portfolio:dronePortfolio'],
      query: [],
      notFound: false,
    }),
    renderPage: async (): Promise<RenderedPage> => {
      const title = data.title;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { status: 200, body: `<h1>${title}</h1>` };
    },
  };
  const finishNext = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    waiting.shift()!();
  };
  return { renderer, finishNext };
}

const body = (page: SitePage) => (page.kind === 'ready' ? page.answer.identity.toString() : page.kind);

describe('concurrent requests for a cached page', () => {
  it('when data changes while a render is under way, then a request after the change gets a render of the new data, not the one under way', async () => {
    const data = { title: 'Before' };
    const { renderer, finishNext } = steppedRenderer(data);
    const changes = createChangeFeed();
    const pages = new SitePages({
      renderer,
      origin: 'https://agency.example',
      cache: new PageCache(),
      changes,
    });

    const early = pages.page('/portfolio/drone', '', '');
    await new Promise((resolve) => setTimeout(resolve, 5));
    data.title = 'After';
    changes.publish(['portfolio:dronePortfolio']);
    const late = pages.page('/portfolio/drone', '', '');

    await finishNext();
    await finishNext();
    expect(body(await early)).toContain('Before');
    expect(body(await late)).toContain('After');
    // The stale render was answered to its own request but not kept.
    expect(body(await pages.page('/portfolio/drone', '', ''))).toContain('After');
  });

  it('when no data changed, then requests arriving during a render share it', async () => {
    const { renderer, finishNext } = steppedRenderer({ title: 'Only' });
    const pages = new SitePages({ renderer, origin: 'https://agency.example', cache: new PageCache() });
    const first = pages.page('/portfolio/drone', '', '');
    const second = pages.page('/portfolio/drone', '', '');
    await finishNext();
    expect(body(await first)).toContain('Only');
    expect(body(await second)).toContain('Only');
  });
});

describe('a query string', () => {
  /** A list page that reads ?category=, rendering what it was asked for. */
  const listPages = () => {
    const urls: string[] = [];
    const renderer: PageRenderer = {
      pagePolicy: async () => ({ kind: 'cached', tags: [], query: ['category'], notFound: false }),
      renderPage: async ({ url }): Promise<RenderedPage> => {
        urls.push(url);
        return { status: 200, body: `<h1>${url}</h1>` };
      },
    };
    const pages = new SitePages({ renderer, origin: 'https://agency.example', cache: new PageCache() });
    return { pages, urls };
  };

  it('when it holds no parameter the page reads, then the kept page answers, made once without the query', async () => {
    const { pages, urls } = listPages();
    for (const query of ['', '?utm_source=newsletter', '?gclid=1&x=2', '?']) {
      expect(body(await pages.page('/blog', query, ''))).toBe('<h1>/blog</h1>');
    }
    expect(urls).toEqual(['/blog']);
  });

  it('when the fast path asks for an address with a query, then the kept page is given only once the policy is known and the query is not read', async () => {
    const { pages } = listPages();
    expect(pages.readyIgnoring('/blog', '?utm_source=x')).toBeUndefined();
    const kept = await pages.page('/blog', '', '');
    expect(kept.kind).toBe('ready');
    expect(pages.readyIgnoring('/blog', '?utm_source=x')).toBe(kept.kind === 'ready' && kept.answer);
    expect(pages.readyIgnoring('/blog', '?utm_source=x&category=Drone')).toBeUndefined();
  });

  it('when it holds a parameter the page reads, then the page is rendered for it with the whole query, and not kept', async () => {
    const { pages, urls } = listPages();
    const page = await pages.page('/blog', '?category=Drone&utm_source=x', '');
    expect(page.kind).toBe('fresh');
    expect(page.kind === 'fresh' && page.page.body).toBe('<h1>/blog?category=Drone&utm_source=x</h1>');
    await pages.page('/blog', '?category=Drone&utm_source=x', '');
    expect(urls).toEqual(['/blog?category=Drone&utm_source=x', '/blog?category=Drone&utm_source=x']);
    expect(pages.cachedPages).toBe(0);
  });
});

describe("an address's policy", () => {
  it('when pages are kept, then each address is matched against the routes once, and at most 1024 addresses are remembered', async () => {
    const asked: string[] = [];
    const renderer: PageRenderer = {
      pagePolicy: async (pathname) => {
        asked.push(pathname);
        return { kind: 'cached', tags: [], query: [], notFound: false };
      },
      renderPage: async ({ url }): Promise<RenderedPage> => ({ status: 200, body: url }),
    };
    const pages = new SitePages({ renderer, origin: 'https://agency.example', cache: new PageCache() });
    for (let i = 0; i < 3; i++) await pages.page('/about', i ? `?utm_source=${i}` : '', '');
    expect(asked).toEqual(['/about']);
    // Made-up addresses fill the memory up to its bound; then it starts again, so /about is asked anew.
    for (let i = 0; i < 1024; i++) await pages.page(`/made-up-${i}`, '', '');
    await pages.page('/about', '', '');
    expect(asked.filter((path) => path === '/about')).toHaveLength(2);
  });
});
