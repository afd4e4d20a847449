import { describe, expect, it } from 'vitest';
import { blogPostSchema } from '../../schemas/content.ts';
import { ALL_CATEGORIES, categoryFromQuery, filterPosts } from './filter-posts.ts';
import { BLOG_CATEGORIES, BLOG_POSTS, findPost } from './posts.ts';
import { wordCount } from './read-time.ts';
import { relatedPosts } from './related-posts.ts';

describe('blog posts', () => {
  it('when the posts are validated by the shared schema, then all five pass with unique slugs', () => {
    expect(BLOG_POSTS).toHaveLength(5);
    for (const post of BLOG_POSTS) expect(() => blogPostSchema.parse(post), post.slug).not.toThrow();
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(5);
  });

  it('when the spec names a slug and its category, then that post exists in that category', () => {
    expect(findPost('essential-photography-equipment')?.category).toBe('Photography');
    expect(findPost('drone-photography-best-practices')?.category).toBe('Drone');
    expect(findPost('virtual-staging-trends')?.category).toBe('Technology');
    expect(findPost('marketing-luxury-properties')?.category).toBe('Marketing');
    expect(BLOG_POSTS.slice(0, 3).map((p) => p.slug)).toEqual([
      'essential-photography-equipment',
      'drone-photography-best-practices',
      'virtual-staging-trends',
    ]);
  });

  it('when a post is counted, then it has 700-1200 words, an author and a read time', () => {
    for (const post of BLOG_POSTS) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(700);
      expect(words, post.slug).toBeLessThanOrEqual(1200);
      expect(post.author?.image, post.slug).toMatch(/^\/images\/authors\/\d\.jpg$/);
      expect(post.readTime).toMatch(/^\d+ min read$/);
    }
  });

  it('when all posts are taken together, then every block type is used, with captions and quote authors', () => {
    const blocks = BLOG_POSTS.flatMap((p) => p.content);
    expect(new Set(blocks.map((b) => b.type))).toEqual(
      new Set(['paragraph', 'heading', 'image', 'highlight', 'quote', 'list']),
    );
    for (const block of blocks) {
      if (block.type === 'image') expect(block.caption).toBeTruthy();
      if (block.type === 'quote') expect(block.author).toBeTruthy();
    }
  });

  it('when the dates are read, then posts are listed newest first', () => {
    const dates = BLOG_POSTS.map((p) => p.datePublished);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('related posts', () => {
  it('when another post shares the category, then it comes first, followed by the first other post', () => {
    const luxury = findPost('marketing-luxury-properties')!;
    expect(relatedPosts(luxury, BLOG_POSTS).map((p) => p.slug)).toEqual([
      'matterport-3d-tours-sell-homes-faster',
      'essential-photography-equipment',
    ]);
  });

  it('when no other post shares the category, then the first two other posts are shown', () => {
    const first = BLOG_POSTS[0]!;
    expect(relatedPosts(first, BLOG_POSTS).map((p) => p.slug)).toEqual([
      BLOG_POSTS[1]!.slug,
      BLOG_POSTS[2]!.slug,
    ]);
  });
});

describe('blog filter', () => {
  it('when the category list is built, then it holds the categories present, in order', () => {
    expect(BLOG_CATEGORIES).toEqual(['Photography', 'Drone', 'Technology', 'Marketing']);
  });

  it('when searching, then the title or excerpt matches case-insensitively within the category', () => {
    expect(filterPosts(BLOG_POSTS, { category: ALL_CATEGORIES, search: '' })).toHaveLength(5);
    expect(filterPosts(BLOG_POSTS, { category: 'Marketing', search: '' })).toHaveLength(2);
    expect(filterPosts(BLOG_POSTS, { category: ALL_CATEGORIES, search: 'DRONE' }).map((p) => p.slug)).toEqual(
      ['drone-photography-best-practices'],
    );
    // 'buyers' is only in an excerpt, never in a title.
    expect(filterPosts(BLOG_POSTS, { category: 'Marketing', search: 'buyers' }).length).toBeGreaterThan(0);
    expect(filterPosts(BLOG_POSTS, { category: 'Drone', search: 'staging' })).toEqual([]);
  });

  it('when a category comes from the address, then it is matched case-insensitively or falls back to all', () => {
    expect(categoryFromQuery('drone', BLOG_CATEGORIES)).toBe('Drone');
    expect(categoryFromQuery('Nope', BLOG_CATEGORIES)).toBe(ALL_CATEGORIES);
    expect(categoryFromQuery(null, BLOG_CATEGORIES)).toBe(ALL_CATEGORIES);
  });
});
