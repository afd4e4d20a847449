import { type FormEvent, useEffect, useRef } from 'react';
import { ALL_CATEGORIES } from '#shared/content/blog/filter-posts.ts';
import { Icon } from '../../../components/ui/icon.tsx';

interface BlogFiltersProps {
  categories: readonly string[];
  category: string;
  search: string;
  onCategory: (category: string) => void;
  onSearch: (search: string) => void;
}

/**
 * Category buttons and the search box. It is a real GET form: without JavaScript a category button
 * or Enter in the box reloads /blog?category=...&q=..., which the server renders filtered. With
 * JavaScript the list filters in place as the visitor types or clicks.
 */
export function BlogFilters({ categories, category, search, onCategory, onSearch }: BlogFiltersProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const box = useRef<HTMLInputElement>(null);
  // Typed before React had the form (its code still on the way): the words are in the box only.
  // Taken into the filter at hydration; a controlled box would be emptied at the next render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== search) onSearch(typed);
  }, []);
  return (
    <search>
      <form className="blog-filters" method="get" action="/blog" onSubmit={onSubmit}>
        <div className="blog-search">
          <label className="visually-hidden" htmlFor="blog-search-input">
            Search articles
          </label>
          <Icon name="search" size={20} className="blog-search-icon" />
          <input
            id="blog-search-input"
            className="input blog-search-input"
            type="search"
            name="q"
            placeholder="Search articles..."
            autoComplete="off"
            ref={box}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
        <fieldset className="blog-categories">
          <legend className="visually-hidden">Filter by category</legend>
          {[ALL_CATEGORIES, ...categories].map((name) => (
            <button
              key={name}
              type="submit"
              name={name === ALL_CATEGORIES ? undefined : 'category'}
              value={name === ALL_CATEGORIES ? undefined : name}
              className={`blog-category${name === category ? ' is-active' : ''}`}
              aria-pressed={name === category}
              onClick={(e) => {
                e.preventDefault();
                onCategory(name);
              }}
            >
              {name}
            </button>
          ))}
        </fieldset>
      </form>
    </search>
  );
}
