/**
 * Kind-independent walks over an item's values: content kinds nest their pictures (a project's
 * gallery, a post's blocks and author photo), so upload placeholders and "already holds this" are
 * looked for everywhere in the item, not in named fields.
 */

type Value = unknown;

/** `value` with every string that is a key of `replace` swapped for its value (same object when none is). */
export function replaceStrings<T>(value: T, replace: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return (Object.hasOwn(replace, value) ? replace[value] : value) as T;
  if (Array.isArray(value)) {
    const next = value.map((v) => replaceStrings(v, replace));
    return (next.some((v, i) => v !== value[i]) ? next : value) as T;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const next: Record<string, Value> = {};
    for (const [key, v] of Object.entries(value)) {
      next[key] = replaceStrings(v, replace);
      if (next[key] !== v) changed = true;
    }
    return (changed ? next : value) as T;
  }
  return value;
}

/** Whether any string anywhere in `value` passes `test`. */
export function someString(value: Value, test: (s: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((v) => someString(v, test));
  if (value && typeof value === 'object') return Object.values(value).some((v) => someString(v, test));
  return false;
}

/**
 * Whether `stored` holds everything `wanted` says: every field of `wanted` (recursively; lists of
 * the same length, element by element) is in `stored` with the same value. Fields the server adds
 * (ids of gallery photos, computed dates) do not matter; `skip` names top-level fields to ignore.
 */
export function holds(stored: Value, wanted: Value, skip: readonly string[] = []): boolean {
  if (Array.isArray(wanted)) {
    return (
      Array.isArray(stored) && stored.length === wanted.length && wanted.every((w, i) => holds(stored[i], w))
    );
  }
  if (wanted && typeof wanted === 'object') {
    if (!stored || typeof stored !== 'object') return false;
    return Object.entries(wanted).every(
      ([key, w]) => skip.includes(key) || w === undefined || holds((stored as Record<string, Value>)[key], w),
    );
  }
  return stored === wanted;
}
