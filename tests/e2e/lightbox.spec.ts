import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GalleryPage } from './pages/gallery-page.ts';

test.describe('full-screen media viewer', () => {
  test('when opened on a service page, then it shows the item details and stops at both ends', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/photography');
    await expect(gallery.dialog).toHaveCount(0);

    await gallery.openCard(0, 'Recent Photography');
    await gallery.expectCounter(1, 5);
    await expect(gallery.dialog.getByRole('heading', { name: 'Oakville Lakeside Estate' })).toBeVisible();
    await expect(gallery.dialog).toContainText('A luxury estate photographed at twilight');
    await expect(gallery.dialog).toContainText('48 photos · 5,600 sq ft · Twilight add-on');
    await expect(gallery.dialog.locator('.tag')).toHaveText('Twilight');
    await expect(gallery.dialog.locator('img')).toHaveAttribute('alt', /twilight/i);
    await expect(gallery.previous).toBeDisabled();
    await expect(gallery.next).toBeEnabled();

    await page.keyboard.press('ArrowLeft');
    await gallery.expectCounter(1, 5);
    for (let position = 2; position <= 5; position++) {
      await gallery.next.click();
      await gallery.expectCounter(position, 5);
    }
    await expect(gallery.next).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await gallery.expectCounter(5, 5);
    await page.keyboard.press('ArrowLeft');
    await gallery.expectCounter(4, 5);
    await expect(gallery.previous).toBeEnabled();
  });

  test('when the last card is opened on a service page, then next is disabled and focus stays in the viewer', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/editing');
    await gallery.openCard(5, 'Featured Edits');
    await gallery.expectCounter(6, 6);
    await expect(gallery.next).toBeDisabled();
    await gallery.previous.click();
    await gallery.expectCounter(5, 6);
    await gallery.next.click();
    await gallery.expectCounter(6, 6);
    // The next button just became disabled: focus moves to previous instead of falling out.
    await expect(gallery.previous).toBeFocused();
    await page.keyboard.press('Enter');
    await gallery.expectCounter(5, 6);
  });

  test('when opened on the website page, then previous from the first goes to the last and next wraps to the first', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/website');
    await gallery.openCard(0, 'Website Portfolio');
    await gallery.expectCounter(1, 5);
    await expect(gallery.previous).toBeEnabled();
    await gallery.previous.click();
    await gallery.expectCounter(5, 5);
    await gallery.next.click();
    await gallery.expectCounter(1, 5);
    await page.keyboard.press('ArrowLeft');
    await gallery.expectCounter(5, 5);
    await page.keyboard.press('ArrowRight');
    await gallery.expectCounter(1, 5);
  });

  test('when the brand gallery is at its last item, then next wraps to the first', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/brand');
    await gallery.openCard(4, 'Brand Portfolio');
    await gallery.expectCounter(5, 5);
    await gallery.next.click();
    await gallery.expectCounter(1, 5);
  });

  test('when Escape is pressed, then the viewer closes and focus returns to the card that opened it', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/drone');
    const card = await gallery.openCard(2, 'From Above');
    await expect(gallery.close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(gallery.dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    await card.press('Enter');
    await expect(gallery.dialog).toBeVisible();
    await gallery.expectCounter(3, 5);
    await gallery.close.click();
    await expect(gallery.dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test('when tabbing inside the open viewer, then focus cycles within it and the page behind is inert', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/matterport');
    await gallery.openCard(1, 'Recent 3D Tours');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expect(gallery.dialog.locator(':focus')).toHaveCount(1);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      await expect(gallery.dialog.locator(':focus')).toHaveCount(1);
    }
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  });

  test('when a video item is opened, then the YouTube player loads only then, with autoplay', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/video');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(gallery.outsideRequests).toEqual([]);

    await gallery.openCard(0, 'Recent Property Films');
    const player = gallery.dialog.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/,
    );
    await expect(player).toHaveAttribute('title', 'Rosedale Heritage Home');
    await gallery.close.click();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('when the page scrolls behind, then it is locked while open and restored after close', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/ai-services');
    await gallery.openCard(0, 'AI in Action');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await gallery.dialog.click({ position: { x: 5, y: 5 } });
    await expect(gallery.dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('going back', () => {
  /** /services, then /services/photography with its first photo open: a page to go Back to, and one to stay on. */
  async function photoOpenAfterAPage(page: Page): Promise<GalleryPage> {
    const gallery = new GalleryPage(page);
    await gallery.open('/services');
    await gallery.open('/services/photography');
    await gallery.openCard(0, 'Recent Photography');
    return gallery;
  }

  test('when a visitor goes Back with the viewer open, then it closes and the page stays; closed with its button, Back leaves the page as before', async ({
    page,
  }) => {
    const gallery = await photoOpenAfterAPage(page);
    await page.goBack();
    await expect(gallery.dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/services\/photography$/);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await gallery.openCard(1, 'Recent Photography');
    await gallery.expectCounter(2, 5);
    await gallery.close.click();
    await expect(gallery.dialog).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('when a visitor goes Forward after Back closed the viewer, then it opens again at the item last shown, as after a reload, and Back still closes it', async ({
    page,
  }) => {
    const gallery = await photoOpenAfterAPage(page);
    await gallery.next.click();
    await gallery.expectCounter(2, 5);
    await page.goBack();
    await expect(gallery.dialog).toHaveCount(0);

    await page.goForward();
    await gallery.expectCounter(2, 5);
    await expect(page).toHaveURL(/\/services\/photography$/);
    await page.reload();
    await page.locator('body.loaded').waitFor({ timeout: 60_000 });
    await gallery.expectCounter(2, 5);

    await page.goBack();
    await expect(gallery.dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/services\/photography$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('offline', () => {
  test('when a video or a 3D tour is opened without a connection, then the viewer says it needs one instead of a broken frame', async ({
    page,
    context,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/video');
    await context.setOffline(true);
    await gallery.openCard(0, 'Recent Property Films');
    await expect(gallery.dialog.getByText('This video needs a connection')).toBeVisible();
    await expect(gallery.dialog.locator('iframe')).toHaveCount(0);
    expect(gallery.outsideRequests).toEqual([]);
    // Back online, the same item plays.
    await context.setOffline(false);
    await expect(gallery.dialog.locator('iframe')).toHaveCount(1);
    await gallery.close.click();

    await gallery.open('/portfolio/matterport');
    await context.setOffline(true);
    await gallery.openCard(0);
    await expect(gallery.dialog.getByText('This tour needs a connection')).toBeVisible();
    await expect(gallery.dialog.locator('iframe')).toHaveCount(0);
    expect(gallery.outsideRequests.filter((url) => url.includes('matterport'))).toEqual([]);
    await context.setOffline(false);
  });
});
