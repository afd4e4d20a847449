import { PORTFOLIO_COLLECTIONS } from '../constants/portfolio-collections.ts';
import { BLOG_POSTS } from './blog/posts.ts';
import { PROJECTS, projectPath } from './projects/projects.ts';
import { SERVICE_PAGES } from './services/service-pages.ts';

/** A public address and whether its HTML is fixed at build time (prerendered) or made per request. */
export interface PublicRoute {
  path: string;
  prerender: boolean;
}

/**
 * Every public page the site links to: the source of sitemap.xml, the prerender list and the link
 * check. Projects are the owner's stored ones (the sitemap passes them); by default the sample
 * projects a fresh install is seeded with.
 */
export function publicRoutes(projects: readonly { slug: string }[] = PROJECTS): PublicRoute[] {
  const fixed = [
    '/services',
    '/services/all',
    ...SERVICE_PAGES.map((s) => `/services/${s.slug}`),
    '/portfolio',
    '/about',
    '/blog',
    ...BLOG_POSTS.map((p) => `/blog/${p.slug}`),
    '/privacy',
    '/terms',
    '/sitemap',
  ];
  // Portfolio pages show what the owner manages in the admin; the contact form carries a freshly
  // signed token (the spam timing check): rendered on request.
  // The home page (featured projects) and the project pages show the owner's stored projects.
  const dynamic = [
    '/',
    '/projects',
    ...projects.map(projectPath),
    ...PORTFOLIO_COLLECTIONS.map((c) => `/portfolio/${c.slug}`),
    '/contact',
  ];
  return [
    ...fixed.map((path) => ({ path, prerender: true })),
    ...dynamic.map((path) => ({ path, prerender: false })),
  ];
}

export const publicPaths = (projects?: readonly { slug: string }[]) =>
  publicRoutes(projects).map((r) => r.path);
export const prerenderPaths = () =>
  publicRoutes()
    .filter((r) => r.prerender)
    .map((r) => r.path);
