import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { makeReadyAnswer, type ReadyAnswer } from '../http/ready-answer.ts';

/** Hashed file names: cache for a year and never revalidate. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Types kept in memory; `text` ones also get compressed copies. Anything else: express.static. */
const TYPES: Record<string, { type: string; text: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', text: true },
  '.css': { type: 'text/css; charset=utf-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.json': { type: 'application/json', text: true },
  '.woff2': { type: 'font/woff2', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.avif': { type: 'image/avif', text: false },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
};

/** Files above this stay on disk (served by express.static). */
const MAX_FILE_BYTES = 2 * 2 ** 20;

/**
 * The build's hashed assets (dist/client/assets, about 1.4 MB) read into memory once at start,
 * with the build's Brotli copy and a gzip made once: served by the fast path and the Express path
 * alike, keyed by their exact address (`/assets/<file>`).
 */
export class StaticAssets {
  private readonly answers = new Map<string, ReadyAnswer>();

  static async load(dir: string): Promise<StaticAssets> {
    const assets = new StaticAssets();
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      names.map(async (name) => {
        const kind = TYPES[extname(name)];
        if (!kind) return;
        const body = await readFile(join(dir, name));
        if (body.length > MAX_FILE_BYTES) return;
        const br = kind.text ? await readFile(join(dir, `${name}.br`)).catch(() => undefined) : undefined;
        const answer = await makeReadyAnswer(body, {
          contentType: kind.type,
          cacheControl: ASSET_CACHE,
          brotliQuality: kind.text ? 11 : null,
          ...(br ? { br } : {}),
        });
        assets.answers.set(`/assets/${name}`, answer);
      }),
    );
    return assets;
  }

  get(path: string): ReadyAnswer | undefined {
    return this.answers.get(path);
  }
}
