import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  CORE_RANGE,
  FACES,
  LATIN_RANGE,
  REST_RANGE,
  codePoints,
  coreFile,
  unicodeRange,
} from './subset-fonts.ts';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');

/** A WOFF2 file's code points and variation axes, as HarfBuzz reads them. */
async function inspect(woff2: Buffer) {
  const face = new Face(new Blob(await convert(woff2, 'sfnt')));
  return { points: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

/** The `unicode-range` of each @font-face of a family whose source names `file`. */
function declaredRange(css: string, file: string) {
  const rule = css.split('@font-face').find((block) => block.includes(`${file}"`));
  const range = /unicode-range:\s*([^;]+);/.exec(rule ?? '')?.[1];
  return range?.replace(/\s+/g, ' ').trim();
}

describe('unicode ranges', () => {
  it('reads and writes a range as runs of code points', () => {
    expect([...codePoints('U+0041-0043, U+00E9')]).toEqual([0x41, 0x42, 0x43, 0xe9]);
    expect(unicodeRange([0xe9, 0x41, 0x43, 0x42, 0x2026])).toBe('U+0041-0043, U+00E9, U+2026');
    expect(() => codePoints('A-Z')).toThrow('Not a unicode-range part');
  });

  it('splits Latin into the core and the rest, with nothing lost and nothing in both', () => {
    const core = codePoints(CORE_RANGE);
    const rest = codePoints(REST_RANGE);
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    expect(unicodeRange([...core, ...rest])).toBe(unicodeRange(codePoints(LATIN_RANGE)));
  });
});

describe.each(FACES)('$name', (face) => {
  it('has the core file the script makes from the installed package committed', async () => {
    const fresh = await coreFile(face);
    expect(
      readFileSync(face.core).equals(fresh),
      'the committed core file is not what the installed package gives: run `node scripts/subset-fonts.ts` and commit site/src/styles/fonts/',
    ).toBe(true);
  });

  it('keeps in its core file every core character of the Latin file, no other, and every axis', async () => {
    const latin = await inspect(readFileSync(face.source));
    const core = await inspect(readFileSync(face.core));
    const wanted = [...codePoints(CORE_RANGE)].filter((point) => latin.points.has(point));
    expect(wanted.length).toBeGreaterThan(100);
    expect([...core.points].sort((a, b) => a - b)).toEqual(wanted);
    expect(core.axes).toEqual(latin.axes);
    expect(Object.keys(core.axes)).toContain('wght');
    expect(readFileSync(face.core).length).toBeLessThan(readFileSync(face.source).length * 0.75);
  });

  it('is declared in fonts.css for the core from its core file and for the rest from the package', () => {
    const css = read('site/src/styles/fonts.css');
    const coreName = face.core.split('/').pop()!;
    const latinName = face.source.split('/').pop()!;
    expect(declaredRange(css, coreName)).toBe(CORE_RANGE);
    expect(declaredRange(css, latinName)).toBe(REST_RANGE);
    // The page head preloads the core file, the one every page uses.
    expect(read('site/index.html')).toContain(`href="./src/styles/fonts/${coreName}"`);
  });
});
