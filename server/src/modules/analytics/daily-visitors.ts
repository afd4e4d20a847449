import { hash, randomBytes } from 'node:crypto';

/** A visit ends after this long without a page, as Plausible's and Google Analytics' do. */
export const VISIT_GAP_MS = 30 * 60_000;

/** A visitor's current visit: its first page, where it came from, and when its last page was seen. */
interface Visit {
  page: string;
  referrer: string;
  last: number;
}

/**
 * Who has been seen today, as GoatCounter and Plausible count unique visitors without a cookie: a
 * hash of the address, the user agent and a salt. The salt is random, made for each agency day
 * (Toronto: the `day` its callers pass), kept in this process's memory only and forgotten with that
 * day's hashes after the agency's midnight (below), so no hash can be linked to a visitor or to
 * another day's hash, and nothing of it ever reaches disk.
 *
 * Conversions are credited to the visit they come in (its first page and where it came from): a
 * visit is the pages one visitor opens without a pause of VISIT_GAP_MS, or until they arrive again
 * from another website. A visit going on past midnight keeps its landing page: the day before's salt
 * and visits are kept until VISIT_GAP_MS into the new day (`forgetPrevious`), for that only.
 *
 * Memory is bounded: past `cap` remembered hashes a day, further visitors are not told apart (they
 * are counted as drops). Several instances each have their own salt: a visitor whose pages are
 * served by two instances on one day counts once on each (docs/analytics.md).
 */
export class DailyVisitors {
  private day = '';
  private salt = '';
  /** Hash of (visitor) -> their current visit today: conversions are attributed to it. */
  private visits = new Map<string, Visit>();
  /** The day before's salt and visits, until VISIT_GAP_MS into the day: visits going on past midnight. */
  private previous: { salt: string; visits: Map<string, Visit> } | null = null;
  /** (visitor hash, path) and (visitor hash, listing) pairs seen today. */
  private readonly pages = new Set<string>();
  private readonly cap: number;
  dropped = 0;

  constructor(cap = 100_000) {
    this.cap = cap;
  }

  private rotate(day: string) {
    if (day === this.day) return;
    this.previous = this.day ? { salt: this.salt, visits: this.visits } : null;
    this.day = day;
    this.salt = randomBytes(32).toString('base64');
    this.visits = new Map();
    this.pages.clear();
  }

  /** Forgets the day before's salt and visits (called once the first VISIT_GAP_MS of a day are over). */
  forgetPrevious(): void {
    this.previous = null;
  }

  private visitorHash(address: string, userAgent: string, salt = this.salt): string {
    // One-shot hash: a tenth of createHash's cost, and every beacon takes one.
    return hash('sha256', `${salt}\n${address}\n${userAgent}`, 'base64url').slice(0, 22);
  }

  /** The visit a visitor had going when the day began, if its last page was seen within the gap. */
  private carried(client: { address: string; userAgent: string }, now: number): Visit | undefined {
    if (!this.previous) return undefined;
    const visit = this.previous.visits.get(
      this.visitorHash(client.address, client.userAgent, this.previous.salt),
    );
    return visit && now - visit.last <= VISIT_GAP_MS ? visit : undefined;
  }

  /**
   * A page view at `now`: whether it is the visitor's first today (on this instance), their first of
   * this path today, and (for a listing's page, `listing` its address) their first of any of that
   * listing's pages today. `null` when memory is full and the visitor cannot be told apart.
   */
  see(
    day: string,
    now: number,
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
    const visit = this.visits.get(visitor);
    const knownOnPage = this.pages.has(onPage);
    const knownOnListing = onListing === null || this.pages.has(onListing);
    if ((!visit || !knownOnPage || !knownOnListing) && this.visits.size + this.pages.size >= this.cap) {
      this.dropped++;
      return null;
    }
    if (!visit) {
      // A visit going on past midnight keeps its landing page, unless this page came from elsewhere.
      const carried = referrer ? undefined : this.carried(client, now);
      this.visits.set(visitor, {
        page: carried?.page ?? path,
        referrer: carried?.referrer ?? referrer,
        last: now,
      });
    } else if (referrer || now - visit.last > VISIT_GAP_MS) {
      // Arrived again from another website, or back after a pause: a new visit.
      visit.page = path;
      visit.referrer = referrer;
      visit.last = now;
    } else {
      visit.last = now;
    }
    if (!knownOnPage) this.pages.add(onPage);
    if (onListing !== null && !knownOnListing) this.pages.add(onListing);
    return { newVisitor: !visit, newOnPage: !knownOnPage, newOnListing: !knownOnListing };
  }

  /**
   * The first page of the visitor's current visit and where it came from: today's (however long
   * the form took to fill in), else one going on past midnight; undefined if none is known.
   */
  landing(day: string, now: number, client: { address: string; userAgent: string }) {
    this.rotate(day);
    return this.visits.get(this.visitorHash(client.address, client.userAgent)) ?? this.carried(client, now);
  }
}
