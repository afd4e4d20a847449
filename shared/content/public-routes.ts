import { PORTFOLIO_COLLECTIONS } from '../constants/portfolio-collections.ts';
import { BLOG_POSTS } from './blog/posts.ts';
import { PROJECTS, projectPath } from './projects/projects.ts';
import { SERVICE_PAGES } from './services/service-pages.ts';

/**
 * Every public page the site links to: the source of sitemap.xml, the prerender list (the pages
 * whose route policy is `prerender`, site/src/app/routes.tsx) and the link check.
 */
export function publicPaths(): string[] {
  return [
    '/',
    '/services',
    '/services/all',
    ...SERVICE_PAGES.map((s) => `/services/${s.slug}`),
    '/portfolio',
    '/projects',
    ...PROJECTS.map(projectPath),
    '/about',
    '/blog',
    ...BLOG_POSTS.map((p) => `/blog/${p.slug}`),
    '/privacy',
    '/terms',
    '/sitemap',
    ...PORTFOLIO_COLLECTIONS.map((c) => `/portfolio/${c.slug}`),
    '/contact',
  ];
}
