/**
 * The marks an island carries in the page. Plain constants, outside `site/src/islands/` (whose
 * modules go into the React chunk, vite.config.ts): boot.ts reads them before React is loaded.
 */

/** Attribute of every island's wrapper element, naming its module (`display: contents`: it never changes the layout). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Set on an island's wrapper, and sent from it, once React has the island (hydrate-islands.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const HYDRATED_EVENT = 'island-hydrated';

/**
 * Set on an island's wrapper, and sent from it, when React will not have it (its code failed to
 * load, or hydrating it threw): a press held for it is let through (early-presses.ts).
 */
export const NO_SCRIPT_ATTRIBUTE = 'data-no-script';
export const NO_SCRIPT_EVENT = 'island-no-script';
