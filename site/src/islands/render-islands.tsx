import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderInfo } from '../app/render-info.tsx';
import { type IslandCollector, islandMarker } from './island.tsx';
import { type IslandModule, islandName, islandSourceFile } from './island-modules.ts';
import { islandTree } from './island-tree.tsx';

// The server knows every island module; the name of an island is found from its component.
const modules = import.meta.glob<IslandModule>('../**/*.island.tsx', { eager: true });
const names = new Map<ComponentType<never>, string>(
  Object.entries(modules).map(([key, module]) => [module.default, islandName(key)]),
);

interface Recorded {
  key: string;
  name: string;
  of: ComponentType<never>;
  props: object;
}

/**
 * One page's islands: recorded while the page renders, then each rendered on its own, with the same
 * providers and id prefix the browser hydrates it with (site/src/islands/hydrate-islands.tsx), so
 * the two trees are equal by construction.
 */
export function createIslandRender(info: RenderInfo) {
  const recorded: Recorded[] = [];
  const collector: IslandCollector = {
    add(of, props) {
      const name = names.get(of);
      if (!name)
        throw new Error(`${of.name || 'A component'} is not the default export of a *.island.tsx file`);
      const key = `i${recorded.length}`;
      recorded.push({ key, name, of, props });
      return { key, name };
    },
  };
  return {
    collector,
    /** Fills each island's marker in the page HTML with the island's own HTML. */
    fill(html: string): string {
      let filled = html;
      for (const { key, of: Component, props } of recorded) {
        const own = renderToString(islandTree(info, Component, props), { identifierPrefix: `${key}-` });
        filled = filled.replace(islandMarker(key), () => own);
      }
      return filled;
    },
    /** The source files of the page's islands (keys of Vite's client manifest). */
    sourceFiles: () => [...new Set(recorded.map((r) => islandSourceFile(r.name)))],
  };
}
