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
    pagePolicy: async () => ({ kind: 'cached', tags: ['portfolio:dronePortfolio'], notFound: false }),
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
