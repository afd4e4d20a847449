import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'project-detail | Lumen Realty Media',
    description: 'Placeholder for project-detail.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>project-detail</h1>;
}
