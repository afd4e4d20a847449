import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '#shared/node/durable-file.ts';

/**
 * nedb stores one JSON document per line, but reads its files back split at every Unicode line
 * boundary, not only at `\n`: NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
 * (U+2029) too. JSON.stringify leaves those three raw inside strings, so one of them in any stored
 * text (a visitor's quote request, a beacon's campaign name) cut its document in two at the next
 * start: dropped as corrupt, or, past nedb's 10 % threshold, the server refused to start at all.
 * Written as JSON escapes they read back as the same characters, so the hook below loses nothing.
 */
const LINE_BREAKERS = /[\u0085\u2028\u2029]/g;

const escapeOne = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A serialized document (one JSON line) with the three escaped; raw, they can only be inside strings. */
export const escapeLineBreakers = (line: string): string => line.replace(LINE_BREAKERS, escapeOne);

/** nedb's hook pair: its deserializer is JSON.parse, which reads the escapes back by itself. */
export const lineBreakerHooks = {
  afterSerialization: escapeLineBreakers,
  beforeDeserialization: (line: string) => line,
};

/**
 * A store file written before the hook (or by another tool) may hold such characters raw: at
 * start they are escaped in place, atomically, so the file loads whole. Answers whether it did.
 */
export async function escapeStoredLineBreakers(file: string): Promise<boolean> {
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (!text || !/[\u0085\u2028\u2029]/.test(text)) return false;
  await writeFileAtomic(file, escapeLineBreakers(text), { mode: 0o600 });
  return true;
}
