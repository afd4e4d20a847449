import { createContext, useContext } from 'react';
import type { Focus, PagePicture, PictureMap } from '#shared/schemas/page-picture.ts';

/**
 * The owner's page pictures for one server render (docs/pictures.md): read from the datastore by
 * the server before it renders, absent at build time (the built-in pictures are drawn, so the
 * prerendered pages are as they always were). `drawn` collects the pictures that replaced a
 * built-in one, so the page's head (the hero preload) names the picture actually shown, and
 * `social` the social crop of the page's hero when it is the owner's upload (its `og:image`).
 */
export interface PagePictures {
  pictures: PictureMap;
  drawn?: Map<string, string>;
  social?: { image?: string };
}

export const PagePicturesContext = createContext<PagePictures>({ pictures: {} });

/** A picture as a component draws it: the built-in one unless the slot holds the owner's. */
export interface DrawnPicture {
  src: string;
  alt: string;
  focus?: Focus | undefined;
  media?: PagePicture['media'];
  social?: string | undefined;
}

/**
 * The picture of `slot` (the built-in `fallback` when the store holds none, or no slot is named;
 * a stored project's or post's own picture comes as the fallback with its media).
 */
export function usePagePicture(slot: string | undefined, fallback: DrawnPicture): DrawnPicture {
  const { pictures, drawn } = useContext(PagePicturesContext);
  const stored = slot === undefined ? undefined : pictures[slot];
  if (!stored) return fallback;
  if (stored.src !== fallback.src) drawn?.set(fallback.src, stored.src);
  return stored;
}

/**
 * Records that the page draws `shown` where it was built to draw `builtIn` (a phone slot following
 * its desktop picture), so the page's head names the picture actually shown.
 */
export function useDrawnInstead(builtIn: string | undefined, shown: string): void {
  const { drawn } = useContext(PagePicturesContext);
  if (builtIn !== undefined && builtIn !== shown) drawn?.set(builtIn, shown);
}

/** The hero records its picture's social crop (made by the server around the focal point) for the page's head. */
export function useHeroSocialImage(hero: DrawnPicture): void {
  const { social } = useContext(PagePicturesContext);
  if (social && hero.social) social.image = hero.social;
}
