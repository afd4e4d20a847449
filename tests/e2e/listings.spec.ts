import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { AGENT, CAPTION, ownerApi, publishListing } from './pages/listing-api.ts';

/** Issue 27: a property website as a visitor and its agent see it, in Chromium. */

test.use({ ownData: true });

test('when a visitor opens a listing, then photos, facts, the agent and the lead form work, with no cookie or storage', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Lena Lister');
  await publishListing(baseURL!, owner);

  // On /listings the card says the rooms, and a click on its photo opens the property (only
  // the address was a link).
  await page.goto('/listings');
  const card = page.getByRole('listitem').filter({ hasText: '88 Lakeshore Rd' });
  await expect(card.getByText('4 bedrooms · 3 bathrooms · 2,400 sq ft', { exact: true })).toBeVisible();
  const cardPhoto = (await card.getByRole('img').boundingBox())!;
  await page.mouse.click(cardPhoto.x + cardPhoto.width / 2, cardPhoto.y + cardPhoto.height / 2);
  await expect(page).toHaveURL(/\/listings\/88-lakeshore-rd$/);

  await expect(page.getByRole('heading', { level: 1, name: '88 Lakeshore Rd' })).toBeVisible();
  await expect(page.getByText(AGENT.name)).toBeVisible();
  await expect(page.getByRole('link', { name: AGENT.phone })).toBeVisible();
  await expect(page.getByText('Bedrooms')).toBeVisible();

  // The address over the photo lines up with the page's text below it (at 1280 px it sat 40 px
  // to the left of everything else).
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const addressLine = await page.locator('.listing-address-line').boundingBox();
  expect(Math.abs(title!.x - addressLine!.x)).toBeLessThanOrEqual(1);

  // The photos are shown alone: no title and alt text printed under each (they were cards with a
  // heading); the owner's caption shows on its photo. Each is a button named for what it opens, by
  // the photo's alt text (it was "Photo 2" whatever the owner wrote).
  const photos = page.locator('.listing-photos');
  // (The button's: the card's link in its place without the script is hidden while it runs.)
  const name = await photos
    .locator('.gallery-card-button')
    .getByText('Room 1 of 88 Lakeshore Rd', { exact: true })
    .first()
    .boundingBox();
  expect(name!.width, 'a screen reader reads the name; the eye does not').toBeLessThanOrEqual(1);
  await expect(photos.getByText('Photo 1', { exact: true })).toHaveCount(0);
  const captioned = page.getByRole('button', { name: 'View image: Room 2 of 88 Lakeshore Rd', exact: true });
  await expect(captioned).toHaveAccessibleDescription(CAPTION);
  const caption = (await photos.getByText(CAPTION, { exact: true }).boundingBox())!;
  const captionedBox = (await captioned.boundingBox())!;
  expect(caption.y + caption.height).toBeLessThanOrEqual(captionedBox.y + captionedBox.height + 1);
  expect(caption.y).toBeGreaterThan(captionedBox.y + captionedBox.height / 2);
  const first = page.getByRole('button', { name: 'View image: Room 1 of 88 Lakeshore Rd', exact: true });
  const firstBox = await first.boundingBox();
  const pictureBox = await photos.locator('.gallery-card-media').first().boundingBox();
  expect(firstBox!.height).toBeGreaterThanOrEqual(pictureBox!.height - 1);

  // A photo opens the full-screen viewer, titled by its alt text, with its caption centred under it
  // (it sat left of the centred title).
  await captioned.click();
  const viewer = page.getByRole('dialog', { name: 'Room 2 of 88 Lakeshore Rd' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Room 2 of 88 Lakeshore Rd' })).toBeVisible();
  const viewerCaption = (await viewer.getByText(CAPTION).boundingBox())!;
  const viewerTitle = (await viewer.getByRole('heading').boundingBox())!;
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(centre(viewerCaption) - centre(viewerTitle))).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A lead, sent by the form's script in place (without the script it is a plain post: the API
  // tests check its redirect, listing-lead-form.spec.ts a refused one).
  const lead = page.locator('#lead-form');
  await lead.getByLabel('First name').fill('Sam');
  await lead.getByLabel('Last name').fill('Buyer');
  await lead.getByLabel('Email').fill('sam.buyer@example.com');
  await lead.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await expect(page).toHaveURL(/\/listings\/88-lakeshore-rd$/);
  const { api } = await ownerApi(baseURL!, owner);
  const inbox = (await (await api.get('/api/admin/inquiries')).json()) as {
    email: string;
    listing?: unknown;
  }[];
  await api.dispose();
  expect(inbox.find((i) => i.email === 'sam.buyer@example.com')?.listing).toEqual({
    slug: '88-lakeshore-rd',
    address: '88 Lakeshore Rd',
  });

  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  // Printed, the page is a flyer: no navigation, form or galleries.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.navbar')).toBeHidden();
  // The photo at the top of the paper, with no blank band kept for the bar that is not printed.
  expect((await page.locator('.listing-header').boundingBox())!.y).toBe(0);
  await expect(page.locator('#lead-form')).toBeHidden();
  await expect(page.locator('.listing-header')).toBeVisible();
  await expect(page.locator('.listing-agent')).toBeVisible();
  // With the QR code of the page's address, loaded with the page; on screen it is not shown.
  const qr = page.getByRole('img', { name: 'QR code of the address of the page about 88 Lakeshore Rd' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  await expect(qr).toBeHidden();
});

test('when the MLS page is opened, then it shows the property and nothing of the agent, and links nowhere else', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Uma Unbranded');
  await publishListing(baseURL!, owner);
  await page.goto('/listings/88-lakeshore-rd/unbranded');
  await expect(page.getByRole('heading', { level: 1, name: '88 Lakeshore Rd' })).toBeVisible();
  await expect(page.locator('img[src*="/uploads/"], img[srcset*="/uploads/"]').first()).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const secret of [AGENT.name, AGENT.phone, AGENT.email, AGENT.brokerage, 'Lumen Realty Media']) {
    expect(text).not.toContain(secret);
  }
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.locator('.navbar, .footer')).toHaveCount(0);
  // With no navigation bar, the photo starts at the top (it sat under a blank band as tall as the bar).
  expect((await page.locator('.listing-header').boundingBox())!.y).toBe(0);
  // Its eight facts in two even rows across the page (they were seven, then one alone).
  const factTops = await page
    .locator('.listing-fact')
    .evaluateAll((facts) => facts.map((fact) => Math.round(fact.getBoundingClientRect().top)));
  expect(factTops).toHaveLength(8);
  expect(new Set(factTops.slice(0, 4)).size).toBe(1);
  expect(new Set(factTops.slice(4)).size).toBe(1);
  expect(factTops[4]).toBeGreaterThan(factTops[0]!);
  const origin = new URL(baseURL!).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) expect(new URL(href).origin, href).toBe(origin);
  expect(await context.cookies()).toEqual([]);
});

test('when three fresh browsers view the listing, then its stats.json counts 3 views and 3 visitors; the owner is not counted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await createOwner('Stella Stats');
  await publishListing(baseURL!, owner);
  const { api } = await ownerApi(baseURL!, owner);
  const listings = (await (await api.get('/api/admin/content/listings')).json()) as { deliveryUrl: string }[];
  const stats = `${new URL(listings[0]!.deliveryUrl).pathname}/stats.json`;

  const viewOnce = async (context: import('@playwright/test').BrowserContext) => {
    const page = await context.newPage();
    const beacon = page.waitForRequest(
      (r) => r.url().endsWith('/api/event') && (r.postData() ?? '').includes('"pageview"'),
    );
    await page.goto('/listings/88-lakeshore-rd');
    await beacon;
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  };
  for (const n of [1, 2, 3]) {
    const context = await browser.newContext({
      baseURL: baseURL!,
      userAgent: `ListingVisitor${n}/1.0 Chrome/156`,
    });
    await viewOnce(context);
    await context.close();
  }
  // The signed-in owner's own look at the page is not counted.
  const ownerContext = await browser.newContext({ baseURL: baseURL! });
  const login = await ownerContext.request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  expect(login.status()).toBe(200);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/listings/88-lakeshore-rd');
  await ownerPage.waitForTimeout(1500);
  await ownerContext.close();

  // Counts are written every few seconds.
  await expect
    .poll(
      async () => {
        const figures = (await (await api.get(stats)).json()) as {
          days: { views: number; visitors: number }[];
        };
        const views = figures.days.reduce((sum, d) => sum + d.views, 0);
        const visitors = figures.days.reduce((sum, d) => sum + d.visitors, 0);
        return { views, visitors };
      },
      { timeout: 20_000 },
    )
    .toEqual({ views: 3, visitors: 3 });

  // The agent's delivery page lists the days from the first visit, newest first, as dates to read:
  // one row here (it listed all 90 days of the period, oldest first, as 2026-11-27).
  const figures = (await (await api.get(stats)).json()) as { days: { day: string; views: number }[] };
  const visited = figures.days.find((d) => d.views > 0)!.day;
  const delivery = await browser.newPage({ baseURL: baseURL! });
  await delivery.goto(new URL(listings[0]!.deliveryUrl).pathname);
  const table = delivery.getByRole('table', { name: 'Visits by day, newest first' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const expected = new Intl.DateTimeFormat('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${visited}T00:00:00Z`));
  await expect(rows.first().locator('td')).toHaveText([expected, '3', '3']);
  await delivery.close();
  await api.dispose();
});

test('when a visitor opens a floor plan, then it opens in the full-screen viewer, shown whole', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 667 });
  const plan = { src: '/images/projects/2.jpg', alt: 'Main floor plan', caption: 'Main floor, 1,200 sq ft' };
  await publishListing(baseURL!, await createOwner('Fiona Floorplan'), { floorPlans: [plan] }, 1);
  await page.goto('/listings/88-lakeshore-rd');
  // It was a plain picture: at a phone's width its room labels could not be read, nor enlarged.
  const button = page.getByRole('button', { name: 'View image: Main floor plan', exact: true });
  await expect(button).toHaveAccessibleDescription(plan.caption);
  // Shown whole, not cropped to the photos' 3:2.
  const image = page.locator('section[aria-labelledby="listing-plans-title"] img');
  const ratios = await image.evaluate((img: HTMLImageElement) => [
    img.naturalWidth / img.naturalHeight,
    img.clientWidth / img.clientHeight,
  ]);
  expect(Math.abs(ratios[0]! - ratios[1]!)).toBeLessThan(0.02);
  await button.click();
  const viewer = page.getByRole('dialog', { name: 'Main floor plan' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(plan.caption)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(button).toBeFocused();
});
