import { filterPosts } from '#shared/content/blog/filter-posts.ts';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { ShippedPlaceholdersContext } from '../../../app/shipped-placeholders.tsx';
import { useBlogFilter } from '../lib/use-blog-filter.ts';
import type { PostCardData } from '#shared/schemas/post-view.ts';
import { PostCard } from './blog-card.tsx';
import { BlogFilters } from './blog-filters.tsx';

interface BlogListProps {
  posts: PostCardData[];
  categories: string[];
  /** The query string the page was rendered for ('?category=Drone&q=tour' or ''). */
  initialSearch: string;
  /** The posts could not be read from the datastore. */
  failed: boolean;
  /** The blurred placeholders of the posts' shipped pictures (an island does not see the page's). */
  placeholders?: Record<string, string>;
}

/** The blog's filters and the list they filter, in place as the visitor types or clicks. */
export function BlogList({ posts, categories, initialSearch, failed, placeholders = {} }: BlogListProps) {
  const { filter, setCategory, setSearch, reset } = useBlogFilter(categories, initialSearch);
  const shown = filterPosts(posts, filter);
  return (
    <ShippedPlaceholdersContext value={placeholders}>
      <BlogFilters
        categories={categories}
        category={filter.category}
        search={filter.search}
        onCategory={setCategory}
        onSearch={setSearch}
      />
      <p className="blog-count" role="status">
        {failed
          ? 'The articles could not be loaded right now. Please try again in a moment.'
          : shown.length === 1
            ? '1 article'
            : `${shown.length} articles`}
      </p>
      {shown.length > 0 ? (
        <ul className="blog-grid">
          {shown.map((post, index) => (
            <Reveal as="li" index={index} key={post.slug} className="blog-grid-item">
              <PostCard post={post} />
            </Reveal>
          ))}
        </ul>
      ) : (
        <div className="blog-empty">
          <h3 className="blog-empty-title">No articles found</h3>
          <p>Try another search term or category.</p>
          <button type="button" className="button button--dark" onClick={reset}>
            Reset Filters
          </button>
        </div>
      )}
    </ShippedPlaceholdersContext>
  );
}

export default BlogList;
