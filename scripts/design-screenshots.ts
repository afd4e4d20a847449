/**
 * The screenshots of docs/design.md: the home page, a service, a portfolio, a project, a post and
 * the open viewer, at 1280 x 800 and 390 x 844, taken in Chromium against the built site (run
 * `npm run build` first). Each is the first screen a visitor sees, saved as a palette PNG so the
 * repository stays small. Usage: node scripts/design-screenshots.ts
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';
import { startServerProcess } from '../tests/support/server-process.ts';

const OUT = fileURLToPath(new URL('../docs/design/', import.meta.url));
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SHOTS: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/photography' },
  { name: 'portfolio', path: '/portfolio/photography' },
  { name: 'project', path: '/projects/chelster-hall' },
  { name: 'post', path: '/blog/drone-photography-best-practices' },
  {
    name: 'lightbox',
    path: '/portfolio/photography',
    open: async (page) => {
      await page.locator('.gallery-card-button').first().click();
      const image = page.locator('.lightbox img');
      await image.waitFor();
      // Strings, not functions: this script is type-checked without the DOM's types.
      await page.waitForFunction(
        "(() => { const img = document.querySelector('.lightbox img'); return !!img && img.complete && img.naturalWidth > 0; })()",
      );
    },
  },
];

await mkdir(OUT, { recursive: true });
const server = await startServerProcess({ env: { RATE_LIMIT: 'false' } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const viewport of VIEWPORTS) {
    const phone = viewport.name === 'phone';
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: phone,
      hasTouch: phone,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const shot of SHOTS) {
      await page.goto(`${server.url}${shot.path}`);
      await page.locator('body.loaded').waitFor();
      await page.evaluate('document.fonts.ready');
      await shot.open?.(page);
      const png = await page.screenshot();
      const file = `${OUT}${shot.name}-${viewport.width}.png`;
      await sharp(png).png({ palette: true, quality: 85, effort: 8 }).toFile(file);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await server.cleanup();
}
