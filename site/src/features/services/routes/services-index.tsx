import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'services-index | Lumen Realty Media',
    description: 'Placeholder for services-index.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>services-index</h1>;
}
