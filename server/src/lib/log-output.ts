import { write, writeSync } from 'node:fs';

/** Bytes of log lines that may wait in memory for the output (about 16,000 request lines). */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Lines wait this long, or until this many bytes are waiting, to go out together: each write
 * costs a trip through the thread pool and wakes the log collector, so under load one write per
 * few hundred lines is far cheaper than one per line (or per turn of the event loop).
 */
const BATCH_MS = 10;
const BATCH_BYTES = 64 * 1024;

/** A write under way this long means the output has stopped taking lines (see flushSync). */
const STALLED_MS = 500;

/** How long an EAGAIN (a non-blocking output that is full) waits before the write is tried again. */
const RETRY_MS = 20;

/**
 * Where the server's log lines go: a bounded queue in memory, written to a file descriptor (stdout)
 * off the main thread, so a log line never holds up an answer (docs/operations.md, "Logs").
 *
 * A line comes as text (pino's) or as a record that becomes text only when its batch is written
 * (`record`, the request lines): made a few hundred in one go, lines cost less than made one at a
 * time between the network work of two answers (docs/operations.md, "Logs").
 *
 * Lines go out together, in one write every few milliseconds (BATCH_MS), and while a write is
 * under way the next lines wait for it. When the output cannot keep up (a stalled log
 * collector, a full pipe) and `maxBytes` are waiting, further lines are dropped and counted
 * (`dropped`) instead of blocking or growing memory.
 */
export class LogOutput {
  readonly #fd: number;
  readonly #maxBytes: number;
  /** Lines, and records to be made into lines, in the order they came. */
  #queue: (string | object)[] = [];
  #format: ((record: object) => string) | undefined;
  /** Bytes queued or being written. */
  #pendingBytes = 0;
  /** Bytes queued, not yet being written. */
  #queuedBytes = 0;
  #writing = false;
  #writingSince = 0;
  #timer: NodeJS.Timeout | undefined;
  /** A full batch's write, due in this turn's check phase (see #schedule). */
  #soon: NodeJS.Immediate | undefined;
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
    this.#enqueue(line, Buffer.byteLength(line));
    return true;
  }

  /** How records become lines (set once, by whoever makes the records: request-line.ts). */
  formatRecordsWith<R extends object>(format: (record: R) => string): void {
    this.#format = format as (record: object) => string;
  }

  /**
   * A line to be made from `record` when its batch is written. `estimatedBytes` counts against the
   * bound until then (the exact size replaces it once the line is made).
   */
  record(record: object, estimatedBytes: number): void {
    this.#enqueue(record, estimatedBytes);
  }

  #enqueue(entry: string | object, bytes: number): void {
    if (!this.#uncapped && this.#pendingBytes + bytes > this.#maxBytes) {
      this.#dropped++;
      return;
    }
    this.#queue.push(entry);
    this.#pendingBytes += bytes;
    this.#queuedBytes += bytes;
    if (!this.#writing) this.#schedule();
  }

  /** The queued lines as one text, records made into lines; empties the queue. */
  #takeQueued(): string {
    const format = this.#format;
    let text = '';
    for (const entry of this.#queue) text += typeof entry === 'string' ? entry : format!(entry);
    this.#queue = [];
    return text;
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
    if (!this.#writing && !this.#timer && !this.#soon) return Promise.resolve();
    const idle = new Promise<void>((resolve) => this.#whenIdle.push(resolve));
    if (this.#timer || this.#soon) this.#writeQueued();
    return idle;
  }

  /**
   * For the process's 'exit' event, when nothing can wait any more (graceful paths await
   * `flush()` instead): writes what is queued, blocking. A write under way cannot be awaited
   * here; it has normally reached the output already, and the queued lines follow it. But when it
   * has been under way for STALLED_MS the output has stopped taking lines, and a blocking write
   * would keep the process from ever exiting: then the queued lines are lost.
   */
  flushSync(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    clearImmediate(this.#soon);
    this.#soon = undefined;
    if (this.#queue.length === 0) return;
    if (this.#writing && performance.now() - this.#writingSince > STALLED_MS) return;
    const text = this.#takeQueued();
    this.#pendingBytes = 0;
    this.#queuedBytes = 0;
    try {
      writeSync(this.#fd, text);
    } catch {
      // The output is gone (a closed pipe): nothing more can be done while exiting.
    }
  }

  /**
   * A full batch is written in this turn's check phase, any other in BATCH_MS. Never from inside
   * the caller's own turn: a process that exits right after logging a burst then finds no write
   * under way, and its exit hook writes every waiting line in order (flushSync). A write started
   * in the burst could land after the hook's.
   */
  #schedule(): void {
    if (this.#soon) return;
    if (this.#queuedBytes >= BATCH_BYTES) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#soon = setImmediate(this.#writeQueued).unref();
    } else {
      this.#timer ??= setTimeout(this.#writeQueued, BATCH_MS).unref();
    }
  }

  #writeQueued = (): void => {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    clearImmediate(this.#soon);
    this.#soon = undefined;
    if (this.#queue.length === 0) {
      this.#settle();
      return;
    }
    const chunk = Buffer.from(this.#takeQueued());
    // The estimates of records give way to the bytes actually made.
    this.#pendingBytes += chunk.length - this.#queuedBytes;
    this.#queuedBytes = 0;
    this.#writing = true;
    this.#writingSince = performance.now();
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
      // Someone awaits flush(): the rest goes now, not in BATCH_MS.
      if (this.#queue.length && this.#whenIdle.length) this.#writeQueued();
      else if (this.#queue.length) this.#schedule();
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
