import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout.tsx';
import type { RouteModule } from './route-module.ts';

/**
 * The route table. Each page is a lazily loaded module (one chunk per route); the route id is the
 * module's file, which lets the server preload exactly the chunks a page needs.
 */
const modules = import.meta.glob<RouteModule>('../features/*/routes/*.tsx');

function page(path: string | undefined, file: string): RouteObject {
  const key = `../features/${file}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`Route module not found: ${key}`);
  const lazy = async () => {
    const m = await load();
    return { Component: m.Component, loader: m.loader, handle: m.handle };
  };
  const id = `src/features/${file}.tsx`;
  return path === undefined ? { index: true, id, lazy } : { path, id, lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    children: [
      page(undefined, 'home/routes/home'),
      page('services', 'services/routes/services-index'),
      page('services/all', 'services/routes/services-all'),
      page('services/:slug', 'services/routes/service-page'),
      page('portfolio', 'portfolio/routes/portfolio-index'),
      page('portfolio/:slug', 'portfolio/routes/portfolio-collection'),
      page('projects', 'projects/routes/projects-index'),
      page('projects/:slugOrId', 'projects/routes/project-detail'),
      page('preview/projects/:id', 'projects/routes/project-preview'),
      page('about', 'about/routes/about'),
      page('blog', 'blog/routes/blog-index'),
      page('blog/:slug', 'blog/routes/blog-post'),
      page('preview/posts/:id', 'blog/routes/post-preview'),
      page('contact', 'contact/routes/contact'),
      page('privacy', 'legal/routes/privacy'),
      page('terms', 'legal/routes/terms'),
      page('sitemap', 'site-map/routes/sitemap'),
      page('search', 'search/routes/search'),
      page('unsubscribe', 'newsletter/routes/unsubscribe'),
      page('admin', 'admin/routes/admin'),
      page('*', 'errors/routes/not-found'),
    ],
  },
];
