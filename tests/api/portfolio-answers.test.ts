import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItemSchema } from '#shared/schemas/portfolio.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * GET /api/portfolio/<key> is made once per change of its collection and then answered from
 * memory (the fast path): the same bytes and headers every time, 304 for a matching ETag, and the
 * owner's change visible on the very next request.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const headersOf = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
  );

describe('public portfolio answers', () => {
  it('when a collection is read twice, then the kept answer has the headers and bytes of the first', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const headers = { 'accept-encoding': encoding };
      const first = await fetch(`${app.url}/api/portfolio/editingPortfolio`, { headers });
      const second = await fetch(`${app.url}/api/portfolio/editingPortfolio`, { headers });
      expect(first.status).toBe(200);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.headers.get('cache-control')).toBe('no-store');
      expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await second.json()).toEqual(await first.json());
      const again = await fetch(`${app.url}/api/portfolio/editingPortfolio`, {
        headers: { ...headers, 'cache-control': 'max-age=0', 'if-none-match': second.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
  });

  it('when the owner adds an item, then the next read has it and other collections are unchanged', async () => {
    const before = await (await fetch(`${app.url}/api/portfolio/dronePortfolio`)).json();
    const video = await (await fetch(`${app.url}/api/portfolio/videoPortfolio`)).text();
    const fields = createItemSchema.parse({
      title: 'Aerial of the Bluffs',
      description: 'New this week',
      type: 'image',
      src: '/images/portfolio/drone-1.jpg',
      alt: 'The Scarborough Bluffs from above',
    });
    await app.services.portfolio.create('dronePortfolio', fields, 'owner');
    const after = (await (await fetch(`${app.url}/api/portfolio/dronePortfolio`)).json()) as {
      title: string;
    }[];
    expect(after).toHaveLength((before as unknown[]).length + 1);
    expect(after.at(-1)?.title).toBe('Aerial of the Bluffs');
    expect(await (await fetch(`${app.url}/api/portfolio/videoPortfolio`)).text()).toBe(video);
  });

  it('when the collection is unknown, then 404 JSON as before', async () => {
    const res = await fetch(`${app.url}/api/portfolio/nopePortfolio`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/Unknown portfolio collection/);
  });
});
