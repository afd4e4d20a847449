import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { ContentLookup } from '#shared/schemas/content-entry.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The root error boundary: a route that throws, in its loader or while its component renders,
 * answers the site's own error page with HTTP 500, and the server logs what was thrown.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const SECRET = 'connection to db-7.internal refused';

/** The app with a logger whose JSON lines the test reads, and `project` reads replaced. */
async function startWithProjects(project: () => Promise<ContentLookup<ProjectEntry> | null>) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  app = await startTestApp({}, undefined, {
    overrides: (services) => ({ logger, siteData: { ...services.siteData, project } }),
  });
  return { url: app.url, lines };
}

function expectErrorPage(status: number, html: string) {
  expect(status).toBe(500);
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('<h1 id="error-page-title">Something Went Wrong</h1>');
  expect(html).toMatch(/<title[^>]*>Something Went Wrong \| Lumen Realty Media<\/title>/);
  expect(html).toMatch(/<meta[^>]* name="robots" content="noindex/);
  // Nothing of what was thrown reaches the visitor, and react-router's own error page is not used.
  expect(html).not.toContain(SECRET);
  expect(html).not.toContain('Unexpected Application Error');
  expect(html).not.toMatch(/at \S+ \(/);
}

describe('a route that throws', () => {
  it("when a route's loader throws (the store fails), then the answer is the site's error page with 500 and the error is logged", async () => {
    const { url, lines } = await startWithProjects(async () => {
      throw new Error(SECRET);
    });
    const res = await fetch(`${url}/projects/lakeshore-penthouse`);
    expectErrorPage(res.status, await res.text());
    expect(res.headers.get('cache-control')).toBe('no-store');
    const logged = lines.find((l) => l.msg === 'page render failed');
    expect(logged).toMatchObject({ url: '/projects/lakeshore-penthouse', err: { message: SECRET } });
  });

  it('when the failed address carried a query, then the logged address leaves it out (no query strings in the log)', async () => {
    const { url, lines } = await startWithProjects(async () => {
      throw new Error(SECRET);
    });
    const res = await fetch(`${url}/projects/lakeshore-penthouse?token=private-value`);
    expect(res.status).toBe(500);
    const logged = lines.find((l) => l.msg === 'page render failed');
    expect(logged).toMatchObject({ url: '/projects/lakeshore-penthouse' });
    expect(JSON.stringify(lines)).not.toContain('private-value');
  });

  it("when a route's component throws while rendering, then the answer is the site's error page with 500 and the error is logged", async () => {
    // A stored project the page cannot show (no gallery, no title): the component itself throws.
    const { url, lines } = await startWithProjects(async () => ({ entry: {} as ProjectEntry }));
    const res = await fetch(`${url}/projects/broken`);
    expectErrorPage(res.status, await res.text());
    const logged = lines.find((l) => l.msg === 'page render failed');
    expect(logged).toMatchObject({ url: '/projects/broken', err: { type: expect.any(String) } });
  });

  it('when the other pages are asked for meanwhile, then they still render normally', async () => {
    const { url } = await startWithProjects(async () => {
      throw new Error(SECRET);
    });
    const res = await fetch(`${url}/contact`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('Something Went Wrong');
  });
});
