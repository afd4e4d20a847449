import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, categoryFromQuery, type PostFilter } from '#shared/content/blog/filter-posts.ts';

const filterFrom = (params: URLSearchParams, categories: readonly string[]): PostFilter => ({
  category: categoryFromQuery(params.get('category'), categories),
  search: (params.get('q') ?? '').slice(0, 100),
});

const queryOf = (filter: PostFilter) => {
  const next = new URLSearchParams();
  if (filter.category !== ALL_CATEGORIES) next.set('category', filter.category);
  if (filter.search) next.set('q', filter.search);
  return next;
};

/**
 * The blog list filter, starting from the address (/blog?category=Drone&q=tour) so links from a post's
 * category list and the no-JavaScript form work. The input is local state (typing never waits for a
 * navigation); each change is mirrored into the address with `replace`, and a change of address from
 * outside (a nav link back to /blog) resets the filter.
 */
export function useBlogFilter(categories: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<PostFilter>(() => filterFrom(params, categories));
  const written = useRef(params.toString());

  useEffect(() => {
    const current = params.toString();
    if (current === written.current) return;
    written.current = current;
    setFilter(filterFrom(params, categories));
  }, [params, categories]);

  const update = (next: PostFilter) => {
    setFilter(next);
    const query = queryOf(next);
    written.current = query.toString();
    setParams(query, { replace: true, preventScrollReset: true });
  };

  return {
    filter,
    setCategory: (category: string) => update({ ...filter, category }),
    setSearch: (search: string) => update({ ...filter, search }),
    reset: () => update({ category: ALL_CATEGORIES, search: '' }),
  };
}
