import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '#shared/content/blog/posts.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import { newPost } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const ADMIN = '/api/admin/content/posts';
const json = async <T>(res: Response) => (await res.json()) as T;
const page = (path: string) => fetch(`${owner!.app.url}${path}`, { redirect: 'manual' });
const text = async (path: string) => (await page(path)).text();

async function save(entry: PostEntry, changes: Partial<PostEntry>): Promise<PostEntry> {
  const res = await owner!.call(`${ADMIN}/${entry.id}`, { method: 'PUT', json: { ...entry, ...changes } });
  expect(res.status).toBe(200);
  return json<PostEntry>(res);
}

describe('stored posts', () => {
  it('when the store is fresh, then the five sample posts are published with the same dates and read times', async () => {
    owner = await ownerForTest();
    const posts = await json<PostEntry[]>(await fetch(`${owner.app.url}/api/content/posts`));
    expect(posts.map((p) => [p.slug, p.date, p.readTime])).toEqual(
      BLOG_POSTS.map((p) => [p.slug, p.date, p.readTime]),
    );
  });

  it('when a post with every block type is drafted, published and restored, then /blog, its category, home, related posts, search and the feed follow', async () => {
    owner = await ownerForTest();
    const sibling = BLOG_POSTS[1]!;
    const created = await owner.call(ADMIN, {
      method: 'POST',
      json: newPost('spring-market-report', sibling.category),
    });
    expect(created.status).toBe(201);
    let post = await json<PostEntry>(created);
    expect(post).toMatchObject({ status: 'draft', date: 'April 15, 2030', readTime: '1 min read' });

    // Draft: preview for the owner only; nowhere public.
    const preview = await owner.call(`/preview/posts/${post.id}`);
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    for (const fragment of [
      'What moved this spring',
      'Twilight sells the mood',
      'A Leslieville agent',
      'Add a floor plan',
    ]) {
      expect(previewHtml).toContain(fragment);
    }
    const anonymous = await page(`/preview/posts/${post.id}`);
    expect(anonymous.status).toBe(401);
    const signInHtml = await anonymous.text();
    expect(signInHtml).toContain('Sign in to see this preview');
    expect(signInHtml).not.toContain('What moved this spring');
    expect((await owner.call('/preview/posts/no-such-draft')).status).toBe(404);
    expect((await page('/blog/spring-market-report')).status).toBe(404);
    expect(await text('/blog')).not.toContain('Spring Market Report');
    expect(await text('/blog/feed.xml')).not.toContain('spring-market-report');

    // Published (the newest date): everywhere at once.
    post = await save(post, { status: 'published' });
    const live = await text('/blog/spring-market-report');
    expect(live).toContain('Listings with a 3D tour sold nine days sooner.');
    expect(live).toContain('type="application/rss+xml"');
    expect(await text('/blog')).toContain('Spring Market Report for GTA Listings');
    const category = await text(`/blog?category=${encodeURIComponent(sibling.category)}`);
    expect(category).toContain('Spring Market Report for GTA Listings');
    expect(await text('/')).toContain('Spring Market Report for GTA Listings');
    expect(await text(`/blog/${sibling.slug}`)).toContain('href="/blog/spring-market-report"');
    expect(await text('/search?q=twilight+showings')).toContain('href="/blog/spring-market-report"');
    expect(await text('/sitemap.xml')).toContain('/blog/spring-market-report</loc>');

    const feed = await page('/blog/feed.xml');
    expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.length).toBe(1 + BLOG_POSTS.length + 1);
    for (const link of links) expect(link).toMatch(/^http:\/\/[^/]+\/blog/);
    expect(links[1]).toMatch(/\/blog\/spring-market-report$/);

    // An edit, then the older text restored: the public page shows it again.
    post = await save(post, { content: [{ type: 'paragraph', text: 'Rewritten in a hurry.' }] });
    expect(await text('/blog/spring-market-report')).not.toContain('What moved this spring');
    const restored = await owner.call(`${ADMIN}/${post.id}/versions/2/restore`, { method: 'POST', json: {} });
    expect(restored.status).toBe(200);
    expect(await text('/blog/spring-market-report')).toContain('What moved this spring');

    // Unpublished: 404 and gone from the feed.
    await save(await json<PostEntry>(restored), { status: 'draft' });
    expect((await page('/blog/spring-market-report')).status).toBe(404);
    expect(await text('/blog/feed.xml')).not.toContain('spring-market-report');
  });

  it('when a post body is wrong, then the JSON error names the block and nothing is stored', async () => {
    owner = await ownerForTest();
    const before = (await json<PostEntry[]>(await owner.call(ADMIN))).length;
    const refuse = async (body: unknown, status = 400) => {
      const res = await owner!.call(ADMIN, { method: 'POST', json: body });
      expect(res.status).toBe(status);
      return (await json<{ error: string }>(res)).error;
    };
    const base = newPost();
    expect(await refuse({ ...base, content: [...base.content!, { type: 'video', src: 'x' }] })).toBe(
      'Body, block 7 (video): block type must be one of heading, paragraph, image, highlight, quote, list.',
    );
    // A draft may wait for its alt text; publishing it may not.
    const noAlt = {
      ...base,
      status: 'published',
      content: [{ type: 'image', src: '/images/blog/post-2.jpg', alt: '' }],
    };
    expect(await refuse(noAlt)).toBe('Body, block 1 (image): add alt text.');
    expect(await refuse({ ...base, content: [{ type: 'paragraph', text: '<p>x</p>', html: true }] })).toBe(
      'Body, block 1 (paragraph): "html" is not a field of this form.',
    );
    // A day that is not on the calendar once took /blog and the post's page down (500).
    for (const datePublished of ['2026-13-45', '2026-02-30']) {
      expect(await refuse({ ...base, status: 'published', datePublished })).toMatch(
        /^Date.*must be a date like 2026-05-01\.$/,
      );
    }
    expect(await refuse({ ...base, slug: BLOG_POSTS[0]!.slug }, 409)).toBe(
      `Address (slug) "${BLOG_POSTS[0]!.slug}" is already used by another post.`,
    );
    // Past what any post can be (the content writes' body limit): refused before it is read.
    const huge = { ...base, content: [{ type: 'paragraph', text: 'x'.repeat(9_000_000) }] };
    expect(await refuse(huge, 413)).toBe(
      'This is more than the site takes in one go. Please shorten it and try again.',
    );
    expect((await json<PostEntry[]>(await owner.call(ADMIN))).length).toBe(before);
  });

  it('when the owner saves a long post (120 KB), then it is stored; the same body from someone not signed in is not read', async () => {
    owner = await ownerForTest();
    const long = {
      ...newPost('a-long-guide'),
      content: Array.from({ length: 60 }, (_, i) => ({
        type: 'paragraph',
        text: `${i} ${'word '.repeat(400)}`,
      })),
    };
    expect(JSON.stringify(long).length).toBeGreaterThan(120_000);
    const created = await owner.call(ADMIN, { method: 'POST', json: long });
    expect(created.status).toBe(201);
    const stored = await json<PostEntry>(await owner.call(`${ADMIN}/${(await json<PostEntry>(created)).id}`));
    expect(stored.content).toHaveLength(60);
    // Without the owner's session the small limit holds: refused as too large, nothing parsed.
    const stranger = await fetch(`${owner.app.url}${ADMIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(long),
    });
    expect(stranger.status).toBe(413);
  });
});
