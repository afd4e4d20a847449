import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'unsubscribe | Lumen Realty Media',
    description: 'Placeholder for unsubscribe.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>unsubscribe</h1>;
}
