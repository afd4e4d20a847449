import { write, writeSync } from 'node:fs';

/** Bytes of log lines that may wait in memory for the output (about 16,000 request lines). */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/** How long an EAGAIN (a non-blocking output that is full) waits before the write is tried again. */
const RETRY_MS = 20;

/**
 * Where the server's log lines go: a bounded queue in memory, written to a file descriptor (stdout)
 * off the main thread, so a log line never holds up an answer (docs/operations.md, "Logs").
 *
 * Lines logged during one turn of the event loop go out together in one write, and while a write
 * is under way the next lines wait for it. When the output cannot keep up (a stalled log
 * collector, a full pipe) and `maxBytes` are waiting, further lines are dropped and counted
 * (`dropped`) instead of blocking or growing memory.
 */
export class LogOutput {
  readonly #fd: number;
  readonly #maxBytes: number;
  #queue: string[] = [];
  /** Bytes queued or being written. */
  #pendingBytes = 0;
  #writing = false;
  #scheduled = false;
  #dropped = 0;
  #uncapped = false;
  #whenIdle: (() => void)[] = [];

  constructor(options: { fd?: number; maxBytes?: number } = {}) {
    this.#fd = options.fd ?? 1;
    this.#maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES;
  }

  /** Lines dropped so far because the queue was full. */
  get dropped(): number {
    return this.#dropped;
  }

  /** One line from pino. Returns at once: the line is queued, or dropped when the queue is full. */
  write(line: string): boolean {
    const bytes = Buffer.byteLength(line);
    if (!this.#uncapped && this.#pendingBytes + bytes > this.#maxBytes) {
      this.#dropped++;
      return true;
    }
    this.#queue.push(line);
    this.#pendingBytes += bytes;
    if (!this.#writing && !this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#writeQueued);
    }
    return true;
  }

  /** Logs through `log` even when the queue is full: the line that says lines were dropped. */
  uncapped(log: () => void): void {
    this.#uncapped = true;
    try {
      log();
    } finally {
      this.#uncapped = false;
    }
  }

  /** Resolves once every line queued so far is written. */
  flush(): Promise<void> {
    if (!this.#writing && !this.#scheduled) return Promise.resolve();
    return new Promise((resolve) => this.#whenIdle.push(resolve));
  }

  /**
   * For the process's 'exit' event, when nothing can wait any more: writes what is queued,
   * blocking. A write already under way is left to finish on its own (it cannot be awaited here,
   * and writing its lines again could double them); graceful paths await `flush()` instead.
   */
  flushSync(): void {
    if (this.#writing || this.#queue.length === 0) return;
    const text = this.#queue.join('');
    this.#queue = [];
    this.#pendingBytes = 0;
    try {
      writeSync(this.#fd, text);
    } catch {
      // The output is gone (a closed pipe): nothing more can be done while exiting.
    }
  }

  #writeQueued = (): void => {
    this.#scheduled = false;
    if (this.#queue.length === 0) {
      this.#settle();
      return;
    }
    const chunk = Buffer.from(this.#queue.join(''));
    this.#queue = [];
    this.#writing = true;
    this.#send(chunk);
  };

  #send(chunk: Buffer): void {
    write(this.#fd, chunk, 0, chunk.length, null, (err, written) => {
      if (err?.code === 'EAGAIN') {
        setTimeout(() => this.#send(chunk), RETRY_MS).unref();
        return;
      }
      if (err) {
        // The output refused the lines for good (EPIPE: nobody reads it): count them as dropped.
        this.#dropped += countLines(chunk);
        this.#pendingBytes -= chunk.length;
      } else {
        this.#pendingBytes -= written;
        if (written < chunk.length) {
          this.#send(chunk.subarray(written));
          return;
        }
      }
      this.#writing = false;
      if (this.#queue.length) this.#writeQueued();
      else this.#settle();
    });
  }

  #settle(): void {
    for (const resolve of this.#whenIdle.splice(0)) resolve();
  }
}

function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}
