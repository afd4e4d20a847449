import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'privacy | Lumen Realty Media',
    description: 'Placeholder for privacy.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>privacy</h1>;
}
