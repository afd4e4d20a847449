import type { ServerOptions } from 'node:http';

/**
 * How the site's HTTP server is made: by main.ts, by dev.ts (`npm run dev`) and by the tests' app
 * (tests/support/test-app.ts), so what the tests exercise is what runs.
 *
 * `optimizeEmptyRequests` (Node 24.12+): a request without Content-Length or Transfer-Encoding, so
 * without a body (every GET and HEAD a browser sends), gets a body stream that has already ended,
 * and Node spares it the stream's life cycle (resuming it after the answer, then its 'end' and
 * 'close', a tick each): about 6 % more ready answers for the same CPU on the 2-core machine
 * (docs/benchmarks.md, "Server throughput"). Such a request never emits 'data', 'end' or 'close':
 * code that reads a body itself checks `req.readableEnded` first (readSmallBody in
 * modules/analytics/beacon-intake.ts); Express's body parsers and multer read only requests that
 * declare a body.
 *
 * `keepAliveTimeout`: an idle keep-alive connection is kept 65 s, longer than the 60 s a load
 * balancer in front commonly keeps its side, so the server never closes one the proxy is about to
 * reuse.
 */
export const HTTP_SERVER_OPTIONS = {
  optimizeEmptyRequests: true,
  keepAliveTimeout: 65_000,
} as const satisfies ServerOptions;
