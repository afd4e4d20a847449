import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'portfolio-collection | Lumen Realty Media',
    description: 'Placeholder for portfolio-collection.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>portfolio-collection</h1>;
}
