import { createHash } from 'node:crypto';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FetchLike } from '#shared/api/client.ts';
import { readFileIfExists, removeFileDurably, writeFileAtomic } from './atomic-file.ts';

/** Only the site's pictures: its built-in images and the owner's uploads. */
const MEDIA_PATH = /^\/(images|uploads)\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const IMAGE_TYPE = /^image\/(jpeg|png|webp|avif|gif|svg\+xml)$/;
const MAX_FILES = 600;

export interface MediaAnswer {
  status: number;
  type?: string;
  body?: Buffer;
}

/**
 * The site's images as the renderer shows them (item previews), fetched by the main process and
 * served from the app's own origin. So the page needs no network access, the site's
 * Cross-Origin-Resource-Policy does not get in the way, and the last copy of each image is kept
 * on disk and shown offline with the cached portfolio. Anything that is not an image is refused:
 * nothing from the site ever runs under the app's origin.
 */
export class SiteMedia {
  private readonly dir: string;
  private readonly fetch: FetchLike;
  constructor(dir: string, fetch: FetchLike = (input, init) => globalThis.fetch(input, init)) {
    this.dir = dir;
    this.fetch = fetch;
  }

  async get(siteUrl: string, path: string): Promise<MediaAnswer> {
    if (!MEDIA_PATH.test(path) || path.includes('..')) return { status: 404 };
    const file = join(this.dir, createHash('sha256').update(`${siteUrl}${path}`).digest('hex'));
    try {
      const response = await this.fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!response.ok) return { status: response.status };
      if (!IMAGE_TYPE.test(type)) return { status: 415 };
      const body = Buffer.from(await response.arrayBuffer());
      await this.keep(file, type, body);
      return { status: 200, type, body };
    } catch {
      // Offline (or the site failed): the copy from last time, if there is one.
      const [body, type] = await Promise.all([readFileIfExists(file), readFileIfExists(`${file}.type`)]);
      return body && type ? { status: 200, type: type.toString('utf8'), body } : { status: 504 };
    }
  }

  private async keep(file: string, type: string, body: Buffer): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFileAtomic(`${file}.type`, type);
      await writeFileAtomic(file, body);
      await this.trim();
    } catch {
      // A cache that cannot be written only costs the offline preview.
    }
  }

  /** Keeps the cache bounded: the least recently written pictures go first. */
  private async trim(): Promise<void> {
    const names = (await readdir(this.dir)).filter((n) => /^[a-f0-9]{64}$/.test(n));
    if (names.length <= MAX_FILES) return;
    const dated = await Promise.all(
      names.map(async (n) => ({ n, at: (await stat(join(this.dir, n))).mtimeMs })),
    );
    dated.sort((a, b) => a.at - b.at);
    for (const { n } of dated.slice(0, names.length - MAX_FILES)) {
      await removeFileDurably(join(this.dir, n));
      await removeFileDurably(join(this.dir, `${n}.type`));
    }
  }
}
