import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDERS } from '#shared/content/media/image-placeholders.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every shipped picture a page draws carries its blurred placeholder in the HTML, drawn as an
 * upload's is (the image's background until it loads: docs/pictures.md), so no card or hero is
 * ever an empty box while its picture loads.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const PAGES = [
  '/',
  '/about',
  '/services',
  '/services/photography',
  '/portfolio',
  '/portfolio/photography',
  '/projects',
  '/contact',
  '/blog',
];

/** `/images/hero/home-desktop-1600.jpg` -> `/images/hero/home-desktop.jpg` (the catalogue's key). */
const catalogPath = (variant: string) => variant.replace(/-(480|960|1600)\.jpg$/, '.jpg');
const attrText = (attr: string) => attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('shipped pictures: blurred placeholders in the HTML', () => {
  it('when the pages of a fresh install are loaded, then every shipped picture has its own placeholder as background', async () => {
    let checked = 0;
    for (const path of PAGES) {
      const html = await (await fetch(`${app.url}${path}`)).text();
      const images = [...html.matchAll(/<img [^>]*src="(\/images\/[^"]+\.jpg)"[^>]*>/g)];
      expect(images.length, path).toBeGreaterThan(0);
      for (const [tag, src] of images) {
        const expected = IMAGE_PLACEHOLDERS[catalogPath(src!)];
        expect(expected, `${path}: ${src}`).toBeDefined();
        const style = attrText(/ style="([^"]*)"/.exec(tag)?.[1] ?? '');
        expect(style, `${path}: ${src}`).toContain(`background-image:url("${expected}")`);
        expect(style, `${path}: ${src}`).toContain('background-size:cover');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
