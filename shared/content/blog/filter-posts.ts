/** The "All Posts" filter value. */
export const ALL_CATEGORIES = 'All Posts';

export interface PostFilter {
  category: string;
  search: string;
}

/**
 * The blog list filter: the chosen category (or all) combined with a case-insensitive match of the
 * search text in the title or the excerpt.
 */
export function filterPosts<P extends { category: string; title: string; excerpt: string }>(
  posts: readonly P[],
  filter: PostFilter,
): P[] {
  const needle = filter.search.trim().toLocaleLowerCase('en-CA');
  return posts.filter(
    (p) =>
      (filter.category === ALL_CATEGORIES || p.category === filter.category) &&
      (needle === '' ||
        p.title.toLocaleLowerCase('en-CA').includes(needle) ||
        p.excerpt.toLocaleLowerCase('en-CA').includes(needle)),
  );
}

/** A category from the address (?category=Drone) if it is one of `categories`, else all posts. */
export function categoryFromQuery(value: string | null, categories: readonly string[]): string {
  if (!value) return ALL_CATEGORIES;
  const match = categories.find((c) => c.toLowerCase() === value.toLowerCase());
  return match ?? ALL_CATEGORIES;
}
