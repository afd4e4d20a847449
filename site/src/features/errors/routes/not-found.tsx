import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  status: () => 404,
  meta: ({ pathname }) => ({
    title: 'not-found | Lumen Realty Media',
    description: 'Placeholder for not-found.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>not-found</h1>;
}
