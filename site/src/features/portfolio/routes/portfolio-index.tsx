import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'portfolio-index | Lumen Realty Media',
    description: 'Placeholder for portfolio-index.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>portfolio-index</h1>;
}
