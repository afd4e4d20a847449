import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'projects-index | Lumen Realty Media',
    description: 'Placeholder for projects-index.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>projects-index</h1>;
}
