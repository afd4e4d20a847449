import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;

/** Writes `file.br` (Brotli quality 11) beside every text asset of the client build; returns the count. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const data = await readFile(file);
    if (data.length < 1024) continue;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    if (br.length < data.length) {
      await writeFile(`${file}.br`, br);
      count++;
    }
  }
  return count;
}
