import { publicPaths } from '#shared/content/public-routes.ts';
import { expect, test } from './fixtures.ts';
import { GalleryPage } from './pages/gallery-page.ts';

/**
 * Every picture a gallery opens in the full-screen viewer offers its 2560 px variant, so a large
 * display is given a picture as sharp as it is wide (docs/design.md, "The viewer"). Walks every
 * gallery of every public page that has one (portfolio collections, services, projects) item by
 * item in the open viewer, as a visitor would with the Next button, and reads the picture's
 * candidates: each format's list must name `name-2560.jpg` at its width.
 */
const GALLERY_PAGES = publicPaths().filter((path) => /^\/(portfolio|services|projects)\/[^/]+$/.test(path));
const FULL_SCREEN = / \/images\/[a-z0-9/-]+-2560\.jpg 2560w(,|$)/;

// The seeded galleries as a fresh install has them: an item another spec uploads on the worker's
// shared server (its own picture, with or without a large variant) is not part of this check.
test.use({ ownData: true });

test('when any gallery picture is opened in the viewer, then every format offers its 2560 px variant', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const gallery = new GalleryPage(page);
  const checked = new Set<string>();
  const missing: string[] = [];
  let galleries = 0;
  for (const path of GALLERY_PAGES) {
    await gallery.open(path);
    const grids = page.locator('.gallery-grid');
    for (let g = 0; g < (await grids.count()); g++) {
      const cards = grids.nth(g).locator('.gallery-card-button');
      const count = await cards.count();
      if (count === 0) continue;
      galleries++;
      await cards.first().scrollIntoViewIfNeeded();
      await cards.first().click();
      for (let index = 0; index < count; index++) {
        await gallery.expectCounter(index + 1, count);
        // The picture's address and each format's candidates, read in one call (a video has none).
        const shown = await gallery.dialog.evaluate((dialog) => {
          const image = dialog.querySelector('img.lightbox-image');
          if (!image) return undefined;
          const sources = [...dialog.querySelectorAll('picture source')].map(
            (s) => s.getAttribute('srcset') ?? '',
          );
          return {
            src: image.getAttribute('src') ?? '',
            sets: [...sources, image.getAttribute('srcset') ?? ''],
          };
        });
        if (shown) {
          checked.add(shown.src);
          if (shown.sets.length !== 3 || !shown.sets.every((set) => FULL_SCREEN.test(set))) {
            missing.push(`${path} item ${index + 1}: ${shown.src}`);
          }
        }
        if (index < count - 1) await gallery.next.click();
      }
      await gallery.close.click();
      await expect(gallery.dialog).toHaveCount(0);
    }
  }
  expect(missing).toEqual([]);
  // Not vacuous: the galleries of the portfolio, the services and the projects were all walked.
  expect(galleries).toBeGreaterThanOrEqual(25);
  expect(checked.size).toBeGreaterThanOrEqual(100);
});
