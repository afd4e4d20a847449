import type { RouteObject } from 'react-router-dom';
import { liveFeaturedCollection } from '#shared/constants/live-featured.ts';
import { findCollectionBySlug } from '#shared/constants/portfolio-collections.ts';
import { contentTag, portfolioTag } from '#shared/constants/data-tags.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { BareLayout } from './bare-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteModule } from './route-module.ts';
import { type PagePolicy, PRERENDER, policyFor, type RoutePolicy } from './route-policy.ts';

/**
 * The route table. Each page is a lazily loaded module (one chunk per route); the route id is the
 * module's file, which lets the server preload exactly the chunks a page needs. Each route also
 * declares how the server makes its HTML (its RoutePolicy, see route-policy.ts).
 */
const modules = import.meta.glob<RouteModule>('../features/*/routes/*.tsx');
const policies = new Map<string, RoutePolicy>();
const cachedOn = (...tags: string[]): Extract<RoutePolicy, { kind: 'cached' }> => ({
  kind: 'cached',
  tags: () => tags,
});
/** Every page drawing an owner-replaceable picture (docs/pictures.md) is rebuilt when one changes. */
const PICTURES = contentTag('pictures');
/** The service pages and /services/all draw a stored testimonial (docs/content.md). */
const TESTIMONIALS = contentTag('testimonials');
/** Listings' pages are rebuilt when any listing changes (docs/listings.md). */
const LISTINGS = contentTag('listings');

function page(path: string | undefined, file: string, policy: RoutePolicy): RouteObject {
  const key = `../features/${file}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`Route module not found: ${key}`);
  const lazy = async () => {
    const m = await load();
    return { Component: m.Component, loader: m.loader, handle: m.handle };
  };
  const id = `src/features/${file}.tsx`;
  policies.set(id, policy);
  return path === undefined ? { index: true, id, lazy } : { path, id, lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      // The home page shows the featured projects and the newest posts the owner publishes.
      page(undefined, 'home/routes/home', cachedOn(contentTag('projects'), contentTag('posts'), PICTURES)),
      page('services', 'services/routes/services-index', cachedOn(PICTURES)),
      page('services/all', 'services/routes/services-all', cachedOn(PICTURES, TESTIMONIALS)),
      // A service page featuring its portfolio is rebuilt when that collection changes.
      page('services/:slug', 'services/routes/service-page', {
        kind: 'cached',
        tags: ({ slug }) => {
          const key = liveFeaturedCollection(slug ?? '');
          return key ? [portfolioTag(key), PICTURES, TESTIMONIALS] : [PICTURES, TESTIMONIALS];
        },
      }),
      page('portfolio', 'portfolio/routes/portfolio-index', cachedOn(PICTURES)),
      page('portfolio/:slug', 'portfolio/routes/portfolio-collection', {
        kind: 'cached',
        tags: ({ slug }) => {
          const collection = findCollectionBySlug(slug ?? '');
          return collection ? [portfolioTag(collection.key), PICTURES] : [PICTURES];
        },
      }),
      page('projects', 'projects/routes/projects-index', cachedOn(contentTag('projects'), PICTURES)),
      page('projects/:slugOrId', 'projects/routes/project-detail', cachedOn(contentTag('projects'))),
      page('preview/projects/:id', 'projects/routes/project-preview', {
        kind: 'per-request',
        why: "the owner's draft, shown to the owner only",
      }),
      page('listings', 'listings/routes/listings-index', cachedOn(LISTINGS)),
      page('listings/:slug', 'listings/routes/listing-page', {
        kind: 'per-request',
        why: 'its lead form carries a freshly signed token (the spam timing check)',
      }),
      page('about', 'about/routes/about', cachedOn(PICTURES)),
      // Its list is rendered filtered by ?category= and ?q= (the no-JavaScript filter form).
      page('blog', 'blog/routes/blog-index', {
        ...cachedOn(contentTag('posts'), PICTURES),
        query: ['category', 'q'],
      }),
      page('blog/:slug', 'blog/routes/blog-post', cachedOn(contentTag('posts'))),
      page('preview/posts/:id', 'blog/routes/post-preview', {
        kind: 'per-request',
        why: "the owner's draft, shown to the owner only",
      }),
      page('contact', 'contact/routes/contact', {
        kind: 'per-request',
        why: 'its form carries a freshly signed token (the spam timing check)',
      }),
      page('privacy', 'legal/routes/privacy', PRERENDER),
      page('terms', 'legal/routes/terms', PRERENDER),
      // Lists every published project and post, as sitemap.xml does.
      page(
        'sitemap',
        'site-map/routes/sitemap',
        cachedOn(contentTag('projects'), contentTag('posts'), LISTINGS),
      ),
      page('search', 'search/routes/search', { kind: 'per-request', why: 'its results depend on ?q=' }),
      page('newsletter', 'newsletter/routes/newsletter', {
        kind: 'per-request',
        why: 'it shows the answer to the signup form posted without JavaScript (its query, the typed address)',
      }),
      page('unsubscribe', 'newsletter/routes/unsubscribe', {
        kind: 'per-request',
        why: 'it acts on the token in its address',
      }),
      // The admin's HTML is a shell the same for everyone (its data comes from the API).
      page('admin', 'admin/routes/admin', { kind: 'cached' }),
      page('*', 'errors/routes/not-found', { kind: 'cached' }),
    ],
  },
  {
    // Pages without the site's frame: a listing's unbranded (MLS) page.
    id: 'bare',
    Component: BareLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      page('listings/:slug/unbranded', 'listings/routes/listing-unbranded', cachedOn(LISTINGS)),
      page('delivery/:token', 'listings/routes/delivery', {
        kind: 'per-request',
        why: "a listing's private delivery, opened by its token",
      }),
    ],
  },
];

/** The server's question for an address: how is its HTML made, and from which data? */
export const pagePolicy = (pathname: string): PagePolicy => policyFor(routes, policies, pathname);
