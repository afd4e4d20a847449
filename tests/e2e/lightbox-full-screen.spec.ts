import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GalleryPage } from './pages/gallery-page.ts';
import { axeFor } from './axe.ts';

/**
 * The viewer fills the screen (docs/design.md, "The viewer"): at 1920 x 1080 the picture takes at
 * least 90 % of the window's width or height and is the 2560 px variant; on a 390 px phone it is as
 * wide as the screen; a swipe to the left on a touch screen shows the next item. Its spec behaviour
 * (counter, both navigation modes, close, focus return) is in lightbox.spec.ts and holds at these
 * sizes too (checked below on the way).
 */

/** The picture's painted box and the variant the browser chose, once it has loaded. */
async function shownPicture(page: Page) {
  const image = page.getByRole('dialog').locator('img.lightbox-image');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    // object-fit: contain: the drawn picture is the natural proportions fitted into the box.
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return {
      width: img.naturalWidth * scale,
      height: img.naturalHeight * scale,
      currentSrc: new URL(img.currentSrc).pathname,
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
    };
  });
}

/** A one-finger horizontal swipe over the viewer, through Chromium's own touch input. */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromX) });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(fromX + ((toX - fromX) * step) / 5),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// Counts the seeded galleries' items ("1 of 8"): a server of its own, so an item another spec adds
// on the worker's shared server (seen once in a full run) cannot change what it counts.
test.use({ ownData: true });

test.describe('on a large display (1920 x 1080)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('when a portfolio picture is opened, then it fills the screen at the 2560 px variant', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/photography');
    await gallery.openCard(0);
    await gallery.expectCounter(1, 8);
    const shown = await shownPicture(page);
    expect(
      Math.max(shown.width / shown.windowWidth, shown.height / shown.windowHeight),
    ).toBeGreaterThanOrEqual(0.9);
    expect(shown.currentSrc).toMatch(/^\/images\/portfolio\/photography-1-2560\.jpg$/);
    // The viewer covers the whole window: nothing of the page shows around it.
    const dialog = await page.locator('.lightbox').boundingBox();
    expect(dialog).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });

  test('when a project picture is opened, then it also fills the screen and keeps the wrap-around order', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/projects/chelster-hall');
    await gallery.openCard(0, 'Project Gallery');
    await gallery.previous.click();
    await gallery.expectCounter(6, 6);
    const shown = await shownPicture(page);
    expect(
      Math.max(shown.width / shown.windowWidth, shown.height / shown.windowHeight),
    ).toBeGreaterThanOrEqual(0.9);
    expect(shown.currentSrc).toMatch(/-2560\.jpg$/);
  });

  test('when the viewer is open, then axe finds no violation', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/photography');
    await gallery.openCard(1);
    await shownPicture(page);
    const results = await axeFor(page).include('.lightbox').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('when a picture is opened, then it is as wide as the screen', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/drone');
    await gallery.openCard(0);
    const shown = await shownPicture(page);
    expect(shown.width).toBeGreaterThanOrEqual(shown.windowWidth - 1);
    expect(shown.width).toBeLessThanOrEqual(shown.windowWidth + 1);
  });

  test('when the viewer is swiped left and right, then it moves to the next and the previous item', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/photography');
    const card = await gallery.openCard(0);
    await gallery.expectCounter(1, 8);
    await swipe(page, 320, 60, 420);
    await gallery.expectCounter(2, 8);
    await swipe(page, 320, 60, 420);
    await gallery.expectCounter(3, 8);
    await swipe(page, 60, 320, 420);
    await gallery.expectCounter(2, 8);
    // A mostly vertical movement or a tap does not change the item.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 300 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 170, y: 600 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await gallery.expectCounter(2, 8);
    // Close still returns focus to the card that opened the viewer.
    await gallery.close.click();
    await expect(gallery.dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test('when a service gallery is swiped past its ends, then it stops there (its navigation rule)', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/photography');
    await gallery.openCard(0, 'Recent Photography');
    await swipe(page, 60, 320, 420);
    await gallery.expectCounter(1, 5);
    await swipe(page, 320, 60, 420);
    await gallery.expectCounter(2, 5);
  });

  test('when the viewer is open on a phone, then axe finds no violation', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/portfolio/drone');
    await gallery.openCard(0);
    await shownPicture(page);
    const results = await axeFor(page).include('.lightbox').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
