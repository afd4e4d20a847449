import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'terms | Lumen Realty Media',
    description: 'Placeholder for terms.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>terms</h1>;
}
