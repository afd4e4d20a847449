import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_EXPORTS, type UnusedExport, unusedExports } from './unused-exports.ts';

/** A tiny tree: what the rule must report in it, and what it must leave alone. */
const TREE: Record<string, string> = {
  'lib.ts': [
    'export const USED = 1;',
    'export function privateHelper() { return 2; }',
    'export const result = privateHelper();',
    'export type Dead = string;',
    '/** Only a comment in another file names NamedInComment. */',
    'export interface NamedInComment { a: number }',
    'const a = 1, b = 2;',
    'export { a, b as renamedB };',
    'export default 42;',
  ].join('\n'),
  'main.ts': [
    "import { USED, result, renamedB } from './lib.ts';",
    "import { a } from './lib.ts';",
    '// NamedInComment is mentioned here, in a comment only',
    'console.log(USED, result, a, renamedB);',
  ].join('\n'),
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lumen-unused-exports-'));
  for (const [name, text] of Object.entries(TREE)) await writeFile(join(root, name), text);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('unused exports', () => {
  it('when an export is named by no other file, then it is reported as private or dead', () => {
    const found = unusedExports(root, Object.keys(TREE));
    expect(found).toEqual<UnusedExport[]>([
      { path: 'lib.ts', name: 'Dead', kind: 'dead' },
      { path: 'lib.ts', name: 'NamedInComment', kind: 'dead' },
      { path: 'lib.ts', name: 'privateHelper', kind: 'private' },
    ]);
  });

  it('when the repository is checked, then only the kept exports are reported', () => {
    const found = unusedExports(process.cwd()).map((f) => `${f.path}: ${f.name}`);
    expect(found.filter((key) => !KEPT_EXPORTS.has(key))).toEqual([]);
  });
});
