import { PAGE_HEROES } from '#shared/content/page-heroes.ts';
import { Link, useLoaderData } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import { postPath } from '#shared/schemas/post-view.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import type { PageMeta, RouteHandle } from '../../../lib/page-meta.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { PostBlocks } from '../components/post-blocks.tsx';
import { PostCard } from '../components/blog-card.tsx';
import { PostNotFound } from '../components/post-not-found.tsx';
import { PostSidebar } from '../components/post-sidebar.tsx';
import { Island } from '../../../islands/island.tsx';
import { ShareRow } from '../components/share-row.island.tsx';
import { loadPost, type PostPageData } from '../blog-data.ts';
import { BLOG_FEED } from '../blog-feed-link.ts';

/** The header of the Post Not Found page; an article's header is its own picture. */
const HERO_IMAGE = PAGE_HEROES.blog;

/** The owner's published post, read per request, with its related posts and the category counts. */
export const loader = loadPost;

/** The head of a post page (the owner's preview uses the same, marked noindex). */
export function postMeta(post: PostEntry | null, pathname: string): PageMeta {
  if (!post) {
    return {
      title: `Post Not Found | ${COMPANY.name}`,
      description: 'The article you are looking for does not exist or has been moved.',
      path: pathname,
      noindex: true,
      preload: heroPreload(HERO_IMAGE),
      feed: BLOG_FEED,
    };
  }
  const path = postPath(post);
  return {
    title: `${post.title} | ${COMPANY.name}`,
    description: post.excerpt,
    path,
    image: post.image,
    type: 'article',
    // The header shows the article's own picture (the drone article an aerial view...).
    preload: heroPreload(post.image),
    feed: BLOG_FEED,
    jsonLd: [
      blogPostingJsonLd(post),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  };
}

export const handle: RouteHandle = {
  status: ({ data }) => ((data as PostPageData | undefined)?.post ? 200 : 404),
  meta: ({ data, pathname }) => postMeta((data as PostPageData | undefined)?.post ?? null, pathname),
};

export function Component() {
  const data = useLoaderData<PostPageData>();
  if (!data.post) return <PostNotFound heroImage={HERO_IMAGE} />;
  return <PostPage data={data} post={data.post} />;
}

/** The article page; the owner's preview renders the same component with a draft. */
export function PostPage({ data, post }: { data: PostPageData; post: PostEntry }) {
  const { origin, related, categories } = data;
  const path = postPath(post);
  return (
    <>
      <Hero
        title={post.title}
        subtitle={post.category}
        image={post.image}
        imageMedia={post.imageMedia}
        pageKey="post"
      />
      <div className="section post-section">
        <div className="container post-layout">
          <article className="post-article" aria-labelledby="hero-title">
            <Link className="text-link post-back" to="/blog">
              <Icon name="arrow-right" size={18} className="post-back-icon" />
              Back to Blog
            </Link>
            <header className="post-header">
              {/* A part the owner left empty (a draft's category, an excerpt) is not shown empty. */}
              {post.excerpt ? <p className="post-excerpt">{post.excerpt}</p> : null}
              <p className="post-meta">
                {post.category ? <span className="tag">{post.category}</span> : null}
                <span className="post-meta-item">
                  <Icon name="calendar" size={16} />
                  <time dateTime={post.datePublished}>{post.date}</time>
                </span>
                {post.readTime ? (
                  <span className="post-meta-item">
                    <Icon name="clock" size={16} />
                    {post.readTime}
                  </span>
                ) : null}
                {post.author ? <span className="post-meta-item">By {post.author.name}</span> : null}
              </p>
              <Island of={ShareRow} props={{ title: post.title, url: `${origin}${path}` }} />
            </header>
            {post.image ? (
              <div className="post-cover">
                <ResponsiveImage
                  src={post.image}
                  alt={post.imageAlt}
                  sizes="(max-width: 900px) 100vw, 760px"
                  className="post-cover-image"
                  media={post.imageMedia}
                />
              </div>
            ) : null}
            <PostBlocks blocks={post.content} />
          </article>
          <PostSidebar post={post} categories={categories} />
        </div>
      </div>
      {/* The only post published has no related ones: no heading over an empty list. */}
      {related.length > 0 ? (
        <section className="section section--surface related-posts" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className="section-title related-title">
              Related Articles
            </h2>
            <ul className="blog-grid blog-grid--two">
              {related.map((card) => (
                <li key={card.slug}>
                  <PostCard post={card} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaSection {...PAGE_CTAS.blogPost} />
    </>
  );
}
