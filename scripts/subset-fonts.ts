/**
 * The typefaces' core files (docs/design.md, "Type"): each face's Latin file from its Fontsource
 * package, cut down to the characters English pages draw (ASCII, the site's accented letters and
 * typographic punctuation), still variable. A first view loads only these; the rest of Latin stays
 * in the package's own file, which site/src/styles/fonts.css declares for the other characters, so a
 * page that draws one of them fetches it as well. Run `node scripts/subset-fonts.ts` after a
 * Fontsource update or a change of CORE_RANGE and commit the files: the build does not subset, and
 * scripts/subset-fonts.test.ts fails while the committed files are not what this makes.
 */
import { writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Fontsource's Latin subset: what the packages' `latin` files cover. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * What the core files cover: ASCII (controls included, so no line break asks for another file),
 * the no-break space, © and the middle dot of the footer, the é and ç of the site's French names,
 * dashes, curly quotes, the bullet and the ellipsis.
 */
export const CORE_RANGE =
  'U+0000-007E, U+00A0, U+00A9, U+00B7, U+00E7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026';

export const FACES = [
  {
    name: 'Fraunces',
    source: root('node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
    core: root('site/src/styles/fonts/fraunces-latin-core-wght-normal.woff2'),
  },
  {
    name: 'Manrope',
    source: root('node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'),
    core: root('site/src/styles/fonts/manrope-latin-core-wght-normal.woff2'),
  },
] as const;

/** The code points of a CSS `unicode-range` value. */
export function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: "${part}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}

/** A CSS `unicode-range` value for a set of code points, as runs of consecutive ones. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** What the packages' full files are declared for: Latin without the core. */
export const REST_RANGE = unicodeRange(
  [...codePoints(LATIN_RANGE)].filter((point) => !codePoints(CORE_RANGE).has(point)),
);

/** A face's core file: its Latin file subset to CORE_RANGE, every axis kept. */
export function coreFile(face: (typeof FACES)[number]): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints(CORE_RANGE));
  return subsetFont(readFileSync(face.source), text, { targetFormat: 'woff2' });
}

if (import.meta.main) {
  for (const face of FACES) {
    const file = await coreFile(face);
    await writeFile(face.core, file);
    const full = readFileSync(face.source).length;
    console.log(`${face.name}: ${file.length} bytes (the Latin file is ${full})`);
  }
}
