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
 * check. Projects and posts are the owner's stored ones (the sitemap passes them); by default the
 * sample ones a fresh install is seeded with.
 */
export function publicRoutes(
  projects: readonly { slug: string }[] = PROJECTS,
  posts: readonly { slug: string }[] = BLOG_POSTS,
): PublicRoute[] {
  const fixed = [
    '/services',
    '/services/all',
    ...SERVICE_PAGES.map((s) => `/services/${s.slug}`),
    '/portfolio',
    '/about',
    '/privacy',
    '/terms',
    '/sitemap',
  ];
  // Portfolio pages show what the owner manages in the admin; the contact form carries a freshly
  // signed token (the spam timing check): rendered on request.
  // The home page (featured projects, newest posts), the project and blog pages show the owner's
  // stored projects and posts.
  const dynamic = [
    '/',
    '/projects',
    ...projects.map(projectPath),
    '/blog',
    ...posts.map((p) => `/blog/${p.slug}`),
    ...PORTFOLIO_COLLECTIONS.map((c) => `/portfolio/${c.slug}`),
    '/contact',
  ];
  return [
    ...fixed.map((path) => ({ path, prerender: true })),
    ...dynamic.map((path) => ({ path, prerender: false })),
  ];
}

export const publicPaths = (projects?: readonly { slug: string }[], posts?: readonly { slug: string }[]) =>
  publicRoutes(projects, posts).map((r) => r.path);
export const prerenderPaths = () =>
  publicRoutes()
    .filter((r) => r.prerender)
    .map((r) => r.path);
