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
  const update = (next: PostFilter) => {
    setFilter(next);
    const query = queryOf(next).toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}`,
    );
  };
  return {
    filter,
    setCategory: (category: string) => update({ ...filter, category }),
    setSearch: (search: string) => update({ ...filter, search }),
    reset: () => update({ category: ALL_CATEGORIES, search: '' }),
  };
}
