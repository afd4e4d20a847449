import sharp from 'sharp';
import { LARGE_VARIANT } from '#shared/media/image-variants.ts';
import type { MediaItem, MediaUse } from '#shared/schemas/media.ts';
import type { DocumentStore } from '../../db/document-store.ts';
import type { StoredUploadFile, UploadStorage } from '../../db/upload-storage.ts';
import { findMediaUses } from './media-uses.ts';
import { UPLOAD_FILE } from './upload-images.ts';
import { UploadNames } from './upload-names.ts';

/** How the server's upload store guards a deletion (UploadStore.removal); the command needs none. */
type RemovalGuard = <T>(stem: string, work: () => Promise<T>) => Promise<T>;
const unguarded: RemovalGuard = (_stem, work) => work();

/** What a deletion did: removed, not stored, or refused with what uses it. */
type MediaRemoval =
  | { outcome: 'deleted'; item: MediaItem }
  | { outcome: 'missing' }
  | { outcome: 'in-use'; uses: MediaUse[] };

/** Why a referenced upload stays, in one sentence naming its uses. */
export function inUseMessage(uses: MediaUse[]): string {
  return `This picture is still used by ${uses.map((u) => u.text).join('; ')}. It can be deleted once nothing uses it.`;
}

/**
 * The media library (docs/uploads.md): every upload grouped from its stored files, with its size
 * on disk and every stored document that names it; and deletion of the unused ones only. Works on
 * the storage interface, so on both engines, from the server or the prune command.
 */
export class MediaLibrary {
  private readonly store: DocumentStore;
  private readonly storage: UploadStorage;
  private readonly guard: RemovalGuard;
  /** The names the pictures had on the owner's computer. */
  readonly names: UploadNames;
  /** Pixel sizes read once: an upload's files never change. */
  private readonly sizes = new Map<string, { width: number; height: number }>();

  constructor(store: DocumentStore, storage: UploadStorage, guard: RemovalGuard = unguarded) {
    this.store = store;
    this.storage = storage;
    this.guard = guard;
    this.names = new UploadNames(store);
  }

  /** Every upload, newest first, with its uses. */
  async list(): Promise<MediaItem[]> {
    const [files, uses, names] = await Promise.all([
      this.filesByUpload(),
      findMediaUses(this.store),
      this.names.all(),
    ]);
    const items = await Promise.all(
      [...files].map(([stem, list]) => this.item(stem, list, uses.get(stem) ?? [], names.get(stem))),
    );
    return items.sort(
      (a, b) => (b.uploadedAt ?? '').localeCompare(a.uploadedAt ?? '') || a.id.localeCompare(b.id),
    );
  }

  /** Deletes every file of an upload nothing references; the check and the removal are one step. */
  remove(stem: string): Promise<MediaRemoval> {
    return this.guard(stem, async () => {
      const files = (await this.filesByUpload()).get(stem);
      if (!files) return { outcome: 'missing' };
      const uses = (await findMediaUses(this.store)).get(stem) ?? [];
      if (uses.length > 0) return { outcome: 'in-use', uses };
      const item = await this.item(stem, files, [], (await this.names.all()).get(stem));
      // The fallback first: without it the set counts as incomplete, so nothing new can name it.
      const names = files
        .map((f) => f.name)
        .sort((a, b) => Number(b === `${stem}.jpg`) - Number(a === `${stem}.jpg`));
      await this.storage.remove(names);
      await this.names.forget(stem);
      this.sizes.delete(stem);
      return { outcome: 'deleted', item };
    });
  }

  /**
   * The uploads nothing references and stored before `olderThan` (an upload made for a form not
   * yet saved is kept), deleted unless `dryRun`.
   */
  async prune(options: { dryRun: boolean; olderThan: Date }): Promise<MediaItem[]> {
    const cutoff = options.olderThan.toISOString();
    const unused = (await this.list()).filter(
      (item) => item.uses.length === 0 && (item.uploadedAt ?? '') < cutoff,
    );
    if (options.dryRun) return unused;
    const deleted: MediaItem[] = [];
    for (const item of unused) {
      // Checked again, one by one: something may have started using it since the listing.
      const removal = await this.remove(item.id);
      if (removal.outcome === 'deleted') deleted.push(removal.item);
    }
    return deleted;
  }

  private async filesByUpload(): Promise<Map<string, StoredUploadFile[]>> {
    const byStem = new Map<string, StoredUploadFile[]>();
    for (const file of await this.storage.stat()) {
      if (!UPLOAD_FILE.test(file.name)) continue;
      const stem = file.name.slice(0, 32);
      byStem.set(stem, [...(byStem.get(stem) ?? []), file]);
    }
    return byStem;
  }

  private async item(
    stem: string,
    files: StoredUploadFile[],
    uses: MediaUse[],
    name: string | undefined,
  ): Promise<MediaItem> {
    const size = await this.pixelSize(stem, files);
    const uploadedAt = files.map((f) => f.storedAt).sort()[0];
    return {
      id: stem,
      url: `/uploads/${stem}.jpg`,
      ...(name ? { name } : {}),
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
      ...size,
      ...(uploadedAt ? { uploadedAt } : {}),
      uses,
    };
  }

  /** The picture's size, from the largest stored variant's header (an upload keeps its aspect). */
  private async pixelSize(stem: string, files: StoredUploadFile[]) {
    const known = this.sizes.get(stem);
    if (known) return known;
    const large = `${stem}-${LARGE_VARIANT}.jpg`;
    const name = files.some((f) => f.name === large) ? large : `${stem}.jpg`;
    const data = await this.storage.read(name);
    if (!data) return {};
    const { width, height } = await sharp(data)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (!width || !height) return {};
    this.sizes.set(stem, { width, height });
    return { width, height };
  }
}
