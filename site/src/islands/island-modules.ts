import type { ComponentType } from 'react';

/** What every `*.island.tsx` file exports: the component the browser hydrates. */
export interface IslandModule {
  default: ComponentType<never>;
}

const SUFFIX = '.island.tsx';

/** `../components/layout/navbar.island.tsx` -> `components/layout/navbar` (the name in the page). */
export const islandName = (globKey: string) => globKey.replace(/^\.\.\//, '').slice(0, -SUFFIX.length);

/** The glob key of an island name, for the browser's lazy loaders. */
export const islandGlobKey = (name: string) => `../${name}${SUFFIX}`;

/** The source file of an island name, as Vite's manifest names it (the server preloads it). */
export const islandSourceFile = (name: string) => `src/${name}${SUFFIX}`;
