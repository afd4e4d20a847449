import { Link } from 'react-router-dom';
import type { PostCardData } from '#shared/schemas/post-view.ts';
import { NewsletterForm } from '../../../components/ui/newsletter-form.island.tsx';
import { Island } from '../../../islands/island.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

interface PostSidebarProps {
  post: PostCardData;
  categories: readonly { name: string; count: number }[];
}

/** Beside an article: author card, the categories (each opens the filtered blog) and the newsletter. */
export function PostSidebar({ post, categories }: PostSidebarProps) {
  return (
    <aside className="post-sidebar" aria-label="About this article">
      {post.author ? (
        <section className="sidebar-card author-card" aria-labelledby="author-card-title">
          <h2 id="author-card-title" className="sidebar-title">
            About the Author
          </h2>
          <div className="author-card-person">
            {post.author.image ? (
              <ResponsiveImage
                src={post.author.image}
                alt=""
                sizes="72px"
                className="author-card-image"
                media={post.author.imageMedia}
              />
            ) : null}
            <div>
              <p className="author-card-name">{post.author.name}</p>
              {post.author.role ? <p className="author-card-role">{post.author.role}</p> : null}
            </div>
          </div>
          <Link className="text-link" to="/about">
            Meet our team
          </Link>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <nav className="sidebar-card" aria-labelledby="category-list-title">
          <h2 id="category-list-title" className="sidebar-title">
            Categories
          </h2>
          <ul className="sidebar-category-list">
            {categories.map(({ name, count }) => (
              <li key={name}>
                <Link to={`/blog?category=${encodeURIComponent(name)}`} className="sidebar-category-link">
                  <span>{name}</span>
                  <span className="sidebar-category-count">
                    {count}
                    <span className="visually-hidden">{count === 1 ? ' article' : ' articles'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="sidebar-card sidebar-newsletter" aria-labelledby="sidebar-newsletter-title">
        <h2 id="sidebar-newsletter-title" className="sidebar-title">
          Get New Articles by Email
        </h2>
        <p className="sidebar-text">Marketing tips for real estate professionals, about once a month.</p>
        <Island
          of={NewsletterForm}
          props={{ source: `/blog/${post.slug}`, variant: 'sidebar', idPrefix: 'post-newsletter' }}
        />
      </section>
    </aside>
  );
}
