/**
 * Runs @doyensec/electronegativity over the desktop sources:
 *   node admin-desktop/scripts/electronegativity.cjs [input dir, default admin-desktop] [-o report.csv]
 * The tool parses TypeScript with @typescript-eslint/typescript-estree, which needs the
 * TypeScript compiler API; the project's TypeScript 7 (native) has none, so the TypeScript 4.2
 * that electronegativity ships in its own node_modules is used for that one package.
 */
const Module = require('node:module');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const ownTypescript = require.resolve('typescript', {
  paths: [path.join(root, 'node_modules', '@doyensec', 'electronegativity')],
});
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript' && parent?.filename?.includes(`${path.sep}@typescript-eslint${path.sep}`)) {
    return ownTypescript;
  }
  return resolve.call(this, request, parent, ...rest);
};

const args = process.argv.slice(2);
const input = args[0] && !args[0].startsWith('-') ? args.shift() : path.join(root, 'admin-desktop');
process.argv = [process.argv[0], 'electronegativity', '-i', input, ...args];
require(path.join(root, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js'));
