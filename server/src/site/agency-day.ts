import { agencyDay } from '../lib/agency-day.ts';

// The day a page's dates are rendered for is the agency's day (Toronto): server/src/lib/agency-day.ts,
// the same day analytics counts in.

/** Written beside the prerendered pages by the build: the day they were rendered for. */
export const RENDERED_ON_FILE = 'rendered-on.txt';

/**
 * Today's agency day, worked out at most once a second: cached pages check it on every request,
 * and formatting a date in a time zone costs more than the rest of a cache hit.
 */
export class AgencyDayClock {
  private readonly clock: (() => Date) | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private day = '';

  /** `clock` for tests; without it the system's (read as a number: no Date made per request). */
  constructor(clock?: () => Date) {
    this.clock = clock;
  }

  now(): Date {
    return this.clock ? this.clock() : new Date();
  }

  today(): string {
    const ms = this.clock ? this.clock().getTime() : Date.now();
    if (ms - this.checkedAt >= 1000 || ms < this.checkedAt) {
      this.day = agencyDay(new Date(ms));
      this.checkedAt = ms;
    }
    return this.day;
  }
}
