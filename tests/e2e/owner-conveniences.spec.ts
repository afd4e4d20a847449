import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';

/**
 * Issue 14, point 7: what an owner pastes is accepted as they find it (a Matterport share address,
 * a YouTube address), a video or tour without a thumbnail is a designed card (kind and title) on
 * the public page and in the admin list, and the inbox tables fit a 390 px phone.
 */
let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Pat Paste');
});

interface ApiItem {
  title: string;
  src: string;
  thumbnail?: string;
}

async function addItem(admin: AdminPage, service: string, type: string, title: string, src: string) {
  await admin.service(service).click();
  await admin.tab('Add New').click();
  await admin.field('Title *').fill(title);
  await admin.field('Description *').fill(`${title}, pasted as the owner found it`);
  await admin.field('Type *').selectOption(type);
  await admin.form.locator('#item-src').fill(src);
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added', 'Portfolio item has been added successfully');
}

/** A designed ground: a gradient (an image), not one flat colour. */
const backgroundImage = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundImage);

async function expectDesignedPublicCard(page: Page, path: string, title: string, kind: string) {
  await page.goto(path);
  const card = page.locator('.gallery-card').filter({ hasText: title });
  const placeholder = card.locator('.gallery-card-placeholder');
  await expect(placeholder).toBeVisible();
  await expect(placeholder.locator('.gallery-card-placeholder-kind')).toHaveText(kind);
  await expect(placeholder.locator('.gallery-card-placeholder-kind svg')).toHaveCount(1);
  await expect(placeholder.locator('.gallery-card-placeholder-title')).toHaveText(title);
  expect(await backgroundImage(placeholder)).toContain('gradient');
}

test('when the owner pastes a Matterport share address, then it is stored as the clean iframe and shown as a designed 3D card', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const title = `Share address tour ${Date.now()}`;
  await addItem(
    admin,
    'Matterport',
    'embed',
    title,
    'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1',
  );
  const stored = (
    (await (await page.request.get('/api/portfolio/matterportPortfolio')).json()) as ApiItem[]
  ).find((i) => i.title === title);
  expect(stored?.src).toMatch(
    /^<iframe src="https:\/\/my\.matterport\.com\/show\/\?m=SxQL3iGyoDo&amp;play=1&amp;qs=1" width="853" height="480" title="3D virtual tour" allow="[^"]+" allowfullscreen><\/iframe>$/,
  );
  expect(stored?.thumbnail).toBeUndefined();

  // The admin list: a tile with the kind's icon and name on a designed ground, the title beside it.
  const tile = admin.item(title).locator('.admin-thumb--empty');
  await expect(tile).toHaveText('3D tour');
  await expect(tile.locator('svg')).toHaveCount(1);
  expect(await backgroundImage(tile)).toContain('gradient');

  await expectDesignedPublicCard(page, '/portfolio/matterport', title, '3D tour');
});

test('when the owner pastes a youtu.be address, then the id is stored and the video without a thumbnail is a designed card', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const title = `Pasted film ${Date.now()}`;
  await addItem(admin, 'Video', 'video', title, 'https://youtu.be/dQw4w9WgXcQ?si=shared');
  const stored = ((await (await page.request.get('/api/portfolio/videoPortfolio')).json()) as ApiItem[]).find(
    (i) => i.title === title,
  );
  expect(stored?.src).toBe('dQw4w9WgXcQ');
  await expect(admin.item(title).locator('.admin-thumb--empty')).toHaveText('Video');
  await expectDesignedPublicCard(page, '/portfolio/video', title, 'Video');
});

test('when the owner reads the inbox on a 390 px phone, then nothing scrolls sideways and every row is readable', async ({
  page,
}) => {
  const long = `a.very.long.subscriber.address.${Date.now()}@an-agency-with-a-long-domain-name.example`;
  const signup = await page.request.post('/api/newsletter', { data: { email: long, source: '/blog' } });
  expect(signup.ok()).toBe(true);
  const { token: formToken } = (await (await page.request.get('/api/inquiries/form-token')).json()) as {
    token: string;
  };
  const sent = await page.request.post('/api/inquiries', {
    data: {
      formToken,
      firstName: 'Bartholomew',
      lastName: 'Featherstonehaugh-Cholmondeley',
      email: `bartholomew.featherstonehaugh.cholmondeley.${Date.now()}@long-brokerage-name.example`,
      phone: '+1 416 555 0199',
      service: 'matterport',
      details: `Twilight photos and a 3D tour: https://listing.example/${'very-long-path-segment-'.repeat(6)}`,
    },
  });
  expect(sent.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await admin.tab('Subscribers').click();
  const row = page.locator('.admin-table tbody tr').filter({ hasText: long });
  await expect(row).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  // Readable: each cell of the row lies within the screen, labelled, with its text.
  for (const [label, text] of [
    ['Email', long],
    ['Source page', '/blog'],
    ['Status', 'Active'],
  ] as const) {
    const cell = row.locator(`td[data-label="${label}"]`);
    await expect(cell).toContainText(text);
    const box = await cell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${label}"`);
  }
  // The table does not scroll inside its box either.
  const wrap = page.locator('.admin-table-wrap');
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await admin.tab('Inquiries').click();
  const card = page.locator('.admin-inquiry').filter({ hasText: 'Featherstonehaugh-Cholmondeley' });
  await expect(card).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  for (const part of [
    card.locator('h4'),
    card.locator('.admin-inquiry-contact a').first(),
    card.locator('.admin-inquiry-details'),
  ]) {
    const box = await part.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
});
