/**
 * Runs @doyensec/electronegativity over the desktop sources:
 *   node admin-desktop/scripts/electronegativity.cjs [input dir, default admin-desktop] [-o report.csv]
 * The tool parses TypeScript with @typescript-eslint/typescript-estree, which needs the
 * TypeScript compiler API; the project's TypeScript 7 (native) has none, so the TypeScript 4.2
 * that electronegativity ships in its own node_modules is used for that one package.
 * The scan runs offline: the tool's two network calls (newer translations, Electron's release
 * list) are answered at once with "offline", so it uses the translations it ships and takes no
 * network error that could end it part-way (the release check is left out with -x in any case).
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const tool = path.join(root, 'node_modules', '@doyensec', 'electronegativity');
const ownTypescript = require.resolve('typescript', { paths: [tool] });
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript' && parent?.filename?.includes(`${path.sep}@typescript-eslint${path.sep}`)) {
    return ownTypescript;
  }
  return resolve.call(this, request, parent, ...rest);
};

const gotPath = require.resolve('got', { paths: [tool] });
const offline = new Module(gotPath);
const refuse = () => Promise.reject(new Error('offline: the scan makes no network calls'));
offline.exports = Object.assign(refuse, { head: refuse, get: refuse });
offline.filename = gotPath;
offline.loaded = true;
require.cache[gotPath] = offline;

// The tool writes a report as two unordered fs.writeFile calls, the header (truncating) and the
// findings (appending), so a report could come out with its parts lost or in the wrong order.
// While it writes, those calls are made synchronous: header first, then the findings.
const util = require(path.join(tool, 'dist', 'util'));
const writeIssues = util.writeIssues;
util.writeIssues = function (...args) {
  const writeFile = fs.writeFile;
  fs.writeFile = (file, data, options, done) => {
    const callback = typeof options === 'function' ? options : done;
    try {
      fs.writeFileSync(file, data, typeof options === 'function' ? undefined : options);
    } catch (error) {
      console.error(`The report could not be written: ${error.message}`);
      process.exitCode = 1;
    }
    process.nextTick(() => callback?.(null));
  };
  try {
    return writeIssues.apply(this, args);
  } finally {
    fs.writeFile = writeFile;
  }
};

const args = process.argv.slice(2);
const input = args[0] && !args[0].startsWith('-') ? args.shift() : path.join(root, 'admin-desktop');
process.argv = [process.argv[0], 'electronegativity', '-i', input, ...args];
require(path.join(tool, 'dist', 'index.js'));
