import { type ComponentType, createContext, use } from 'react';
import { ISLAND_ATTRIBUTE } from '../lib/island-markers.ts';

/**
 * Where a server render records its islands: each gets a key, and its own HTML is rendered apart
 * (see render-islands.tsx) so that the browser can hydrate exactly the same tree on its own.
 */
export interface IslandCollector {
  /** Records an island and returns its key and its module name (path under site/src, no suffix). */
  add(of: ComponentType<never>, props: object): { key: string; name: string };
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

interface IslandProps<P extends object> {
  /** The default export of a `*.island.tsx` module. */
  of: ComponentType<P>;
  /** Plain JSON data: it travels to the browser in the page. */
  props: P;
}

/**
 * An interactive part of a server-rendered page. Everything else on a public page is HTML only;
 * the browser downloads and hydrates React code for islands alone (docs/rendering.md,
 * "In the browser: hydration").
 */
export function Island<P extends object>({ of, props }: IslandProps<P>) {
  const collector = use(IslandCollectorContext);
  if (!collector) throw new Error('An island can only be rendered by the server render');
  const { key, name } = collector.add(of as ComponentType<never>, props);
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-key={key}
      data-props={JSON.stringify(props)}
      // The island's own HTML replaces this marker once the page is rendered (render-islands.tsx).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed comment, no outside data
      dangerouslySetInnerHTML={{ __html: islandMarker(key) }}
    />
  );
}

export const islandMarker = (key: string) => `<!--island:${key}-->`;
