import type { PostEntry } from './post.ts';

/*
 * Post helpers the public pages run in the browser. Kept apart from the zod schemas (post.ts) so
 * visitors never download the schema library.
 */

export const postPath = (post: { slug: string }) => `/blog/${post.slug}`;

/** What a post card shows: everything but the body. */
export type PostCardData = Omit<PostEntry, 'content'>;

export function toPostCard(post: PostEntry): PostCardData {
  const { content: _content, ...card } = post;
  return card;
}

/** Categories present in the posts, in order of first appearance (the blog's filter buttons). */
export const categoriesOf = (posts: readonly { category: string }[]) => [
  ...new Set(posts.map((p) => p.category)),
];

/** Made once: a formatter costs far more to make than to use, and every post card uses it. */
const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'March 12, 2025' for '2025-03-12' (the date itself, whatever the server's time zone). */
export function displayDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return DAY.format(new Date(Date.UTC(y!, m! - 1, d!)));
}
