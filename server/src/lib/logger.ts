import { type DestinationStream, pino, type Logger } from 'pino';
import { LogOutput } from './log-output.ts';
import { sendRequestLinesTo } from './request-line.ts';

/** How often dropped lines, if any, are reported by a warn line. */
const DROP_REPORT_MS = 10_000;

/** The buffered output behind each server logger, for flushing on exit and the dropped count. */
const outputs = new WeakMap<Logger, LogOutput>();

/** Paths hidden in every line: secrets that could slip into a logged object. */
const REDACTED = [
  'password',
  '*.password',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'email',
  '*.email',
];

/** Bound to every line (pino's `base`; request lines repeat it: request-line.ts). */
const BASE = { service: 'lumen-site' };

let lastMs = -1;
let lastTime = '';
/**
 * pino's isoTime (`,"time":"2026-01-31T12:00:00.000Z"`) for a moment, made once per millisecond:
 * under load many lines share a millisecond, and toISOString was the largest cost of a request line.
 */
function isoTimeAt(ms: number): string {
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return lastTime;
}

const isoTime = () => isoTimeAt(Date.now());

/**
 * Structured JSON logs on stdout. Secrets that could slip into a log object are redacted. Without
 * a destination each line is written as it is logged (tools, tests); the server passes a LogOutput.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  options: { redact?: boolean } = {},
): Logger {
  return pino(
    {
      level,
      base: BASE,
      timestamp: isoTime,
      ...(options.redact === false ? {} : { redact: { paths: REDACTED, censor: '[redacted]' } }),
    },
    destination,
  );
}

/**
 * The server's logger: lines go through a bounded buffer written off the main thread (LogOutput),
 * so the request log never holds up an answer. Lines dropped because the output could not keep up
 * are reported by a warn line every few seconds and at shutdown, and counted in /api/health.
 */
export function createServerLogger(level: string, options: { output?: LogOutput } = {}): Logger {
  const output = options.output ?? new LogOutput();
  const logger = createLogger(level, output);
  outputs.set(logger, output);
  sendRequestLinesTo(logger, {
    output,
    bindings: `,${JSON.stringify(BASE).slice(1, -1)}`,
    timeAt: isoTimeAt,
  });
  setInterval(() => reportDropped(logger), DROP_REPORT_MS).unref();
  // A crash or a plain process.exit: what is still queued goes out (graceful paths await flushLog).
  process.once('exit', () => output.flushSync());
  return logger;
}

const reported = new WeakMap<LogOutput, number>();

/** One warn line with the lines dropped since the last report, if any were. */
function reportDropped(logger: Logger): void {
  const output = outputs.get(logger);
  if (!output) return;
  const total = output.dropped;
  const since = total - (reported.get(output) ?? 0);
  if (since <= 0) return;
  reported.set(output, total);
  output.uncapped(() =>
    logger.warn(
      { droppedLogLines: since, droppedLogLinesTotal: total },
      'log lines were dropped: the log output could not keep up',
    ),
  );
}

/** Lines the server's logger has dropped since it started (0 for any other logger). */
export function droppedLogLines(logger: Logger): number {
  return outputs.get(logger)?.dropped ?? 0;
}

/**
 * Reports dropped lines and waits until every queued line is written, at most `withinMs` (a
 * stalled log collector must not keep the process from exiting). A no-op for other loggers.
 */
export async function flushLog(logger: Logger, withinMs = 2000): Promise<void> {
  const output = outputs.get(logger);
  if (!output) return;
  reportDropped(logger);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    output.flush(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, withinMs);
    }),
  ]);
  clearTimeout(timer);
}
