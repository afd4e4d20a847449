import { expect, test } from './fixtures.ts';
import { createOwner, jpegFile, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/** Issue 14, projects: the owner's editor from draft to published, renamed, unpublished, deleted. */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Petra Projects');
});

const COLORS = ['#3d6b8a', '#4f8a3d', '#8a3d6b', '#8a6420', '#20608a', '#5c208a'];

test('when a project with six photos is drafted, previewed, published, renamed and unpublished, then every public page follows without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = new ContentEditorPage(page);
  const unique = Date.now().toString(36);
  const title = `Lakeview Quartz Residence ${unique}`;
  const slug = `lakeview-quartz-residence-${unique}`;
  await admin.openSignedIn(owner);
  await admin.startNew('Projects', 'project');

  await admin.input('Title *').fill(title);
  await expect(admin.input('Address (slug) *')).toHaveValue(slug);
  // What a renamed address does, said without the status code it was written in ("(301)").
  await expect(admin.input('Address (slug) *')).toHaveAccessibleDescription(
    `The page is /projects/${slug}; changing it later keeps the old address working: visitors and search engines are sent on to the new one.`,
  );
  await admin.uploadWith(admin.button('Upload card image...'), await jpegFile('card.jpg', '#223344'));
  await expect(admin.input('Card image *')).toHaveValue(/^\/uploads\/.+\.jpg$/);
  await admin.input('Location').fill('Muskoka, Ontario');
  await admin.input('Completed').fill('May 2026');
  await admin.input('Property type').fill('Lakefront cottage');
  await admin.input('Size').fill('4,100 sq ft');
  await admin.input('Bedrooms').fill('5 bedrooms');
  await admin.input('Story').fill(`The story of ${title}, told in photographs.`);
  await admin.input('Challenges').fill('Low winter light over the lake.');
  await admin.input('Services').fill('Photography\nDrone');
  await admin.input('Results').fill('Sold in nine days.');
  await admin.input('Video tour (YouTube address)').fill('https://youtu.be/dQw4w9WgXcQ');
  await admin.input('Featured on the home page').check();
  await admin.input('Order on the home page').fill('0');

  const photos = await Promise.all(COLORS.map((c, i) => jpegFile(`photo-${i + 1}.jpg`, c)));
  await admin.uploadWith(admin.button('Add photos...'), ...photos);
  const gallery = admin.editor.getByRole('list', { name: 'Gallery photos' }).getByRole('listitem');
  await expect(gallery).toHaveCount(6);
  const thumbs = gallery.locator('img');
  const uploaded = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));

  // Published without alt text (a draft may wait for it): refused, every photo named by its place
  // in the owner's words, each under its field, the keyboard on the first; nothing is stored.
  await admin.button('Publish').click();
  await expect(admin.formError.getByRole('listitem')).toHaveText(
    [1, 2, 3, 4, 5, 6].map((n) => `Gallery, photo ${n}: add alt text`),
  );
  await expect(admin.input('Photo 1 alt text *')).toBeFocused();
  await expect(admin.input('Photo 1 alt text *')).toHaveAccessibleDescription(
    'Gallery, photo 1: add alt text',
  );
  // Refused, so not public: the draft may have saved itself (a draft may wait for alt text).
  const before = await (await page.request.get('/api/admin/content/projects')).json();
  const draft = before.find((p: { title: string }) => p.title === title);
  expect(draft === undefined || draft.status === 'draft').toBe(true);
  const listed = await (await page.request.get('/api/content/projects')).json();
  expect(listed.some((p: { title: string }) => p.title === title)).toBe(false);

  for (let i = 1; i <= 6; i += 1)
    await admin.input(`Photo ${i} alt text *`).fill(`Photo number ${i} of the lake house`);
  // Keyboard: photo 2 up to the top; mouse: the last photo dragged onto the one before it.
  await admin.button('Move photo 2 up').click();
  await thumbs.nth(5).dragTo(gallery.nth(4));
  const expected = [uploaded[1], uploaded[0], uploaded[2], uploaded[3], uploaded[5], uploaded[4]];
  expect(await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual(expected);
  await expect(admin.input('Photo 1 alt text *')).toHaveValue('Photo number 2 of the lake house');
  await admin.expectNoAxeViolations();

  await admin.press('Save draft', 'Saved as draft');
  await expect(admin.status).toHaveText('draft');
  const id = await admin.entryId();
  const stored = await (await page.request.get(`/api/admin/content/projects/${id}`)).json();
  expect(stored.detail.gallery.map((p: { alt: string }) => p.alt)).toEqual(
    [2, 1, 3, 4, 6, 5].map((n) => `Photo number ${n} of the lake house`),
  );
  expect(stored.detail.videoId).toBe('dQw4w9WgXcQ');

  // The preview renders the page for the owner only.
  const popup = page.waitForEvent('popup');
  await admin.editor.getByRole('link', { name: 'Preview' }).click();
  const preview = await popup;
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('Low winter light over the lake.')).toBeVisible();
  await preview.close();
  // Without the owner's session the preview asks to sign in and shows nothing of the draft.
  const anonymous = await request.get(`/preview/projects/${id}`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain(title);

  // A draft is nowhere public.
  const expectPublic = async (shown: boolean) => {
    const projects = await (await request.get('/projects')).text();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const search = await (await request.get(`/search?q=${encodeURIComponent(title)}`)).text();
    const home = await (await request.get('/')).text();
    // Links to the page (the search page also repeats the words searched for).
    const link = `href="/projects/${slug}"`;
    expect(projects.includes(link), '/projects').toBe(shown);
    expect(sitemap.includes(`/projects/${slug}</loc>`), 'sitemap.xml').toBe(shown);
    expect(search.includes(link), '/search').toBe(shown);
    expect(home.includes(link), 'home featured projects').toBe(shown);
  };
  await expectPublic(false);
  expect((await request.get(`/projects/${slug}`)).status()).toBe(404);

  await admin.press('Publish', 'Published');
  await expect(admin.status).toHaveText('published');
  await expectPublic(true);
  const live = await page.goto(`/projects/${slug}`);
  expect(live?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Sold in nine days.')).toBeVisible();

  // A new address: the old one answers 301.
  await admin.open();
  await expect(admin.hero).toBeVisible();
  await admin.tab('Projects').click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await admin.input('Address (slug) *').fill(`${slug}-renamed`);
  await admin.press('Save', 'Saved');
  const moved = await request.get(`/projects/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/projects/${slug}-renamed`);
  expect((await request.get(`/projects/${slug}-renamed`)).status()).toBe(200);

  await admin.press('Unpublish', 'Unpublished');
  await expect(admin.status).toHaveText('draft');
  expect((await request.get(`/projects/${slug}-renamed`)).status()).toBe(404);
  expect((await request.get(`/projects/${slug}`, { maxRedirects: 0 })).status()).toBe(404);

  // Deleted after a confirmation (and so out of the other specs' way in this worker).
  page.once('dialog', (dialog) => void dialog.accept());
  await admin.button('Delete').click();
  await admin.expectToast('Deleted');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  expect((await page.request.get(`/api/admin/content/projects/${id}`)).status()).toBe(404);
});

test('when a project is saved elsewhere while the owner edits it, then Save shows the conflict and Reload brings the current version', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  // "Elsewhere": the same owner's session through the API, as another window or device would.
  const headers = await admin.writeHeaders();
  const { entry } = await admin.openNewProject('Conflicted Cottage');
  await admin.expectNoAxeViolations();
  const elsewhere = await page.request.put(`/api/admin/content/projects/${entry.id}`, {
    headers,
    data: { ...entry, detail: { ...entry.detail, location: 'Saved in another window' } },
  });
  expect(elsewhere.status()).toBe(200);

  await admin.input('Location').fill('Typed in this window');
  await admin.button('Save draft').click();
  await expect(admin.formError).toContainText('changed elsewhere');
  await expect(admin.input('Location')).toHaveValue('Typed in this window');
  await admin.button('Reload the current version').click();
  await expect(admin.input('Location')).toHaveValue('Saved in another window');
  await expect(admin.formError).toHaveCount(0);
  await expect(admin.editor.locator('.admin-publication-state')).toContainText('version 2');

  page.once('dialog', (dialog) => void dialog.accept());
  await admin.button('Delete').click();
  await admin.expectToast('Deleted');
});

test('when the owner types words in Find a project, then only the projects with those words stay listed, case and accents aside', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const id = Date.now().toString(36);
  await admin.createEntry('projects', {
    title: `Maison Côté ${id}`,
    slug: `maison-cote-${id}`,
    src: '/images/projects/4.jpg',
    detail: {},
  });
  await admin.tab('Projects').click();
  const rows = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  // The workspace may first show the list it had before the API call above; count once it has it.
  await expect(rows.filter({ hasText: `Maison Côté ${id}` })).toHaveCount(1);
  const all = await rows.count();
  expect(all).toBeGreaterThanOrEqual(7);
  const find = page.getByRole('searchbox', { name: 'Find a project' });
  // A seeded project: its title in other case, and a word of its line (its address).
  await find.fill('CHELSTER hall');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('heading')).toHaveText('Chelster Hall');
  await expect(page.getByText(`1 of ${all} shown`)).toBeVisible();
  await find.fill('chelster-hall');
  await expect(rows).toHaveCount(1);
  await find.fill(`maison cote ${id}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('heading')).toHaveText(`Maison Côté ${id}`);
  await find.fill('no such words here');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No project matches "no such words here".')).toBeVisible();
  await find.fill('');
  await expect(rows).toHaveCount(all);
  await admin.expectNoAxeViolations();
});

test('when the owner goes on typing in another field while a refused Publish is kept as a draft, then the cursor and the typing stay in that field', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.startNew('Projects', 'project');
  await admin.input('Title *').fill(`Harbour Loft ${Date.now().toString(36)}`);
  // Every save of a project answered a second late, as on a slow connection.
  await page.route('**/api/admin/content/projects**', async (route) => {
    if (route.request().method() !== 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  // Refused for want of a card image; the entry is then kept as a draft, which takes a moment.
  await admin.button('Publish').click();
  await expect(admin.formError).toContainText('Card image');
  const location = admin.input('Location');
  await location.click();
  await page.keyboard.type('Muskoka');
  await expect(admin.button('Publish')).toBeEnabled({ timeout: 15_000 });
  await page.keyboard.type(', Ontario');
  await expect(location).toBeFocused();
  await expect(location).toHaveValue('Muskoka, Ontario');
});
