import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageImages } from '../../scripts/generate-imagery/image-list-pages.ts';
import { workImages } from '../../scripts/generate-imagery/image-list-work.ts';
import { catalogSource } from '../../scripts/generate-imagery/write-catalog.ts';
import { placeholdersSource } from '../../scripts/generate-imagery/write-placeholders.ts';
import { GENERATED_SOURCES, lineCount, MAX_LINES, oversizedSources } from '../../scripts/lint/source-size.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};\n`).join('');
const rules = (n: number) => Array.from({ length: n }, (_, i) => `.c${i} { order: ${i}; }\n`).join('');

describe('the 300-line limit on TypeScript sources and style sheets (npm run lint)', () => {
  it('when the repository is checked, then no source file outside the generated ones is over the limit', () => {
    expect(oversizedSources(ROOT)).toEqual([]);
  });

  it('when a file has one line too many, then the check names it; at the limit it passes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'source-size-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: dir });
      await writeFile(join(dir, 'at-limit.ts'), lines(MAX_LINES));
      await writeFile(join(dir, 'too-long.test.tsx'), lines(MAX_LINES + 1));
      await writeFile(join(dir, 'notes.md'), lines(MAX_LINES + 50));
      await writeFile(join(dir, 'at-limit.css'), rules(MAX_LINES));
      await writeFile(join(dir, 'too-long.css'), rules(MAX_LINES + 2));
      expect(oversizedSources(dir)).toEqual([
        { path: 'too-long.css', lines: MAX_LINES + 2 },
        { path: 'too-long.test.tsx', lines: MAX_LINES + 1 },
      ]);
      // The command itself fails, so `npm run lint` fails.
      const run = () =>
        execFileSync(process.execPath, [join(ROOT, 'scripts', 'lint', 'source-size.ts'), dir], {
          stdio: 'pipe',
        });
      expect(run).toThrow(/too-long\.test\.tsx: 301 lines/);
      expect(run).toThrow(/too-long\.css: 302 lines/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when lines are counted, then a final newline does not count as a line', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb'), lineCount('a\n\n')]).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });

  it('when a file is exempt as generated, then it is byte for byte what its generator writes', async () => {
    expect([...GENERATED_SOURCES]).toEqual([
      'shared/content/media/image-catalog.ts',
      'shared/content/media/image-placeholders.ts',
    ]);
    const specs = [...pageImages(), ...workImages()];
    const publicDir = join(ROOT, 'site', 'public');
    const media = join(ROOT, 'shared', 'content', 'media');
    expect(await readFile(join(media, 'image-catalog.ts'), 'utf8')).toBe(
      await catalogSource(publicDir, specs),
    );
    // The placeholders are made from the picture files: a picture redrawn without rerunning the
    // generator leaves a stale placeholder, and this fails.
    expect(await readFile(join(media, 'image-placeholders.ts'), 'utf8')).toBe(
      await placeholdersSource(
        publicDir,
        specs.map((s) => s.path),
      ),
    );
  });
});
