/**
 * Work a visitor does not wait for (answering and counting an analytics beacon), held back so that
 * the page requests read in the same turn of the event loop are answered first.
 *
 * Each caller's turn comes in the event loop's check phase (setImmediate), after the poll phase
 * has read every socket that was ready and answered the pages among them. At most `batch` turns
 * are given per check phase; the rest wait for the next one, with a poll phase in between. So a
 * page request that arrives behind a burst of beacons waits for at most `batch` of them, not the
 * whole burst. The queue holds one entry per request being answered, so it is bounded by the open
 * connections (HTTP/1.1 answers a connection's requests one at a time).
 */
export class YieldToPages {
  readonly #batch: number;
  #waiting: (() => void)[] = [];
  #scheduled = false;

  constructor(batch: number) {
    this.#batch = batch;
  }

  /** Resolves when this caller's turn comes. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(this.#release);
      }
    });
  }

  /** Callers waiting now (for tests and health figures). */
  get waiting(): number {
    return this.#waiting.length;
  }

  #release = (): void => {
    const now = this.#waiting.length <= this.#batch ? this.#waiting : this.#waiting.slice(0, this.#batch);
    this.#waiting = now === this.#waiting ? [] : this.#waiting.slice(this.#batch);
    // Scheduled from inside the check phase, so it runs in the next turn, after a poll phase.
    this.#scheduled = this.#waiting.length > 0;
    if (this.#scheduled) setImmediate(this.#release);
    for (const resolve of now) resolve();
  };
}
