import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'blog-index | Lumen Realty Media',
    description: 'Placeholder for blog-index.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>blog-index</h1>;
}
