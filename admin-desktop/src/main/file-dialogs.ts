import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import { writeFileAtomic } from '#shared/node/durable-file.ts';
import type { PickedFile } from '../ipc/contract.ts';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff', 'heic', 'heif', 'gif'];
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.gif': 'image/gif',
};
const MAX_TOKENS = 500;

/**
 * Files the owner chose in the native dialog. The renderer only ever gets a random token per
 * file, never a path, and can upload nothing else: a compromised page cannot name a file on disk.
 */
export class PickedFiles {
  private readonly byToken = new Map<string, { path: string; name: string }>();

  async pick(multiple: boolean): Promise<PickedFile[]> {
    const parent = BrowserWindow.getFocusedWindow();
    const options: Electron.OpenDialogOptions = {
      title: 'Choose images',
      properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
      filters: [{ name: 'Images', extensions: IMAGE_EXTENSIONS }],
    };
    const result = parent
      ? await dialog.showOpenDialog(parent, options)
      : await dialog.showOpenDialog(options);
    if (result.canceled) return [];
    const picked: PickedFile[] = [];
    for (const path of result.filePaths) {
      const info = await stat(path);
      if (!info.isFile()) continue;
      const token = randomUUID();
      const name = basename(path);
      this.remember(token, { path, name });
      picked.push({ token, name, size: info.size, type: TYPES[extname(path).toLowerCase()] ?? '' });
    }
    return picked;
  }

  get(token: string): { path: string; name: string } | undefined {
    return this.byToken.get(token);
  }

  private remember(token: string, file: { path: string; name: string }): void {
    this.byToken.set(token, file);
    // Oldest first out: a long session does not grow this without end.
    while (this.byToken.size > MAX_TOKENS) this.byToken.delete(this.byToken.keys().next().value!);
  }
}

/** The native Save dialog (the subscribers CSV); answers whether the owner saved it. */
export async function saveWithDialog(filename: string, content: string): Promise<boolean> {
  const parent = BrowserWindow.getFocusedWindow();
  const options: Electron.SaveDialogOptions = {
    title: 'Save the file',
    defaultPath: join(app.getPath('downloads'), basename(filename)),
  };
  const result = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return false;
  // The owner's own file: readable like any download, written whole or not at all.
  await writeFileAtomic(result.filePath, content, { mode: 0o644 });
  return true;
}
