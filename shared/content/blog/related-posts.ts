import type { BlogPost } from '../../schemas/content.ts';

/**
 * Posts shown under an article (spec: two): those of the same category first, then the first
 * other posts in list order until `count` is reached.
 */
export function relatedPosts(post: BlogPost, all: readonly BlogPost[], count = 2): BlogPost[] {
  const others = all.filter((p) => p.slug !== post.slug);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count);
}
