/**
 * Data tags: names of the data a page is built from. A server service publishes a tag when it
 * commits a change to that data (server/src/lib/change-feed.ts); a route declares the tags its
 * page depends on (site/src/app/routes.tsx), and the page cache drops pages whose tags changed.
 * Form: `area:name`.
 */

/** One portfolio collection's items, e.g. `portfolio:photographyPortfolio`. */
export const portfolioTag = (key: string) => `portfolio:${key}`;

/** One kind of stored content (projects, posts), e.g. `content:projects`. */
export const contentTag = (kind: string) => `content:${kind}`;

/**
 * "Anything may have changed": published by a bridge that lost contact with other instances (a
 * PostgreSQL reconnect), after which every copy derived from stored data must be made again.
 */
export const ANY_DATA = '*';

/** Whether a change to `changed` touches data tagged `tag`. */
export const touches = (changed: readonly string[], tag: string) =>
  changed.includes(ANY_DATA) || changed.includes(tag);
