/**
 * V8 options the server is started with (`npm start`, `npm run serve`, the image's CMD, the tests'
 * and the bench's server processes). NODE_OPTIONS cannot carry them and `v8.setFlagsFromString`
 * comes too late for them, so they go on the command line: `node --no-memory-reducer
 * server/src/main.ts`.
 *
 * `--no-memory-reducer`: V8's memory reducer, made for browser tabs, shrinks the heap once the
 * process has been idle a while. Measured on the 2-core machine (docs/benchmarks.md, "Server
 * throughput"): after it has run, every answer costs more (an object literal made for each
 * `process.nextTick` inside Node's own http and stream code is then defined through V8's runtime
 * instead of compiled code), so a server that had been idle between bursts answered a third fewer
 * requests a second, and stayed so. Without it the heap a server grew under load stays committed
 * while idle (tens of MB); garbage is still collected as usual.
 */
export const SERVER_NODE_FLAGS = ['--no-memory-reducer'] as const;

/** The flags this process was started without (none when started as documented). */
export const missingNodeFlags = (execArgv: readonly string[]): string[] =>
  SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
