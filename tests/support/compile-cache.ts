import { fileURLToPath } from 'node:url';

/**
 * Turns on Node's module compile cache for every Node process the tests start from here on (the
 * test workers, the servers, the command-line tools): each keeps its type-stripped and compiled
 * modules in one folder and the next process reads them back instead of compiling again. The
 * tests start hundreds of processes on the same files; `npm run owner` loads in about half the
 * time with the cache (docs/testing.md, "The speed of test:fast"). In node_modules/.cache, so
 * `npm ci` starts it afresh; Node checks each entry against the file it came from, so an edited
 * file is compiled again. NODE_COMPILE_CACHE set by the caller is kept; NODE_DISABLE_COMPILE_CACHE=1
 * turns it off.
 */
export function shareCompileCache(): void {
  process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
    new URL('../../node_modules/.cache/node-compile-cache', import.meta.url),
  );
}
