import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'admin | Lumen Realty Media',
    description: 'Placeholder for admin.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>admin</h1>;
}
