import { createContext, useContext } from 'react';
import type { ApiClient } from '#shared/api/client.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { CollectionKey } from '#shared/schemas/portfolio.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';

/** Bytes of one upload on their way, for hosts that can count them. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Small JSON values kept between visits. The admin keeps none at present: spec section 4 opens
 * every visit on photography and Manage Items, so the last service or view is not restored.
 */
interface PlatformStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

interface PlatformConnectivity {
  isOnline(): boolean;
  /** Calls back with the new flag on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * Changes the host has taken but not sent yet (the desktop's offline queue; the web sends every
 * change at once and has none), so a screen can say "waiting to be sent" instead of failing.
 */
interface PlatformWaitingChanges {
  /** Whether a change of this entry (its list: a collection or a content kind, and its id) waits. */
  has(list: string, id: string): boolean;
  /**
   * Whether a change of this entry that waited was not applied: changed elsewhere meanwhile, or
   * refused, and listed for the owner to decide (the desktop's Offline changes).
   */
  undecided(list: string, id: string): boolean;
  /** Calls back whenever the waiting changes change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * A change the host kept that the owner asked to finish in its editor: a new entry or an edit the
 * site refused when the desktop's queue sent it (docs/desktop.md, "Refused" changes).
 */
export interface EntryToOpen {
  /** Its list: a content kind, or a portfolio collection (a service). */
  list: ContentKind | CollectionKey;
  /** `create` opens a new entry with these fields; `update` the entry `body.id` with the edits. */
  change: 'create' | 'update';
  /** What the owner saved, as the kind's create or update schema parsed it (`version`: the one edited). */
  body: Readonly<Record<string, unknown>> & { id: string; version?: number | undefined };
  /** The host's name for the change it kept (the desktop: the refused change's id), in its reports. */
  ref: string;
}

/**
 * What became of an entry the host handed over: `opened` in its editor; `not-opened`, the owner
 * having stayed with the unsaved work of the section `keptIn` (its name as the admin shows it), or
 * the entry not loading (no `keptIn`, the admin's notice says why); later `saved` from that editor
 * (stored, or taken by the host's queue), so the host's copy is no longer the only one.
 */
export type EntryOutcome =
  | { status: 'opened' }
  | { status: 'not-opened'; keptIn?: string }
  | { status: 'saved' };

/** Entries the host asks the admin to open, one at a time, as the owner chooses them. */
interface PlatformEntriesToOpen {
  /** The entry the owner chose last, handed over once (undefined when none waits). */
  take(): EntryToOpen | undefined;
  /** Calls back when the owner chose one; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Tells the host what became of the entry it handed over as `ref`. */
  report(ref: string, outcome: EntryOutcome): void;
}

/**
 * Everything the admin UI needs from its host. The web admin and the Electron renderer each give
 * one implementation; components and stores only ever talk to this interface, never ask which
 * host they run in.
 */
export interface AdminPlatform {
  /** The shared API client (same-origin on the web, the site address on the desktop). */
  api: ApiClient;
  /** Lets the owner choose image files; resolves with none when the choice is cancelled. */
  pickImageFiles(options?: { multiple?: boolean }): Promise<File[]>;
  /**
   * Sends one image (POST /api/upload) and answers its url. Hosts that can count the bytes sent
   * call onProgress; the others never do, and the UI shows an indeterminate 'Uploading...'.
   */
  uploadImage(file: File, onProgress?: (progress: UploadProgress) => void): Promise<UploadAnswer>;
  storage: PlatformStorage;
  connectivity: PlatformConnectivity;
  waiting: PlatformWaitingChanges;
  /** Kept changes the owner opens in their editors; hosts without an offline queue have none. */
  entriesToOpen?: PlatformEntriesToOpen;
  /** A yes/no question before a destructive action. */
  confirm(message: string): Promise<boolean>;
  /** The spec's Refresh Page button. */
  reload(): void;
  /** Saves a generated file (the subscribers CSV) where the owner expects downloads. */
  saveFile(filename: string, content: string, mimeType: string): Promise<void>;
  /** Turns an item's src or an upload url ('/uploads/x.jpg') into an address the UI can load. */
  mediaUrl(src: string): string;
  /**
   * A page of the public site ('/preview/projects/x') as a link the owner can open: the same
   * origin on the web; on the desktop the connected site's origin, since the app's own origin
   * has no such page (and its links to other origins open in the system browser).
   */
  siteUrl(path: string): string;
  /** The first-owner setup token (web: `?setup=` in the address); clear() forgets it once used. */
  setupLink: { token(): string | undefined; clear(): void };
  /** What the host can do beyond the web's basics, so texts can say what really happens. */
  capabilities: {
    offlineQueue: boolean;
    /**
     * The largest file the owner may choose; bigger ones are refused before sending. The web sends
     * files as they are (the server's limit); the desktop shrinks big photos first.
     */
    uploadMaxBytes: number;
  };
}

const AdminPlatformContext = createContext<AdminPlatform | null>(null);
export const AdminPlatformProvider = AdminPlatformContext.Provider;

export function useAdminPlatform(): AdminPlatform {
  const platform = useContext(AdminPlatformContext);
  if (!platform) throw new Error('AdminApp needs an AdminPlatformProvider around it');
  return platform;
}
