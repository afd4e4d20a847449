import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Unknown addresses inside a section: one NotFoundSection, each with its own words and way back. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('an unknown address inside a section', () => {
  it.each([
    ['/services/underwater', 'Service Not Found', '/services', 'View All Services'],
    ['/portfolio/underwater', 'Portfolio Not Found', '/portfolio', 'View All Portfolios'],
    ['/projects/underwater', 'Project Not Found', '/projects', 'View All Projects'],
  ])('when %s is asked for, then 404 with "%s" and a link back to %s', async (path, title, back, label) => {
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<h1 id="page-not-found-title">${title}</h1>`);
    expect(html).toMatch(new RegExp(`href="${back}"[^>]*>${label}</a>`));
    expect(html).toMatch(/href="\/contact"[^>]*>Contact Us<\/a>/);
  });
});

describe('the head of a page that answers 404', () => {
  it.each([['/no-such-page'], ['/projects/underwater'], ['/blog/underwater']])(
    'when %s is asked for, then it is noindex and names no canonical address (never /404)',
    async (path) => {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta data-ph name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
      expect(html).not.toContain('/404"');
    },
  );
});
