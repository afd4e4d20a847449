import { ApiError } from '#shared/api/api-error.ts';
import { CONTENT_KINDS } from './content-kinds.ts';
import { isNetworkError } from './http-transport.ts';
import type { Site } from './site.ts';

/** The site is gone or the session ended: the next return of the site or sign-in tries again. */
const endsThePass = (error: unknown) =>
  isNetworkError(error) || (error instanceof ApiError && (error.status === 401 || error.status === 403));

/**
 * Keeps the offline copy of every list of every registered kind (CONTENT_KINDS: the portfolio's
 * services, projects, posts, any kind added there), not only the lists the owner happened to open,
 * so a list opens offline even if it was never looked at online. A pass fetches each kind's
 * snapshot once: after a sign-in, after the site comes back, after a replay round, and when the
 * app starts signed in (`refreshIfStale`: only if no full pass has run since the site was last
 * reached). Never on a timer: the server is asked a handful of times per connection, not polled.
 *
 * Each snapshot is saved with a token taken just before it was fetched (PortfolioCache.save), so
 * a write confirmed while it was on its way is laid over it and an older snapshot never replaces
 * a newer one: a pass can run beside the replay and the owner's direct writes.
 */
export class OfflineCopy {
  private readonly site: () => Site | undefined;
  private readonly saved: () => void;
  private running: Promise<void> | undefined;
  private again = false;
  /** No full pass since the site was last reached (or this app started). */
  private stale = true;

  constructor(site: () => Site | undefined, saved: () => void) {
    this.site = site;
    this.saved = saved;
  }

  /** The site went away: the next start, sign-in or return fetches everything again. */
  markStale(): void {
    this.stale = true;
  }

  /**
   * Starts a pass, or asks the running one for one more (a write or a return of the site may
   * have come after it fetched a kind). Resolves once a pass started after this call has ended;
   * never rejects (a failed pass leaves the copy as it was).
   */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = this.passes().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  refreshIfStale(): Promise<void> {
    return this.stale ? this.refresh() : (this.running ?? Promise.resolve());
  }

  /** Waits for a pass in progress (tests, quitting). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      await this.pass();
    } while (this.again);
  }

  private async pass(): Promise<void> {
    const site = this.site();
    if (!site?.session.signedIn || !site.connectivity.isOnline) return;
    let complete = true;
    for (const kind of CONTENT_KINDS) {
      // Another site chosen meanwhile: nothing of this one goes into its copy.
      if (this.site() !== site || !site.session.signedIn) return;
      try {
        const token = site.cache.snapshotToken();
        await site.cache.save(await kind.snapshot(site.transport.api), token);
      } catch (error) {
        complete = false;
        if (endsThePass(error)) break;
        // A refusal of this kind (429, 5xx): the other kinds are still worth keeping.
      }
    }
    if (complete) this.stale = false;
    this.saved();
  }
}
