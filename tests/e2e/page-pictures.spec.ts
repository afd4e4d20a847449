import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOwner, jpegFile } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * Issue 14, Done means: "Replace the home hero and a team photo: the next page load shows them; the
 * mobile hero crop keeps the focal point; the old picture files are no longer referenced."
 * It replaces seeded pictures, so it runs on a server of its own.
 */
test.use({ ownData: true });

const stem = (src: string) => src.replace(/\.jpg$/, '');

/** Opens the editor of one slot ("Home: Hero (mobile)") from the Pictures list. */
async function openSlot(admin: ContentEditorPage, slot: string) {
  await admin.page.getByRole('button', { name: `Replace ${slot}` }).click();
  await expect(admin.page.getByRole('heading', { name: slot, exact: true })).toBeVisible();
}

/**
 * Saves the open slot and waits for the new notice naming it: going back to the list before this
 * save was answered once sent the next slot's upload into this one (docs/testing.md, "Waiting").
 */
async function saveSlot(admin: ContentEditorPage, slot: string) {
  await admin.button('Save picture').click();
  const title = slot.slice(slot.indexOf(': ') + 2);
  await admin.expectToast('Saved', `The picture "${title}" is saved.`, { timeout: 20_000 });
}

/** Replaces one slot from the Pictures list: upload, alt text, focal point by pointer then keyboard. */
async function replacePicture(
  admin: ContentEditorPage,
  slot: string,
  file: Awaited<ReturnType<typeof jpegFile>>,
  alt: string,
  at: { x: number; y: number },
): Promise<string> {
  await openSlot(admin, slot);
  // The upload makes every variant (AVIF included): on a loaded machine that takes a while.
  const chooser = admin.page.waitForEvent('filechooser');
  await admin.button('Upload picture...').click();
  await (await chooser).setFiles(file);
  await expect(admin.input('Picture *')).toHaveValue(/^\/uploads\/.+\.jpg$/, { timeout: 60_000 });
  await admin.input('Alt text *').fill(alt);
  // Dragged from the centre to just left of the point, then one arrow key step (5%) to the right.
  const picker = admin.page.getByTestId('focus-picker');
  // The picker is the picture as drawn: measured once the upload has loaded.
  await expect
    .poll(() => picker.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await picker.scrollIntoViewIfNeeded();
  const box = (await picker.boundingBox())!;
  await admin.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await admin.page.mouse.down();
  await admin.page.mouse.move(box.x + box.width * (at.x - 0.05), box.y + box.height * at.y, { steps: 4 });
  await admin.page.mouse.up();
  await picker.press('ArrowRight');
  await expect(admin.page.getByText(/^Focal point: \d+% from the left/)).toHaveText(
    `Focal point: ${Math.round(at.x * 100)}% from the left, ${Math.round(at.y * 100)}% from the top.`,
  );
  const src = await admin.input('Picture *').inputValue();
  await saveSlot(admin, slot);
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();
  return src;
}

/** Where the focal point falls in the hero's visible crop, in px of the box, and the box size. */
async function focalPointInCrop(page: Page, focus: { x: number; y: number }) {
  return page.locator('.hero-image').evaluate((img: HTMLImageElement, f) => {
    const [px, py] = getComputedStyle(img)
      .objectPosition.split(' ')
      .map((v) => Number.parseFloat(v) / 100);
    const scale = Math.max(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
    const drawnW = img.naturalWidth * scale;
    const drawnH = img.naturalHeight * scale;
    const at = (offset: number, drawn: number, fraction: number) => offset + fraction * drawn;
    return {
      position: getComputedStyle(img).objectPosition,
      x: at((img.clientWidth - drawnW) * px!, drawnW, f.x),
      y: at((img.clientHeight - drawnH) * py!, drawnH, f.y),
      centredX: at((img.clientWidth - drawnW) / 2, drawnW, f.x),
      width: img.clientWidth,
      height: img.clientHeight,
      src: img.currentSrc,
    };
  }, focus);
}

test('when the owner replaces the home hero and the team photo, then the next page load shows them, the mobile crop keeps the focal point and the old pictures are no longer referenced', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = await createOwner('Paula Pictures');
  // The pages are in the page cache before the change.
  await page.goto('/');
  await expect(page.locator('.hero-image')).toHaveAttribute('src', /home-desktop/);

  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Pictures').click();
  const home = page.getByRole('region', { name: 'Home', exact: true });
  await expect(home.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'About', exact: true }).getByRole('listitem')).toHaveCount(4);
  await admin.expectNoAxeViolations();

  // Alt text is required: the server's answer names the field by its label, under it (focused).
  await page.getByRole('button', { name: 'Replace Home: Hero (desktop)' }).click();
  await admin.input('Alt text *').fill('');
  await admin.button('Save picture').click();
  await expect(admin.formError).toHaveText('Alt text is required (describe the picture).');
  await expect(admin.input('Alt text *')).toBeFocused();
  // The refused edit is unsaved work: leaving it asks first (issue 25); here the owner leaves it.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();
  await expect
    .poll(() => asked)
    .toEqual([
      'You have changes to the picture "Hero (desktop)" that are not saved. Leave without saving them?',
    ]);

  const desktopFocus = { x: 0.7, y: 0.3 };
  const mobileFocus = { x: 0.15, y: 0.6 };
  const hero = await replacePicture(
    admin,
    'Home: Hero (desktop)',
    await jpegFile('studio-wide.jpg', '#1d3b5a'),
    'Our studio at dusk',
    desktopFocus,
  );
  await openSlot(admin, 'Home: Hero (mobile)');
  await admin.input('Picture *').fill(hero);
  await admin.input('Alt text *').fill('Our studio at dusk');
  const picker = page.getByTestId('focus-picker');
  // Keyboard only: from the centre, seven steps left and two down.
  for (let i = 0; i < 7; i += 1) await picker.press('ArrowLeft');
  for (let i = 0; i < 2; i += 1) await picker.press('ArrowDown');
  await expect(page.getByTestId('crop-mobile')).toHaveCSS('object-position', '15% 60%');
  await admin.expectNoAxeViolations();
  await saveSlot(admin, 'Home: Hero (mobile)');
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();
  const team = await replacePicture(
    admin,
    'About: Team photo',
    await jpegFile('team.jpg', '#5a3b1d'),
    'The team on a rooftop shoot',
    { x: 0.4, y: 0.25 },
  );

  // Desktop: the next load of / draws the new hero at its focal point; the shipped one is gone.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(stem(hero));
  expect(html).not.toContain('/images/hero/home-desktop');
  expect(html).not.toContain('/images/hero/home-mobile');
  await page.goto('/');
  const wide = await focalPointInCrop(page, desktopFocus);
  expect(wide.src).toContain(stem(hero));
  expect(wide.position).toBe('70% 30%');

  // Mobile, 390 px wide: the mobile slot's focal point positions the crop and stays inside it,
  // where a centred crop would have cut it off.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const narrow = await focalPointInCrop(page, mobileFocus);
  expect(narrow.src).toContain(stem(hero));
  expect(narrow.position).toBe('15% 60%');
  expect(narrow.x).toBeGreaterThanOrEqual(0);
  expect(narrow.x).toBeLessThanOrEqual(narrow.width);
  expect(narrow.y).toBeGreaterThanOrEqual(0);
  expect(narrow.y).toBeLessThanOrEqual(narrow.height);
  expect(narrow.centredX).toBeLessThan(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // About: the new team photo with its alt text; the shipped one is no longer referenced.
  await page.goto('/about');
  const teamImage = page.getByRole('img', { name: 'The team on a rooftop shoot' });
  // The photo is below the fold and lazy: it picks its file when it comes near the screen, as it
  // does for a visitor scrolling (read at once, currentSrc was still empty in one CI run).
  await teamImage.scrollIntoViewIfNeeded();
  await expect(teamImage).toBeVisible();
  await expect
    .poll(() => teamImage.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toContain(stem(team));
  await expect(teamImage).toHaveCSS('object-position', '40% 25%');
  expect(await (await page.request.get('/about')).text()).not.toContain('/images/about/team');
  const stored = await (await page.request.get('/api/content/pictures')).json();
  expect(JSON.stringify(stored)).not.toContain('/images/about/team.jpg');
  expect(JSON.stringify(stored)).not.toContain('/images/hero/home-desktop.jpg');
});
