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

/** Where a server logger's lines go, with the pino parts a hand-made line must repeat. */
interface LineSink {
  write(line: string): boolean;
  /** `,"service":"lumen-site"`: the logger's bindings, as pino writes them. */
  bindings: string;
  time(): string;
}

const sinks = new WeakMap<Logger, LineSink>();

/** Makes `logger`'s request lines go straight to `sink` (createServerLogger does this). */
export function sendRequestLinesTo(logger: Logger, sink: LineSink): void {
  sinks.set(logger, sink);
}

/**
 * Returns the function that logs request lines for `logger`. For the server's logger it writes the
 * JSON line pino would write (same fields, levels and time) into the same output, built with one
 * template: at tens of thousands of answers a second pino's generic serialisation of this fixed
 * shape was most of the request log's cost (docs/operations.md, "Logs"). Any other logger (tests,
 * tools) gets pino's own line.
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const sink = sinks.get(logger);
  if (!sink) {
    return (line) => logger[line.status >= 500 ? 'error' : 'info'](line, 'request');
  }
  return (line) => {
    const error = line.status >= 500;
    if (!logger.isLevelEnabled(error ? 'error' : 'info')) return;
    // reqId is a checked token or a UUID and method an HTTP token: neither needs escaping.
    sink.write(
      `{"level":${error ? 50 : 30}${sink.time()}${sink.bindings},"reqId":"${line.reqId}","method":"${line.method}","path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}${line.fast ? ',"fast":true' : ''},"msg":"request"}\n`,
    );
  };
}
