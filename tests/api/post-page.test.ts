import { describe, expect, it } from 'vitest';
import type { PostEntry } from '#shared/schemas/post.ts';
import { newPost } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

/** What a post's page shows of the owner's text (audit of the studio, items 4 and 5). */
let owner: OwnerClient | undefined;

async function publishedPage(changes: Partial<PostEntry>): Promise<string> {
  owner = await ownerForTest();
  const res = await owner.call('/api/admin/content/posts', {
    method: 'POST',
    json: { ...newPost(), status: 'published', ...changes },
  });
  expect(res.status).toBe(201);
  return (await fetch(`${owner.app.url}/blog/spring-market-report`)).text();
}

describe('a post page', () => {
  it('when a Paragraph block has a blank line, then each part is its own paragraph, as in a listing description', async () => {
    const html = await publishedPage({
      content: [
        { type: 'paragraph', text: 'Alpha paragraph.\n\nBeta paragraph,\nsame paragraph.' },
        { type: 'highlight', text: 'First point.\r\n\r\nSecond point.' },
        { type: 'quote', text: 'They loved it.\n\n\nAnd booked again.', author: 'An agent' },
      ],
    });
    for (const paragraph of [
      'Alpha paragraph.',
      // A single line break is a line break (components/ui/paragraphs.tsx).
      'Beta paragraph,<br/>same paragraph.',
      'First point.',
      'Second point.',
      'They loved it.',
      'And booked again.',
    ])
      expect(html).toContain(`<p>${paragraph}</p>`);
  });

  it('when a post has no excerpt and its author no role, then neither shows as an empty line', async () => {
    const html = await publishedPage({
      excerpt: '',
      author: { name: 'Priya Raman', role: '', image: '/images/authors/2.jpg' },
    });
    expect(html).toContain('Priya Raman');
    expect(html).not.toMatch(/<p class="post-excerpt">\s*<\/p>/);
    expect(html).not.toMatch(/<p class="author-card-role">\s*<\/p>/);
  });

  it('when a post has no excerpt, then its card on /blog has no empty line', async () => {
    await publishedPage({ excerpt: '' });
    const html = await (await fetch(`${owner!.app.url}/blog`)).text();
    expect(html).toContain('Spring Market Report for GTA Listings');
    expect(html).not.toMatch(/<p class="blog-card-excerpt"><\/p>/);
  });

  it('when the only published post is opened, then no Related Articles heading stands over nothing', async () => {
    owner = await ownerForTest();
    const seeded = (await (await owner.call('/api/admin/content/posts')).json()) as PostEntry[];
    for (const post of seeded)
      expect((await owner.call(`/api/admin/content/posts/${post.id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
    const res = await owner.call('/api/admin/content/posts', {
      method: 'POST',
      json: { ...newPost(), status: 'published' },
    });
    expect(res.status).toBe(201);
    const html = await (await fetch(`${owner.app.url}/blog/spring-market-report`)).text();
    expect(html).toContain('What moved this spring');
    expect(html).not.toContain('Related Articles');
  });
});
