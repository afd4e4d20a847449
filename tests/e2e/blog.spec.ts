import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freezeClock } from './pages/shell-page.ts';
import { BLOG_POSTS } from '#shared/content/blog/posts.ts';

/** Opens a page and waits for hydration (the body 'loaded' marker is set after it). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('body.loaded').waitFor();
  return response;
}

const cards = (page: Page) => page.locator('main .blog-list .blog-card');
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

test.describe('blog list', () => {
  test('when the blog opens, then every post is a card with image, category, date, title, excerpt and author', async ({
    page,
  }) => {
    await open(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real Estate Marketing Insights');
    await expect(cards(page)).toHaveCount(BLOG_POSTS.length);
    for (const [index, post] of BLOG_POSTS.entries()) {
      const card = cards(page).nth(index);
      await expect(card.locator('img')).toHaveCount(1);
      await expect(card.locator('.tag')).toHaveText(post.category);
      await expect(card.locator('time')).toHaveText(post.date);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
      await expect(card).toContainText(post.excerpt);
      await expect(card).toContainText(`By ${post.author?.name}`);
    }
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
      'All Posts',
      'Photography',
      'Drone',
      'Technology',
      'Marketing',
    ]);
  });

  test('when a category is chosen and a search typed, then only posts matching both are listed', async ({
    page,
  }) => {
    await open(page, '/blog');
    await categoryButton(page, 'Marketing').click();
    await expect(categoryButton(page, 'Marketing')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'All Posts')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(2);
    // 'TOUR' (upper case) is in the Matterport post's title; the luxury post never mentions it.
    await page.getByLabel('Search articles').fill('TOUR');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('How Matterport 3D Tours Help Homes Sell Faster');
    await expect(page).toHaveURL(/\/blog\?category=Marketing&q=TOUR$/);
  });

  test('when the search matches only an excerpt, then that post is found', async ({ page }) => {
    await open(page, '/blog');
    // 'honestly' appears in the virtual staging excerpt, not in any title.
    await page.getByLabel('Search articles').fill('honestly');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Virtual Staging Trends');
  });

  test('when nothing matches, then "No articles found" shows and Reset Filters brings every post back', async ({
    page,
  }) => {
    await open(page, '/blog');
    await categoryButton(page, 'Drone').click();
    await page.getByLabel('Search articles').fill('staging');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(cards(page)).toHaveCount(BLOG_POSTS.length);
    await expect(page.getByLabel('Search articles')).toHaveValue('');
    await expect(categoryButton(page, 'All Posts')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('when the address names a category, then the list opens filtered to it', async ({ page }) => {
    await open(page, '/blog?category=Drone');
    await expect(categoryButton(page, 'Drone')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Drone Photography Best Practices');
  });

  test('when JavaScript is off, then all posts are listed and a category button still filters', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(BLOG_POSTS.length);
    await categoryButton(page, 'Technology').click();
    // The plain GET form also sends the (empty) search box.
    await expect(page).toHaveURL(/\/blog\?(q=&)?category=Technology$/);
    await expect(cards(page)).toHaveCount(1);
    await context.close();
  });
});

test.describe('blog post', () => {
  test('when a post opens, then it shows its header, share row, image and every kind of content block', async ({
    page,
  }) => {
    const response = await open(page, '/blog/drone-photography-best-practices');
    expect(response?.status()).toBe(200);
    const post = BLOG_POSTS.find((p) => p.slug === 'drone-photography-best-practices')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Lumen Realty Media`);
    const article = page.locator('article.post-article');
    await expect(article.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(article.locator('.post-excerpt')).toHaveText(post.excerpt);
    await expect(article.locator('.post-meta')).toContainText(post.date);
    await expect(article.locator('.post-meta')).toContainText(post.readTime!);
    await expect(article.locator('.post-meta .tag')).toHaveText('Drone');
    for (const [name, host] of [
      ['Facebook', 'https://www.facebook.com/'],
      ['LinkedIn', 'https://www.linkedin.com/'],
      ['X', 'https://x.com/'],
    ]) {
      const link = article.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${host}.*blog/drone-photography-best-practices`),
      );
    }
    await expect(article.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:/);
    await expect(article.locator('.post-cover img')).toBeVisible();
    const content = article.locator('.post-content');
    await expect(content.locator('h2').first()).toHaveText('Start with the rules, not the drone');
    await expect(content.locator('figure.post-figure figcaption')).toContainText('oblique frame');
    await expect(content.locator('.post-highlight')).toHaveCount(1);
    await expect(content.locator('blockquote')).toContainText('ravine lot');
    await expect(content.locator('.post-quote figcaption')).toHaveText('Daniel Moreau, Broker, York Region');
    await expect(content.locator('ul.post-list')).toHaveCount(2);
    // An article's list reads as one: each item has its bullet (the global reset takes them off classed lists).
    const bullets = await content
      .locator('ul.post-list li')
      .evaluateAll((items) =>
        items.map((li) => [getComputedStyle(li).display, getComputedStyle(li).listStyleType]),
      );
    expect(bullets.length).toBeGreaterThan(2);
    for (const bullet of bullets) expect(bullet).toEqual(['list-item', 'disc']);
  });

  test('when the raw HTML is fetched, then it carries BlogPosting and BreadcrumbList data', async ({
    request,
  }) => {
    const html = await (await request.get('/blog/virtual-staging-trends')).text();
    const types = [...html.matchAll(/<script data-ph type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
      (m) => (JSON.parse(m[1]!) as { '@type': string | string[] })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(html).toMatch(
      /<link data-ph rel="canonical" href="http:\/\/[^"]+\/blog\/virtual-staging-trends">/,
    );
  });

  test('when the sidebar is read, then it has the author card, the category links and the newsletter box', async ({
    page,
  }) => {
    await open(page, '/blog/essential-photography-equipment');
    const sidebar = page.getByRole('complementary', { name: 'About this article' });
    await expect(sidebar).toContainText('Adrian Kowalczyk');
    await expect(sidebar).toContainText('Founder & Creative Director');
    await expect(sidebar.locator('.author-card img')).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Meet our team' })).toHaveAttribute('href', '/about');
    await expect(sidebar.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await sidebar.getByRole('link', { name: /^Drone/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=Drone$/);
    await expect(categoryButton(page, 'Drone')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
  });

  test('when a post has a category twin, then it is the first related post; otherwise the first two others', async ({
    page,
  }) => {
    await open(page, '/blog/marketing-luxury-properties');
    const related = page.locator('.related-posts .blog-card-link');
    await expect(related).toHaveText([
      'How Matterport 3D Tours Help Homes Sell Faster',
      BLOG_POSTS[0]!.title,
    ]);
    await open(page, '/blog/drone-photography-best-practices');
    await expect(related).toHaveText([BLOG_POSTS[0]!.title, BLOG_POSTS[2]!.title]);
    await expect(page.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  });

  test('when Copy link is clicked, then the address is copied and a check mark shows for 2 seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/blog/virtual-staging-trends');
    const button = page.locator('.share-copy');
    await expect(button).toHaveAttribute('aria-label', 'Copy link');
    // A link icon (chain), not the stacked-layers one.
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'link');
    await freezeClock(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-label', 'Link copied');
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'check');
    await expect(button).toHaveAttribute('data-copied', 'true');
    const copied = await page.evaluate('navigator.clipboard.readText()');
    expect(copied).toBe(new URL('/blog/virtual-staging-trends', page.url()).href);
    await page.clock.runFor(1500);
    await expect(button).toHaveAttribute('data-copied', 'true');
    await page.clock.runFor(600);
    await expect(button).toHaveAttribute('data-copied', 'false');
    await expect(button).toHaveAttribute('aria-label', 'Copy link');
  });

  test('when the slug is unknown, then the page says Post Not Found with HTTP 404 and a way back', async ({
    page,
  }) => {
    const response = await open(page, '/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.locator('main').getByRole('link', { name: 'Return to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(BLOG_POSTS.length);
  });
});
