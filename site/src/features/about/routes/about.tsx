import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'about | Lumen Realty Media',
    description: 'Placeholder for about.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>about</h1>;
}
