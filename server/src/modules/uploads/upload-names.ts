import { toSingleLine } from '#shared/constants/typed-text.ts';
import type { DocumentStore } from '../../db/document-store.ts';

/** Characters of a file name kept for showing (a camera's or an export's name is far shorter). */
const NAME_CHARS = 120;

interface NameDoc {
  name: string;
}

/**
 * The name a picture had on the owner's computer ("Kitchen (1).jpg"), kept beside its upload so
 * the media library can show it instead of the 32-hex name its bytes gave it (docs/uploads.md).
 * Only ever shown, never used as a path or to decide what the file is: the bytes do that.
 */
export class UploadNames {
  private readonly store: DocumentStore;

  constructor(store: DocumentStore) {
    this.store = store;
  }

  private collection() {
    return this.store.collection<NameDoc>({ name: 'upload-names' });
  }

  /** Keeps the first name an upload came with: the same bytes sent again under another name keep it. */
  async remember(stem: string, sentName: string | undefined): Promise<void> {
    const name = shownName(sentName);
    if (name) await (await this.collection()).insert({ _id: stem, name });
  }

  /** Every kept name, by upload stem. */
  async all(): Promise<Map<string, string>> {
    const docs = await (await this.collection()).find({});
    return new Map(docs.map((doc) => [doc._id, doc.name]));
  }

  async forget(stem: string): Promise<void> {
    await (await this.collection()).deleteOne({ _id: stem });
  }
}

/**
 * A sent file name as it can be shown: its last path segment (some browsers sent the whole path),
 * on one line without control characters, trimmed and bounded; undefined when nothing is left.
 */
export function shownName(sent: string | undefined): string | undefined {
  if (!sent) return undefined;
  const base = sent.slice(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
  const name = toSingleLine(base).trim().slice(0, NAME_CHARS).trim();
  return name || undefined;
}
