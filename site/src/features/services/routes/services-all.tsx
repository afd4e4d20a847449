import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'services-all | Lumen Realty Media',
    description: 'Placeholder for services-all.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>services-all</h1>;
}
