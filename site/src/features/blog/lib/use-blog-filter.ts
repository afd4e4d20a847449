import { useState } from 'react';
import { toSingleLine } from '#shared/constants/typed-text.ts';
import { ALL_CATEGORIES, categoryFromQuery, type PostFilter } from '#shared/content/blog/filter-posts.ts';

/** The filter an address asks for (/blog?category=Drone&q=tour). */
const filterFrom = (params: URLSearchParams, categories: readonly string[]): PostFilter => ({
  category: categoryFromQuery(params.get('category'), categories),
  search: toSingleLine(params.get('q') ?? '').slice(0, 100),
});

const queryOf = (filter: PostFilter) => {
  const next = new URLSearchParams();
  if (filter.category !== ALL_CATEGORIES) next.set('category', filter.category);
  if (filter.search) next.set('q', filter.search);
  return next;
};

/**
 * The blog list filter, starting from the address the page was rendered for (links from a post's
 * category list and the no-JavaScript form work). The input is local state; each change is
 * mirrored into the address with `history.replaceState`, so a reload or a shared link shows the same list.
 */
export function useBlogFilter(categories: readonly string[], initialSearch: string) {
  const [filter, setFilter] = useState<PostFilter>(() =>
    filterFrom(new URLSearchParams(initialSearch), categories),
  );
  // From the latest filter, not this render's: a search typed before hydration (BlogFilters) and a
  // category pressed then (replayed at hydration) both land in the first moments, in either order.
  const update = (change: (current: PostFilter) => PostFilter) =>
    setFilter((current) => {
      const next = change(current);
      const query = queryOf(next).toString();
      // Idempotent, so React calling this updater twice (Strict Mode) writes the same address.
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}`,
      );
      return next;
    });
  return {
    filter,
    setCategory: (category: string) => update((current) => ({ ...current, category })),
    setSearch: (search: string) => update((current) => ({ ...current, search })),
    reset: () => update(() => ({ category: ALL_CATEGORIES, search: '' })),
  };
}
