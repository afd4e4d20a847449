import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT, ISLAND_ATTRIBUTE } from './island-markers.ts';

/**
 * A press on an island's button before the island is hydrated (its code still on the way on a slow
 * connection) is held and made again once React has the island: the mobile menu opens, the FAQ
 * answer shows, instead of the press doing nothing. Only the last press on each island is kept.
 * Links work without script and are left alone. `hurry` starts the islands' code at once rather
 * than after the hero is painted (boot.ts), since a visitor is waiting for it.
 */
export function holdEarlyPresses(hurry: () => void): void {
  const held = new WeakMap<HTMLElement, HTMLButtonElement>();
  const onPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    const island = button?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (!button || !island || island.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.has(island))
      island.addEventListener(
        HYDRATED_EVENT,
        () => {
          const last = held.get(island);
          held.delete(island);
          // React hydrates the root synchronously to dispatch a click that reaches it.
          last?.click();
        },
        { once: true },
      );
    held.set(island, button);
    hurry();
  };
  document.addEventListener('click', onPress, true);
}
