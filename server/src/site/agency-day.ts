/** The agency's calendar day (Toronto), as YYYY-MM-DD: the day a page's dates are rendered for. */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function agencyDay(at: Date): string {
  return formatter.format(at);
}

/** Written beside the prerendered pages by the build: the day they were rendered for. */
export const RENDERED_ON_FILE = 'rendered-on.txt';

/**
 * Today's agency day, worked out at most once a second: cached pages check it on every request,
 * and formatting a date in a time zone costs more than the rest of a cache hit.
 */
export class AgencyDayClock {
  private readonly clock: () => Date;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private day = '';

  constructor(clock: () => Date = () => new Date()) {
    this.clock = clock;
  }

  now(): Date {
    return this.clock();
  }

  today(): string {
    const now = this.clock();
    const ms = now.getTime();
    if (ms - this.checkedAt >= 1000 || ms < this.checkedAt) {
      this.day = agencyDay(now);
      this.checkedAt = ms;
    }
    return this.day;
  }
}
