import {
  HYDRATED_ATTRIBUTE,
  HYDRATED_EVENT,
  ISLAND_ATTRIBUTE,
  NO_SCRIPT_ATTRIBUTE,
  NO_SCRIPT_EVENT,
} from './island-markers.ts';

/**
 * Without React, a form that posts somewhere by itself (the request forms, the newsletter signup)
 * is sent as a plain post; one without an address of its own would put what was typed in the
 * page's address, so its submit press is never made.
 */
const worksWithoutScript = (button: HTMLButtonElement) =>
  button.type !== 'submit' || !button.form || button.form.hasAttribute('action');

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
    if (island.hasAttribute(NO_SCRIPT_ATTRIBUTE)) {
      if (!worksWithoutScript(button)) event.preventDefault();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.has(island)) {
      const release = (released: Event) => {
        island.removeEventListener(HYDRATED_EVENT, release);
        island.removeEventListener(NO_SCRIPT_EVENT, release);
        const last = held.get(island);
        held.delete(island);
        // React hydrates the root synchronously to dispatch a click that reaches it.
        if (last && (released.type === HYDRATED_EVENT || worksWithoutScript(last))) last.click();
      };
      island.addEventListener(HYDRATED_EVENT, release);
      island.addEventListener(NO_SCRIPT_EVENT, release);
    }
    held.set(island, button);
    hurry();
  };
  document.addEventListener('click', onPress, true);
}

/**
 * React will not have these islands (their code failed to load, or hydrating threw): presses are no
 * longer held for them, and one held already is let through, so a request form is not left with a
 * Send button that does nothing.
 */
export function islandsWithoutScript(islands: Iterable<HTMLElement>): void {
  for (const island of islands) {
    if (island.hasAttribute(HYDRATED_ATTRIBUTE) || island.hasAttribute(NO_SCRIPT_ATTRIBUTE)) continue;
    island.setAttribute(NO_SCRIPT_ATTRIBUTE, '');
    island.dispatchEvent(new Event(NO_SCRIPT_EVENT));
  }
}
