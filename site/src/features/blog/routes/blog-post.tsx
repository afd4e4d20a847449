import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router-dom';
import { BLOG_CATEGORIES, BLOG_POSTS, findPost, postPath } from '#shared/content/blog/posts.ts';
import { Island } from '../../../islands/island.tsx';
import { relatedPosts } from '#shared/content/blog/related-posts.ts';
import { COMPANY } from '#shared/content/company.ts';
import { imageInfo } from '#shared/content/media/image-catalog.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { PostBlocks } from '../components/post-blocks.tsx';
import { PostCard } from '../components/blog-card.tsx';
import { PostNotFound } from '../components/post-not-found.tsx';
import { PostSidebar } from '../components/post-sidebar.tsx';
import { ShareRow } from '../components/share-row.island.tsx';

/** The header of the Post Not Found page; an article's header is its own picture. */
const HERO_IMAGE = '/images/hero/blog.jpg';

const CATEGORY_COUNTS = BLOG_CATEGORIES.map((name) => ({
  name,
  count: BLOG_POSTS.filter((p) => p.category === name).length,
}));

/** The public origin of this request, for the canonical address the share row copies. */
export function loader({ request }: LoaderFunctionArgs) {
  return { origin: new URL(request.url).origin };
}

export const handle: RouteHandle = {
  status: ({ params }) => (findPost(params.slug ?? '') ? 200 : 404),
  meta: ({ params, pathname }) => {
    const post = findPost(params.slug ?? '');
    if (!post) {
      return {
        title: `Post Not Found | ${COMPANY.name}`,
        description: 'The article you are looking for does not exist or has been moved.',
        path: pathname,
        noindex: true,
        preload: heroPreload(HERO_IMAGE),
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
      jsonLd: [
        blogPostingJsonLd({
          title: post.title,
          excerpt: post.excerpt,
          path,
          image: post.image,
          datePublished: post.datePublished,
          author: post.author?.name,
        }),
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path },
        ]),
      ],
    };
  },
};

export function Component() {
  const { slug = '' } = useParams();
  const { origin } = useLoaderData<typeof loader>();
  const post = findPost(slug);
  if (!post) return <PostNotFound heroImage={HERO_IMAGE} />;
  const path = postPath(post);
  return (
    <>
      <Hero title={post.title} subtitle={post.category} image={post.image} pageKey="post" />
      <div className="section post-section">
        <div className="container post-layout">
          <article className="post-article" aria-labelledby="hero-title">
            <Link className="text-link post-back" to="/blog">
              <Icon name="arrow-right" size={18} className="post-back-icon" />
              Back to Blog
            </Link>
            <header className="post-header">
              <p className="post-excerpt">{post.excerpt}</p>
              <p className="post-meta">
                <span className="tag">{post.category}</span>
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
            <div className="post-cover">
              <ResponsiveImage
                src={post.image}
                alt={imageInfo(post.image).alt}
                sizes="(max-width: 900px) 100vw, 760px"
                className="post-cover-image"
              />
            </div>
            <PostBlocks blocks={post.content} />
          </article>
          <PostSidebar post={post} categories={CATEGORY_COUNTS} />
        </div>
      </div>
      <section className="section section--surface related-posts" aria-labelledby="related-title">
        <div className="container">
          <h2 id="related-title" className="section-title related-title">
            Related Articles
          </h2>
          <ul className="blog-grid blog-grid--two">
            {relatedPosts(post, BLOG_POSTS).map((related) => (
              <li key={related.slug}>
                <PostCard post={related} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaSection
        title="Let's Make Your Next Listing Stand Out"
        text="Photography, video, drone, 3D tours and websites for real estate professionals across the Greater Toronto Area."
        primary={{ label: 'Contact Us Today', to: '/contact' }}
        secondary={{ label: 'View Our Services', to: '/services' }}
      />
    </>
  );
}
