import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'sitemap | Lumen Realty Media',
    description: 'Placeholder for sitemap.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>sitemap</h1>;
}
