import { expect, test } from './fixtures.ts';
import { createOwner, jpegFile } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';
import { expectTourLoadsOnClick } from './pages/video-tour.ts';

/** Issue 27: the owner makes a property website in the admin's listing editor, in Chromium. */

// A published listing is on /listings: a server of its own, so the specs after it see a fresh install.
test.use({ ownData: true });

const AGENT = {
  name: 'Dana Okafor',
  phone: '(647) 555-0188',
  email: 'dana@harbourline.test',
  brokerage: 'Harbourline Realty',
};

test('when the owner creates a listing with a photo in the admin and publishes it, then its page shows the property, the photo and the agent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createOwner('Lior Listings');
  const admin = new ContentEditorPage(page);
  const address = '27 Harbour View Cres';
  const slug = '27-harbour-view-cres';

  await admin.openSignedIn(owner);
  // A fresh install has no listing: the list says so and what to do.
  await admin.tab('Listings').click();
  await expect(page.getByText('No listings yet. New listing starts one as a draft.')).toBeVisible();
  await admin.startNew('Listings', 'listing');
  // The agent's fields are spaced as the rest of the form: a hint does not read as the next field's.
  const hint = await admin.editor.getByText('Leads from the page are e-mailed here too.').boundingBox();
  const next = await admin.editor.getByText('Agent photo', { exact: true }).boundingBox();
  expect(next!.y - (hint!.y + hint!.height)).toBeGreaterThanOrEqual(12);
  // Short fields share a row on a wide screen: no 900 px box for the number of bedrooms.
  const box = async (label: string) => (await admin.input(label).boundingBox())!;
  const [bedrooms, bathrooms, form] = [
    await box('Bedrooms'),
    await box('Bathrooms'),
    await admin.editor.boundingBox(),
  ];
  expect(bathrooms.y).toBe(bedrooms.y);
  expect(bedrooms.width).toBeLessThan(form!.width / 3);
  expect((await box('Postal code')).y).toBe((await box('City *')).y);
  await admin.input('Street address *').fill(address);
  await admin.input('City *').fill('Toronto');
  await admin.input('Listing status').selectOption('for-sale');
  await admin.input('Price').fill('1249000');
  await admin.input('Bedrooms').fill('3');
  await admin.input('Description').fill('Bright rooms over the harbour.');

  const photos = admin.editor.getByRole('group', { name: /^Photos \(/ });
  await admin.uploadWith(
    photos.getByRole('button', { name: 'Add photos...' }),
    await jpegFile('front.jpg', '#355c7d'),
  );
  await expect(photos.getByRole('listitem')).toHaveCount(1);

  // Published without alt text or agent: refused, each field named in the owner's words.
  await admin.button('Publish').click();
  await expect(admin.formError).toContainText('Photos, photo 1: add alt text');
  await admin.input('Photo 1 alt text *').fill('The front of the house at dusk');
  await admin.input('Agent name *').fill(AGENT.name);
  await admin.input('Agent phone *').fill(AGENT.phone);
  await admin.input('Agent e-mail *').fill(AGENT.email);
  await admin.input('Brokerage *').fill(AGENT.brokerage);
  await admin.press('Publish', 'Published');
  await expect(admin.status).toHaveText('published');

  // Stored as typed, with the uploaded photo and a private delivery address for the agent.
  const listings = (await (await page.request.get('/api/admin/content/listings')).json()) as {
    address: string;
    slug: string;
    price?: number;
    photos: { src: string; alt: string; media?: { width: number; height: number } }[];
    deliveryUrl: string;
  }[];
  const stored = listings.find((l) => l.address === address)!;
  expect(stored).toMatchObject({ slug, price: 1_249_000 });
  expect(stored.photos).toHaveLength(1);
  expect(stored.photos[0]).toMatchObject({
    src: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.jpg$/),
    alt: 'The front of the house at dusk',
    media: { width: 800, height: 600 },
  });
  expect(stored.deliveryUrl).toMatch(/\/delivery\/[A-Za-z0-9_-]{32}$/);

  await page.goto(`/listings/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
  await expect(page.getByText(AGENT.name)).toBeVisible();
  await expect(page.getByRole('link', { name: AGENT.phone })).toBeVisible();
  await expect(page.getByText('Bright rooms over the harbour.')).toBeVisible();
  const stem = /([a-f0-9]{32})/.exec(stored.photos[0]!.src)![1]!;
  await expect(page.locator(`img[src*="${stem}"]`).first()).toBeVisible();
  await expect(page.locator('#lead-form')).toBeVisible();
});

test('when the owner starts a listing on a phone, then its short fields stack one to a row', async ({
  browser,
  site,
}) => {
  const phone = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
  const admin = new ContentEditorPage(await phone.newPage());
  await admin.openSignedIn(await createOwner('Pia Phone'));
  await admin.startNew('Listings', 'listing');
  const box = async (label: string) => (await admin.input(label).boundingBox())!;
  const [bedrooms, bathrooms, street] = [
    await box('Bedrooms'),
    await box('Bathrooms'),
    await box('Street address *'),
  ];
  expect(bathrooms.y).toBeGreaterThan(bedrooms.y + bedrooms.height);
  // As wide as the street address: the whole row, none squeezed beside another.
  expect(bedrooms.width).toBe(street.width);
  await phone.close();
});

test('when the owner edits a listing on a 320 px phone, then nothing scrolls sideways: the delivery address wraps and the date field fits', async ({
  browser,
  site,
}) => {
  const phone = await browser.newContext({ baseURL: site.url, viewport: { width: 320, height: 640 } });
  const page = await phone.newPage();
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(await createOwner('Sol Small'));
  const address = `8 Narrow Lane ${Date.now().toString(36)}`;
  await admin.createEntry('listings', {
    address,
    city: 'Toronto',
    province: 'ON',
    listingStatus: 'for-sale',
    agent: AGENT,
  });
  await admin.tab('Listings').click();
  await page.getByRole('button', { name: `Edit ${address}` }).click();
  // The agent's private address: one long word, on the real site longer still.
  const delivery = page.getByRole('group', { name: 'Delivery for the agent' }).getByRole('link');
  await expect(delivery).toHaveText(/\/delivery\/\S{20,}$/);
  const takeDown = admin.input('Take the page down on');
  await takeDown.scrollIntoViewIfNeeded();
  const box = (await takeDown.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await phone.close();
});

test('when the owner drops photos from the computer on a listing, then they are uploaded into its gallery in order, and one dropped on the agent photo fills it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(await createOwner('Dee Drop'));
  await admin.startNew('Listings', 'listing');
  const photos = admin.editor.getByRole('group', { name: /^Photos \(/ });
  await admin.dropFilesOn(
    photos,
    await jpegFile('hall.jpg', '#223344'),
    await jpegFile('kitchen.jpg', '#445566'),
    await jpegFile('garden.jpg', '#667788'),
  );
  await expect(photos).toHaveAccessibleName('Photos (3 photos)', { timeout: 30_000 });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  // Each has its own upload address, in the order dropped (told apart by their colours).
  const thumbs = photos.locator('img');
  await expect(thumbs.nth(2)).toHaveJSProperty('complete', true);
  const shown = await thumbs.evaluateAll((imgs) =>
    imgs.map((img) => {
      const image = img as HTMLImageElement;
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      canvas.getContext('2d')!.drawImage(image, 0, 0, 1, 1);
      return { src: image.src, rgb: [...canvas.getContext('2d')!.getImageData(0, 0, 1, 1).data.slice(0, 3)] };
    }),
  );
  expect(new Set(shown.map((s) => s.src)).size).toBe(3);
  expect(shown.every((s) => /\/uploads\/[a-f0-9]{32}\.jpg$/.test(s.src))).toBe(true);
  const blue = shown.map((s) => s.rgb[2]!);
  // #223344, #445566, #667788: blue 0x44, 0x66, 0x88, give or take JPEG's rounding.
  expect(blue.map((b, i) => Math.abs(b - [0x44, 0x66, 0x88][i]!) <= 12)).toEqual([true, true, true]);

  // One picture: a dropped file takes the empty frame's place, and its address fills the field.
  const agentPhoto = admin.editor
    .locator('.admin-image-picker')
    .filter({ has: page.getByLabel('Agent photo', { exact: true }) });
  await expect(agentPhoto.getByText('No picture yet')).toBeVisible();
  await admin.dropFilesOn(agentPhoto, await jpegFile('agent.jpg', '#998877'));
  await expect(admin.input('Agent photo')).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.jpg$/, { timeout: 30_000 });
  await expect(agentPhoto.locator('img')).toBeVisible();

  // Dropped beside a zone (on the editor's heading), a file is refused, not opened by the browser
  // in place of the admin; the gallery keeps its three photos.
  const beside = await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array([1, 2, 3])], 'stray.jpg', { type: 'image/jpeg' }));
    const heading = document.querySelector('.admin-content-editor-head h3')!;
    const over = new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true });
    heading.dispatchEvent(over);
    const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
    heading.dispatchEvent(drop);
    return { dropEffect: transfer.dropEffect, dropPrevented: drop.defaultPrevented };
  });
  expect(beside).toEqual({ dropEffect: 'none', dropPrevented: true });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  await admin.expectNoAxeViolations();
});

test('when the owner pastes a video address with a start time in a listing, then the field says where it starts and the page plays from there', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(await createOwner('Vera Video'));
  const address = `5 Reel Court ${Date.now().toString(36)}`;
  const listing = await admin.createEntry('listings', {
    address,
    city: 'Toronto',
    listingStatus: 'for-sale',
    photos: [{ src: '/images/projects/1.jpg', alt: 'The front of the house' }],
    agent: AGENT,
    status: 'published',
  });
  await admin.tab('Listings').click();
  await page.getByRole('button', { name: `Edit ${address}` }).click();
  const video = admin.input('Video');
  // A Vimeo address's #t= is read as YouTube's t= is.
  await video.fill('https://vimeo.com/123456789#t=2m');
  await expect(video).toHaveAccessibleDescription(/Starts at 2:00/);
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(admin.editor.getByText(/Starts at/)).toHaveCount(0);
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s');
  await expect(admin.editor.getByText('Starts at 1:30')).toBeVisible();
  await expect(video).toHaveAccessibleDescription(/Starts at 1:30/);
  await admin.press('Save', 'Saved');

  // Before the click the page shows the cover and a play button, no player; the click loads it at 1:30.
  await page.goto(`/listings/${listing.slug}`);
  await expectTourLoadsOnClick(
    page,
    address,
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=90',
  );
});
