import { PORTFOLIO_COLLECTIONS } from '../constants/portfolio-collections.ts';
import { BLOG_POSTS } from './blog/posts.ts';
import { PROJECTS, projectPath } from './projects/projects.ts';
import { SERVICE_PAGES } from './services/service-pages.ts';

/**
 * Every public page the site links to: the source of sitemap.xml, the prerender list (the pages
 * whose route policy is `prerender`, site/src/app/routes.tsx) and the link check. Projects and posts
 * are the owner's stored ones (the sitemap passes them); by default the sample ones a fresh install
 * is seeded with.
 */
export function publicPaths(
  projects: readonly { slug: string }[] = PROJECTS,
  posts: readonly { slug: string }[] = BLOG_POSTS,
): string[] {
  return [
    '/',
    '/services',
    '/services/all',
    ...SERVICE_PAGES.map((s) => `/services/${s.slug}`),
    '/portfolio',
    '/about',
    '/blog',
    ...posts.map((p) => `/blog/${p.slug}`),
    '/privacy',
    '/terms',
    '/sitemap',
    '/projects',
    ...projects.map(projectPath),
    ...PORTFOLIO_COLLECTIONS.map((c) => `/portfolio/${c.slug}`),
    '/contact',
  ];
}
