import { createContext, useContext } from 'react';
import { IMAGE_CATALOG } from '#shared/content/media/image-catalog.ts';
import type { ImageMedia } from '#shared/schemas/image-media.ts';

/**
 * The blurred placeholders of the shipped pictures (shared/content/media/image-placeholders.ts),
 * given to the page by the server render (site/src/entry-server.tsx) and absent anywhere else: the
 * generated module stays out of the browser's JavaScript, and the placeholders reach the page as
 * HTML. An island is rendered apart with the providers the browser has (islands/island-tree.tsx),
 * so it never sees them: its parent passes them in the island's props instead (a gallery item's
 * `media`, `useWithShippedMedia`; or the placeholders of its pictures, `useShippedPlaceholders`,
 * which the island provides to its own tree), and the server and browser trees stay equal.
 */
export const ShippedPlaceholdersContext = createContext<Readonly<Record<string, string>>>({});

/** A shipped picture's media (its catalogued size, placeholder and full-screen width), drawn like an upload's. */
export function useShippedMedia(): (src: string) => ImageMedia | undefined {
  const placeholders = useContext(ShippedPlaceholdersContext);
  return (src) => {
    const placeholder = Object.hasOwn(placeholders, src) ? placeholders[src] : undefined;
    const info = IMAGE_CATALOG[src];
    if (!placeholder || !info) return undefined;
    // A gallery picture's full-screen variant, offered to large displays as an upload's is.
    const large = info.largeWidth ? { largeWidth: info.largeWidth } : {};
    return { width: info.width, height: info.height, placeholder, ...large };
  };
}

/** Gallery items for an island's props, each shipped picture with its media (see above). */
export function useWithShippedMedia() {
  const shippedMedia = useShippedMedia();
  return <Item extends { type: string; src: string; media?: ImageMedia | undefined }>(items: Item[]) =>
    items.map((item) => {
      const media = item.type === 'image' && !item.media ? shippedMedia(item.src) : undefined;
      return media ? { ...item, media } : item;
    });
}

/** The placeholders of some shipped pictures, for an island that provides them to its own tree. */
export function useShippedPlaceholders(srcs: readonly string[]): Record<string, string> {
  const placeholders = useContext(ShippedPlaceholdersContext);
  return Object.fromEntries(
    srcs.filter((src) => Object.hasOwn(placeholders, src)).map((src) => [src, placeholders[src]!]),
  );
}
