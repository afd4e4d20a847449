import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'service-page | Lumen Realty Media',
    description: 'Placeholder for service-page.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>service-page</h1>;
}
