import { hash, randomBytes } from 'node:crypto';

/**
 * Who has been seen today, as GoatCounter and Plausible count unique visitors without a cookie: a
 * hash of the address, the user agent and a salt. The salt is random, made for each agency day
 * (Toronto: the `day` its callers pass), kept in this process's memory only and forgotten with that
 * day's hashes at the agency's midnight, so no hash can be linked to a visitor or to another day's
 * hash, and nothing of it ever reaches disk.
 *
 * Memory is bounded: past `cap` remembered hashes a day, further visitors are not told apart (they
 * are counted as drops). Several instances each have their own salt: a visitor whose pages are
 * served by two instances on one day counts once on each (docs/analytics.md).
 */
export class DailyVisitors {
  private day = '';
  private salt = '';
  /** Hash of (visitor) -> their first page and its referrer today: conversions are attributed to it. */
  private readonly landings = new Map<string, { page: string; referrer: string }>();
  /** (visitor hash, path) and (visitor hash, listing) pairs seen today. */
  private readonly pages = new Set<string>();
  private readonly cap: number;
  dropped = 0;

  constructor(cap = 100_000) {
    this.cap = cap;
  }

  private rotate(day: string) {
    if (day === this.day) return;
    this.day = day;
    this.salt = randomBytes(32).toString('base64');
    this.landings.clear();
    this.pages.clear();
  }

  private visitorHash(address: string, userAgent: string): string {
    // One-shot hash: a tenth of createHash's cost, and every beacon takes one.
    return hash('sha256', `${this.salt}\n${address}\n${userAgent}`, 'base64url').slice(0, 22);
  }

  /**
   * A page view: whether it is the visitor's first today (on this instance), their first of this
   * path today, and (for a listing's page, `listing` its address) their first of any of that
   * listing's pages today. `null` when memory is full and the visitor cannot be told apart.
   */
  see(
    day: string,
    client: { address: string; userAgent: string },
    path: string,
    referrer: string,
    listing: string | null = null,
  ): { newVisitor: boolean; newOnPage: boolean; newOnListing: boolean } | null {
    this.rotate(day);
    const visitor = this.visitorHash(client.address, client.userAgent);
    // The salted hash already stands for the visitor: one hash a beacon, the path beside it. A path
    // starts with "/", so a listing's key never meets a page's.
    const onPage = `${visitor} ${path}`;
    const onListing = listing === null ? null : `${visitor} listing:${listing}`;
    const knownVisitor = this.landings.has(visitor);
    const knownOnPage = this.pages.has(onPage);
    const knownOnListing = onListing === null || this.pages.has(onListing);
    if (
      (!knownVisitor || !knownOnPage || !knownOnListing) &&
      this.landings.size + this.pages.size >= this.cap
    ) {
      this.dropped++;
      return null;
    }
    if (!knownVisitor) this.landings.set(visitor, { page: path, referrer });
    if (!knownOnPage) this.pages.add(onPage);
    if (onListing !== null && !knownOnListing) this.pages.add(onListing);
    return { newVisitor: !knownVisitor, newOnPage: !knownOnPage, newOnListing: !knownOnListing };
  }

  /** The page a visitor landed on today and where they came from, if seen today. */
  landing(day: string, client: { address: string; userAgent: string }) {
    this.rotate(day);
    return this.landings.get(this.visitorHash(client.address, client.userAgent));
  }
}
