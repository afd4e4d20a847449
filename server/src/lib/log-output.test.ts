import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogOutput } from './log-output.ts';

/**
 * The server's log output: a bounded queue written off the main thread. A log collector that stops
 * reading must cost lines, counted, never an answer's time or unbounded memory.
 */
let dir = '';
const fds: number[] = [];
afterEach(() => {
  for (const fd of fds.splice(0)) closeSync(fd);
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const line = (n: number) => `${JSON.stringify({ level: 30, n, msg: 'request', pad: 'x'.repeat(150) })}\n`;
/** A few milliseconds, so that batches of lines are written while the test goes on logging. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

/** Everything readable now from a non-blocking read end. */
function drain(fd: number): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    try {
      const n = readSync(fd, buffer);
      if (n === 0) break;
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN') break;
      throw err;
    }
  }
  return Buffer.concat(chunks).toString();
}

describe('the log output', () => {
  it('when nobody reads the output, then logging goes on without waiting, lines beyond the buffer are dropped and counted, and the kept ones come out in order once it is read', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-log-'));
    const fifo = join(dir, 'collector');
    execFileSync('mkfifo', [fifo]);
    // Opened read-write, the pipe needs no reader to open: a collector that exists but has stalled.
    const writeEnd = openSync(fifo, constants.O_RDWR);
    fds.push(writeEnd);
    const output = new LogOutput({ fd: writeEnd, maxBytes: 32 * 1024 });
    const total = 4000;
    // 4000 lines of ~200 bytes over many turns of the event loop: ~800 KB against a 64 KiB pipe
    // and a 32 KiB buffer. With a blocking write this loop would never finish.
    for (let n = 0; n < total; n++) {
      output.write(line(n));
      if (n % 100 === 99) await pause();
    }
    expect(output.dropped).toBeGreaterThan(total / 2);

    const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    fds.push(readEnd);
    let text = '';
    const reading = setInterval(() => {
      text += drain(readEnd);
    }, 5);
    await output.flush();
    clearInterval(reading);
    text += drain(readEnd);
    const kept = text
      .split('\n')
      .filter(Boolean)
      .map((json) => (JSON.parse(json) as { n: number }).n);
    expect(kept.length + output.dropped).toBe(total);
    // In the order they were logged, each once (lines came out while the pipe still had room).
    expect(kept[0]).toBe(0);
    expect(kept).toEqual([...new Set(kept)].sort((a, b) => a - b));
  });

  it('when the output keeps up, then every line is written, in order, none dropped', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-log-'));
    const file = join(dir, 'server.log');
    const fd = openSync(file, 'w');
    fds.push(fd);
    // The default buffer (4 MiB) holds these 500 KB even if the file wrote nothing meanwhile.
    const output = new LogOutput({ fd });
    for (let n = 0; n < 3000; n++) {
      output.write(line(n));
      if (n % 50 === 49) await pause();
    }
    await output.flush();
    const numbers = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((json) => (JSON.parse(json) as { n: number }).n);
    expect(output.dropped).toBe(0);
    expect(numbers).toEqual(Array.from({ length: 3000 }, (_, n) => n));
  });

  it('when the buffer is full, then the line saying so still goes out, and the flush waits for it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-log-'));
    const file = join(dir, 'server.log');
    const fd = openSync(file, 'w');
    fds.push(fd);
    const output = new LogOutput({ fd, maxBytes: 1024 });
    for (let n = 0; n < 20; n++) output.write(line(n));
    output.uncapped(() => output.write('{"msg":"log lines were dropped"}\n'));
    expect(output.dropped).toBeGreaterThan(0);
    await output.flush();
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length + output.dropped).toBe(21);
    expect(lines.at(-1)).toBe('{"msg":"log lines were dropped"}');
  });

  it('when records and text lines are mixed, then each record becomes its line when written, in order, and records count against the bound', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-log-'));
    const file = join(dir, 'server.log');
    const fd = openSync(file, 'w');
    fds.push(fd);
    const output = new LogOutput({ fd, maxBytes: 4096 });
    const made: number[] = [];
    output.formatRecordsWith((record: { n: number }) => {
      made.push(record.n);
      return line(record.n);
    });
    for (let n = 0; n < 10; n++) {
      if (n % 2) output.write(line(n));
      else output.record({ n }, 200);
    }
    // Made when the batch is written, not when logged.
    expect(made).toEqual([]);
    await output.flush();
    expect(made).toEqual([0, 2, 4, 6, 8]);
    const numbers = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((json) => (JSON.parse(json) as { n: number }).n);
    expect(numbers()).toEqual(Array.from({ length: 10 }, (_, n) => n));
    // 30 estimated at 200 bytes each do not fit in 4096: the ones beyond are dropped and counted.
    for (let n = 10; n < 40; n++) output.record({ n }, 200);
    expect(output.dropped).toBe(30 - Math.floor(4096 / 200));
    // A process exiting writes what waits, records made into lines.
    output.flushSync();
    expect(numbers().length).toBe(10 + Math.floor(4096 / 200));
  });
});
