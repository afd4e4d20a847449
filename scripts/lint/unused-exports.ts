/**
 * `npm run lint` (after Biome): every `export` is imported somewhere. An export no other file
 * names is either dead (remove it) or private to its file (drop the `export`), so a module's
 * surface says what others really use. A name counts as used when any other TypeScript file
 * mentions it as a word: cheap (no type checker, about a second) and never wrong in the direction
 * that matters, since a name it flags is truly named nowhere else; a coincidental word elsewhere
 * can only hide a dead export, not invent one. Default exports (config files) are not checked.
 * Usage: node scripts/lint/unused-exports.ts [root]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFiles } from './source-files.ts';

const DECLARED =
  /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
/** `export { a, b as c }` and `export type { ... }`, with or without `from`. */
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}/gm;
const WORD = /[A-Za-z_$][\w$]*/g;
const SELF = 'scripts/lint/unused-exports.ts';

/**
 * `path: name` pairs left exported on purpose, each with its reason. Keep this short: an entry
 * that another file now names is reported as stale.
 */
export const KEPT_EXPORTS = new Map<string, string>([]);

export interface UnusedExport {
  path: string;
  name: string;
  /** `private`: used in its own file only (drop `export`); `dead`: used nowhere (remove it). */
  kind: 'private' | 'dead';
}

/** Without comments, so a name mentioned only in a comment does not count as used. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function exportedNames(text: string): string[] {
  const names = [...text.matchAll(DECLARED)].map((m) => m[1]!);
  for (const list of text.matchAll(LISTED)) {
    for (const entry of list[1]!.split(',')) {
      const name = entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && name !== 'default') names.push(name);
    }
  }
  return [...new Set(names)];
}

export function unusedExports(root: string, files = sourceFiles(root)): UnusedExport[] {
  const texts = new Map<string, string>();
  for (const path of files) {
    try {
      texts.set(path, code(readFileSync(join(root, path), 'utf8')));
    } catch {
      // deleted in the working tree but still in the index
    }
  }
  /** How many files mention each word, and how often each file does. */
  const filesWith = new Map<string, number>();
  const countsIn = new Map<string, Map<string, number>>();
  for (const [path, text] of texts) {
    const counts = new Map<string, number>();
    for (const [word] of text.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
    countsIn.set(path, counts);
    // This file names the kept exports in KEPT_EXPORTS: that is no use of them.
    if (path === SELF) continue;
    for (const word of counts.keys()) filesWith.set(word, (filesWith.get(word) ?? 0) + 1);
  }
  const found: UnusedExport[] = [];
  for (const [path, text] of texts) {
    const counts = countsIn.get(path)!;
    for (const name of exportedNames(text)) {
      const others = (filesWith.get(name) ?? 0) - (path === SELF ? 0 : 1);
      if (others > 0) continue;
      found.push({ path, name, kind: (counts.get(name) ?? 0) > 1 ? 'private' : 'dead' });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.name.localeCompare(b.name));
}

const keyOf = (found: UnusedExport) => `${found.path}: ${found.name}`;

if (import.meta.main) {
  const root = process.argv[2] ?? process.cwd();
  const all = unusedExports(root);
  const found = all.filter((f) => !KEPT_EXPORTS.has(keyOf(f)));
  const stillKept = new Set(all.map(keyOf));
  for (const key of KEPT_EXPORTS.keys()) {
    if (!stillKept.has(key))
      console.warn(`unused exports: ${key} is named elsewhere now; drop it from KEPT_EXPORTS`);
  }
  if (found.length) {
    console.error('unused exports: no other file names these (drop `export`, or remove what is dead):');
    for (const { path, name, kind } of found) {
      console.error(`  ${path}: ${name} (${kind === 'dead' ? 'used nowhere' : 'used only in its own file'})`);
    }
    process.exit(1);
  }
  console.log('unused exports: every export is named by another file');
}
