import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'search | Lumen Realty Media',
    description: 'Placeholder for search.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>search</h1>;
}
