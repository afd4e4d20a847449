import { expect, test } from './fixtures.ts';
import { createOwner, jpegFile, type Owner } from './pages/admin-page.ts';
import { holdRequests } from './held-requests.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/** Issue 14, blog posts: the block editor from draft to published, renamed, restored, unpublished. */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Bea Blogger');
});

/** A published post of the same category, whose related posts should then list the new one. */
const NEIGHBOUR = '/blog/drone-photography-best-practices';

test('when a post with every block type is drafted, published, restored and unpublished, then the blog, home, related posts and the feed follow', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = new ContentEditorPage(page);
  const unique = Date.now().toString(36);
  const title = `Winter Drone Flights Over Lakefront Homes ${unique}`;
  const slug = `winter-drone-flights-over-lakefront-homes-${unique}`;
  const first = 'Cold air is clear air: winter flights give the sharpest lake views of the year.';
  const second = 'A rewritten opening that the owner later regrets.';
  await admin.openSignedIn(owner);
  await admin.startNew('Blog', 'post');

  await admin.input('Title *').fill(title);
  await expect(admin.input('Address (slug) *')).toHaveValue(slug);
  await admin.input('Excerpt').fill('How we fly in January without losing a battery.');
  // The newest post of all, so the home page's three newest include it.
  await admin.input('Date *').fill('2030-01-15');
  await admin.input('Category *').fill('Drone');
  await admin.uploadWith(admin.button('Upload cover image...'), await jpegFile('cover.jpg', '#1d3557'));
  await admin.input('Cover alt text *').fill('A drone over a frozen lake at dawn');
  await admin.input('Author name').fill('Priya Raman');
  await admin.input('Author role').fill('Head of Aerial Operations');
  await admin.uploadWith(admin.button('Upload author photo...'), await jpegFile('priya.jpg', '#e63946'));

  // The body: a paragraph to start with, then one block of every other type.
  await admin.input('Paragraph 1 text *').fill(first);
  const add = async (type: string) => {
    await admin.input('New block').selectOption(type);
    await admin.button('Add block').click();
  };
  await add('heading');
  await admin.button('Move block 2 up').click();
  await admin.input('Heading 1 text *').fill('Why fly in winter');
  await expect(admin.input('Paragraph 2 text *')).toHaveValue(first);
  await add('image');
  await admin.uploadWith(admin.button('Upload image 3 picture...'), await jpegFile('inline.jpg', '#457b9d'));
  await admin.input('Image 3 alt text *').fill('Snow-covered roofs seen from above');
  await admin.input('Image 3 caption').fill('Snow shows every roof line');
  await add('highlight');
  await admin.input('Highlight 4 text *').fill('Batteries last half as long below minus ten.');
  await add('quote');
  await admin.input('Quote 5 text *').fill('The winter photos sold the summer cottage.');
  await admin.input('Quote 5 author').fill('A Muskoka agent');
  await add('list');
  await admin.input('List 6 items *').fill('Warm the batteries\nFly at noon\nShoot brackets');
  await add('paragraph');
  await admin.button('Remove block 7').click();
  await expect(admin.editor.getByRole('list', { name: 'Body blocks' }).getByRole('listitem')).toHaveCount(6);
  await admin.expectNoAxeViolations();

  await admin.press('Save draft', 'Saved as draft');
  await expect(admin.editor.getByTestId('post-read-time')).toContainText('min read');
  const id = await admin.entryId();

  const popup = page.waitForEvent('popup');
  await admin.editor.getByRole('link', { name: 'Preview' }).click();
  const preview = await popup;
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await preview.close();

  const link = `href="/blog/${slug}"`;
  const expectListed = async (shown: boolean) => {
    const pages = {
      '/blog': await (await request.get('/blog')).text(),
      '/blog?category=Drone': await (await request.get('/blog?category=Drone')).text(),
      home: await (await request.get('/')).text(),
      'related posts': await (await request.get(NEIGHBOUR)).text(),
      '/search': await (await request.get(`/search?q=${encodeURIComponent(title)}`)).text(),
      'sitemap.xml': await (await request.get('/sitemap.xml')).text(),
    };
    for (const [where, html] of Object.entries(pages)) {
      const found = where === 'sitemap.xml' ? html.includes(`/blog/${slug}</loc>`) : html.includes(link);
      expect(found, where).toBe(shown);
    }
  };
  await expectListed(false);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await admin.press('Publish', 'Published');
  await expectListed(true);
  // Another category's filter does not list it.
  expect(await (await request.get('/blog?category=Marketing')).text()).not.toContain(link);

  // The page shows every block.
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200);
  const article = page.locator('main');
  await expect(article.getByRole('heading', { name: 'Why fly in winter' })).toBeVisible();
  await expect(article.getByText(first)).toBeVisible();
  await expect(article.getByRole('img', { name: 'Snow-covered roofs seen from above' })).toBeVisible();
  await expect(article.getByText('Snow shows every roof line')).toBeVisible();
  await expect(article.getByText('Batteries last half as long below minus ten.')).toBeVisible();
  await expect(article.getByText('The winter photos sold the summer cottage.')).toBeVisible();
  await expect(article.getByText('A Muskoka agent')).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Warm the batteries' })).toBeVisible();

  // The feed parses as RSS 2.0 and links the post at its absolute address.
  const xml = await (await request.get('/blog/feed.xml')).text();
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      version: doc.documentElement.getAttribute('version'),
      links: [...doc.querySelectorAll('channel > item > link')].map((l) => l.textContent ?? ''),
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.version).toBe('2.0');
  expect(feed.links[0]).toBe(`${baseURL}/blog/${slug}`);
  for (const href of feed.links) expect(new URL(href).origin).toBe(baseURL);

  // A rewrite, then the published version restored: the public page shows the first text again.
  await admin.open();
  await admin.tab('Blog').click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const published = Number(
    (await admin.editor.locator('.admin-publication-state').textContent())?.match(/version (\d+)/)?.[1],
  );
  await admin.input('Paragraph 2 text *').fill(second);
  await admin.press('Save', 'Saved');
  expect(await (await request.get(`/blog/${slug}`)).text()).toContain(second);
  // The versions are a part of the editor: their heading sits one level under the editor's.
  const editorPart = page.locator('.admin-content-editor');
  await expect(editorPart.getByRole('heading', { level: 3, name: `Edit post: ${title}` })).toBeVisible();
  await expect(editorPart.getByRole('heading', { level: 4, name: 'Versions' })).toBeVisible();
  await page.getByRole('button', { name: `Restore version ${published}` }).click();
  await admin.expectToast('Version restored');
  await expect(admin.input('Paragraph 2 text *')).toHaveValue(first);
  const restored = await (await request.get(`/blog/${slug}`)).text();
  expect(restored).toContain(first);
  expect(restored).not.toContain(second);

  // A new address answers with a 301 from the old one; unpublished, it answers 404.
  await admin.input('Address (slug) *').fill(`${slug}-moved`);
  await admin.press('Save', 'Saved');
  const moved = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${slug}-moved`);
  await admin.press('Unpublish', 'Unpublished');
  expect((await request.get(`/blog/${slug}-moved`)).status()).toBe(404);
  expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(slug);

  page.once('dialog', (dialog) => void dialog.accept());
  await admin.button('Delete').click();
  await admin.expectToast('Deleted');
  expect((await page.request.get(`/api/admin/content/posts/${id}`)).status()).toBe(404);
});

test("when the owner types a picture block's alt text and caption while its picture uploads, then the upload's answer keeps them", async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.startNew('Blog', 'post');
  await admin.input('New block').selectOption('image');
  await admin.button('Add block').click();
  // The upload is held at the network: the owner writes meanwhile, as on a slow connection.
  const uploads = await holdRequests(page, /\/api\/upload$/);
  const chooser = page.waitForEvent('filechooser');
  await admin.button('Upload image 2 picture...').click();
  await (await chooser).setFiles(await jpegFile('porch.jpg', '#6b705c'));
  await expect.poll(uploads.count).toBe(1);
  await admin.input('Image 2 alt text *').fill('A covered porch with two rocking chairs');
  await admin.input('Image 2 caption').fill('The porch faces the lake');
  uploads.release();
  await expect(admin.input('Image 2 picture *')).toHaveValue(/^\/uploads\//, { timeout: 20_000 });
  await expect(admin.input('Image 2 alt text *')).toHaveValue('A covered porch with two rocking chairs');
  await expect(admin.input('Image 2 caption')).toHaveValue('The porch faces the lake');
});
