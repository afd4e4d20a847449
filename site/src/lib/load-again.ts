/** Set in the page's history entry when it was loaded again for its code; a reload keeps it. */
const LOADED_AGAIN = 'loadedAgainForCode';

/** Input types that hold text (a checkbox or a hidden field does not). */
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number']);

/**
 * Whether a form on the page holds text: typed by the visitor, or given back by the server with a
 * refusal of a plain post (a reload of that page would post it again).
 */
function formHoldsText(): boolean {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input, form textarea',
  )) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    if (field.value.trim() !== '') return true;
  }
  return false;
}

/**
 * The page's code failed to arrive (a connection dropped mid-load, a browser that gave up on a
 * request, a deploy that replaced it). The browser keeps a failed module import for the life of the
 * document, so only a new load of the page fetches it again: this loads it again, once for this
 * entry of the visitor's history, and only when nothing would be lost or sent twice: no text in a
 * form, no press waiting for the code, the browser online. Otherwise the page stays as the server
 * made it, which works without script. Returns whether it loads the page again.
 */
export function loadAgainForCode(pressWaiting: boolean): boolean {
  const state: unknown = history.state;
  // Someone else's state, not an object: left as it is, and the page with it.
  if (state !== null && typeof state !== 'object') return false;
  if (state && (state as Record<string, unknown>)[LOADED_AGAIN]) return false;
  if (pressWaiting || formHoldsText() || !navigator.onLine) return false;
  history.replaceState({ ...(state ?? {}), [LOADED_AGAIN]: true }, '');
  location.reload();
  return true;
}
