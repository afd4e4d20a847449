import { PAGE_HERO_TEXTS, PAGE_HEROES } from '#shared/content/page-heroes.ts';
import { useLoaderData, useLocation } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { Island } from '../../../islands/island.tsx';
import { useShippedPlaceholders } from '../../../app/shipped-placeholders.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import BlogList from '../components/blog-list.island.tsx';
import { type BlogIndexData, loadBlogIndex } from '../blog-data.ts';
import { BLOG_FEED } from '../blog-feed-link.ts';

const HERO_IMAGE = PAGE_HEROES.blog;

/** The owner's published posts, read per request. */
export const loader = loadBlogIndex;

export const handle: RouteHandle = {
  meta: ({ data }) => ({
    title: `Real Estate Marketing Blog | ${COMPANY.name}`,
    description:
      'Tips and insights on real estate photography, drone imagery, virtual staging, 3D tours and luxury property marketing for Toronto agents.',
    path: '/blog',
    preload: heroPreload(HERO_IMAGE),
    feed: BLOG_FEED,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${COMPANY.name} Blog`,
        url: '/blog',
        blogPost: ((data as BlogIndexData | undefined)?.posts ?? []).map((p) => {
          const { '@context': _context, ...posting } = blogPostingJsonLd(p);
          return posting;
        }),
      },
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ],
  }),
};

export function Component() {
  const data = useLoaderData<BlogIndexData>();
  const placeholders = useShippedPlaceholders(data.posts.map((post) => post.image));
  const { search } = useLocation();
  return (
    <>
      <Hero {...PAGE_HERO_TEXTS.blog} image={HERO_IMAGE} pageKey="blog" />
      <section className="section blog-list" aria-labelledby="blog-list-title">
        <div className="container">
          <h2 id="blog-list-title" className="visually-hidden">
            Articles
          </h2>
          <Island
            of={BlogList}
            props={{
              posts: data.posts,
              categories: data.categories,
              initialSearch: search,
              failed: data.failed,
              placeholders,
            }}
          />
        </div>
      </section>
      <CtaSection {...PAGE_CTAS.blogIndex} />
    </>
  );
}
