import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'contact | Lumen Realty Media',
    description: 'Placeholder for contact.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>contact</h1>;
}
