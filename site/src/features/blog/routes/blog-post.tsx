import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'blog-post | Lumen Realty Media',
    description: 'Placeholder for blog-post.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>blog-post</h1>;
}
