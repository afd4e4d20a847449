/**
 * The one id maker for entries the owner creates (portfolio items, projects, posts): a prefix, a
 * dash and a millisecond timestamp, the form spec section 3 gives portfolio items. Whoever stores
 * the entry moves the timestamp on while the id is taken.
 */
export function timestampId(prefix: string, now: number = Date.now()): string {
  return `${prefix}-${now}`;
}
