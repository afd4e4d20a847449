/** Input types that hold what a visitor types (a checkbox or a hidden field does not). */
const TYPED = new Set(['text', 'email', 'tel', 'url', 'search', 'number']);

/**
 * Whether a form on the page holds text the visitor typed and has not sent: reloading would clear
 * it, and public pages keep no copy (no storage: docs/analytics.md), so the update prompt asks first.
 */
export function typedIntoAForm(): boolean {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input, form textarea',
  )) {
    if (field instanceof HTMLInputElement && !TYPED.has(field.type)) continue;
    if (field.value.trim() !== '' && field.value !== field.defaultValue) return true;
  }
  return false;
}
