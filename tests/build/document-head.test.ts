import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadProductionRenderer } from '../../server/src/site/production-renderer.ts';

/**
 * The order of the head decides what a slow connection fetches first: the render-blocking CSS and
 * the hero image before the JavaScript that only hydrates an already rendered page.
 */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));

async function head(url: string): Promise<string> {
  const renderer = await loadProductionRenderer(dist);
  const page = await renderer.renderPage({ url, origin: 'https://agency.example' });
  expect(page.status).toBe(200);
  return page.body.slice(0, page.body.indexOf('</head>'));
}

describe('document head', () => {
  it.each(['/', '/services/photography', '/blog'])(
    'when %s is rendered, then the stylesheets come first, the hero preload before the script, and no module is fetched before the page has loaded',
    async (url) => {
      const html = await head(url);
      const firstStyle = html.indexOf('rel="stylesheet"');
      const heroPreload = html.indexOf('rel="preload" as="image"');
      const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
      expect(firstStyle).toBeGreaterThan(0);
      expect(firstStyle).toBeLessThan(html.indexOf('<title'));
      expect(heroPreload).toBeGreaterThan(firstStyle);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain('fetchpriority="low"');
      expect(heroPreload).toBeLessThan(html.indexOf(scripts[0]!));
      expect(html).not.toContain('rel="modulepreload"');
      // The page's island modules are listed for the entry to fetch when hydration starts.
      const listed = JSON.parse(
        /<script type="application\/json" id="route-modules">([^<]*)</.exec(html)?.[1] ?? '[]',
      );
      expect(listed.length).toBeGreaterThan(0);
      for (const href of listed) expect(href).toMatch(/^\/assets\/[\w-]+(\.island)?-[\w-]+\.js$/);
      expect(new Set(listed).size).toBe(listed.length);
    },
  );
});
