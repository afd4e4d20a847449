import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteHandle } from '../lib/page-meta.ts';

/** What every route file under features/<name>/routes exports. */
export interface RouteModule {
  Component: ComponentType;
  handle: RouteHandle;
  loader?: LoaderFunction;
}
