/**
 * Posts shown under an article (spec: two): those of the same category first, then the first
 * other posts in list order until `count` is reached.
 */
export function relatedPosts<P extends { slug: string; category: string }>(
  post: P,
  all: readonly P[],
  count = 2,
): P[] {
  const others = all.filter((p) => p.slug !== post.slug);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count);
}
