import type { Logger } from 'pino';

/** The one line logged per answered request: no query string, body, cookie or address. */
interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  /** Answered before Express (a ready page, an asset, a beacon). */
  fast?: boolean;
}

/** A request line waiting in the output to be made into text (LogOutput.record). */
interface RequestRecord {
  line: RequestLine;
  level: number;
  /** When it was logged (ms since the epoch): the line's `time`. */
  at: number;
}

/** The output behind a server logger, with the pino parts a hand-made line must repeat. */
interface LineSink {
  output: {
    record(record: RequestRecord, estimatedBytes: number): void;
    formatRecordsWith(format: (record: RequestRecord) => string): void;
  };
  /** `,"service":"lumen-site"`: the logger's bindings, as pino writes them. */
  bindings: string;
  /** pino's `,"time":"…"` for a moment. */
  timeAt(ms: number): string;
}

/** `/delivery/{token}...` in any case: the token is the whole secret of a listing's delivery address. */
const DELIVERY_TOKEN = /^(\/delivery\/)[^/]+/i;

/**
 * The path as logged: a delivery token is written `[token]` (docs/listings.md), so whoever reads
 * the logs cannot download a listing's photos; the file asked for stays (`/delivery/[token]/mls.zip`).
 */
export const loggedPath = (path: string): string =>
  // Most paths are ruled out by their second character, before any pattern is tried.
  (path.charCodeAt(1) | 32) === 100 ? path.replace(DELIVERY_TOKEN, '$1[token]') : path;

/** The line as logged: the same object unless its path holds a secret (one line per request). */
function withLoggedPath(line: RequestLine): RequestLine {
  const path = loggedPath(line.path);
  return path === line.path ? line : { ...line, path };
}

/** A request line's bytes beside its id and path (for the output's bound, until it is made). */
const LINE_BYTES_BESIDE_ID_AND_PATH = 192;

const sinks = new WeakMap<Logger, LineSink['output']>();

/** Printable ASCII without `"` and `\`: a path of only these is its own JSON string body. */
const PLAIN_PATH = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** `path` as a JSON string (nearly every path is plain, and JSON.stringify was a share of a line). */
const jsonPath = (path: string) => (PLAIN_PATH.test(path) ? `"${path}"` : JSON.stringify(path));

/** Makes `logger`'s request lines go straight to `sink`'s output (createServerLogger does this). */
export function sendRequestLinesTo(logger: Logger, sink: LineSink): void {
  // reqId is a checked token or hex (request-id.ts) and method an HTTP token: neither needs escaping.
  sink.output.formatRecordsWith(
    ({ line, level, at }) =>
      `{"level":${level}${sink.timeAt(at)}${sink.bindings},"reqId":"${line.reqId}","method":"${line.method}","path":${jsonPath(line.path)},"status":${line.status},"ms":${line.ms}${line.fast ? ',"fast":true' : ''},"msg":"request"}\n`,
  );
  sinks.set(logger, sink.output);
}

/**
 * Returns the function that logs request lines for `logger`. For the server's logger it writes the
 * JSON line pino would write (same fields, levels and time) into the same output, made from one
 * template when the output writes its batch: at tens of thousands of answers a second pino's
 * generic serialisation of this fixed shape was most of the request log's cost (docs/operations.md,
 * "Logs"). Any other logger (tests, tools) gets pino's own line.
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const output = sinks.get(logger);
  if (!output) {
    return (line) => logger[line.status >= 500 ? 'error' : 'info'](withLoggedPath(line), 'request');
  }
  return (sent) => {
    const line = withLoggedPath(sent);
    const level = line.status >= 500 ? 50 : 30;
    // pino's own comparison (the server sets no custom one), without isLevelEnabled's lookups.
    if (level < logger.levelVal) return;
    output.record(
      { line, level, at: Date.now() },
      LINE_BYTES_BESIDE_ID_AND_PATH + line.reqId.length + 2 * line.path.length,
    );
  };
}
