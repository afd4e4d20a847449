/**
 * `npm run lint` (after Biome): no TypeScript source file, tests included, and no style sheet is
 * longer than MAX_LINES. Small modules with one job stay readable; a file that grows past the limit
 * is split by topic (a style sheet by the part of the page it styles). Generated files are exempt
 * only when listed here, and a test checks each one really is what its generator writes
 * (tests/gates/source-size.test.ts).
 * Usage: node scripts/lint/source-size.ts [root]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFiles, styleSheets } from './source-files.ts';

export const MAX_LINES = 300;

/** Written by a generator, never by hand (path from the repository root). */
export const GENERATED_SOURCES = new Set([
  // scripts/generate-imagery/write-catalog.ts: the size and alt text of every built-in picture.
  'shared/content/media/image-catalog.ts',
  // scripts/generate-imagery/write-placeholders.ts: the blurred placeholder of every built-in picture.
  'shared/content/media/image-placeholders.ts',
]);

export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

interface OversizedSource {
  path: string;
  lines: number;
}

export function oversizedSources(
  root: string,
  files = [...sourceFiles(root), ...styleSheets(root)],
): OversizedSource[] {
  const found: OversizedSource[] = [];
  for (const path of files) {
    if (GENERATED_SOURCES.has(path)) continue;
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    const lines = lineCount(text);
    if (lines > MAX_LINES) found.push({ path, lines });
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (import.meta.main) {
  const root = process.argv[2] ?? process.cwd();
  const found = oversizedSources(root);
  for (const { path, lines } of found) {
    console.error(`${path}: ${lines} lines (limit ${MAX_LINES}); split it by topic`);
  }
  if (found.length > 0) process.exit(1);
  console.log(`source size: every TypeScript file and style sheet has at most ${MAX_LINES} lines`);
}
