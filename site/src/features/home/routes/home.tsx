import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: ({ pathname }) => ({
    title: 'home | Lumen Realty Media',
    description: 'Placeholder for home.',
    path: pathname,
  }),
};

export function Component() {
  return <h1>home</h1>;
}
