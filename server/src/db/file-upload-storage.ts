import { access, chmod, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory, writeFlushed } from '#shared/node/durable-file.ts';
import type { StoredUploadFile, UploadStorage } from './upload-storage.ts';

/** A file being written; removed at open if a crash left it. */
export const UPLOAD_TEMP_PREFIX = '.tmp-';

/**
 * Uploads as files in one folder (DATA_DIR/uploads). Files are written under temporary names,
 * flushed, then renamed into place in list order and the folder flushed: a served name never
 * points at a half-written file.
 */
export class FileUploadStorage implements UploadStorage {
  readonly dir: string;
  private constructor(dir: string) {
    this.dir = dir;
  }

  static async open(dir: string): Promise<FileUploadStorage> {
    // Served by the server, never by file permissions: private to the server's user.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    // Leftovers of an upload interrupted by a crash.
    for (const name of await readdir(dir)) {
      if (name.startsWith(UPLOAD_TEMP_PREFIX)) await rm(join(dir, name), { force: true });
    }
    return new FileUploadStorage(dir);
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async has(name: string): Promise<boolean> {
    return access(join(this.dir, name)).then(
      () => true,
      () => false,
    );
  }

  async putAll(files: [name: string, data: Buffer][]): Promise<void> {
    const temps: string[] = [];
    try {
      for (const [name, data] of files) {
        const temp = join(this.dir, `${UPLOAD_TEMP_PREFIX}${name}`);
        temps.push(temp);
        await rm(temp, { force: true });
        await writeFlushed(temp, data);
      }
      for (const [name] of files)
        await rename(join(this.dir, `${UPLOAD_TEMP_PREFIX}${name}`), join(this.dir, name));
    } catch (err) {
      await Promise.all(temps.map((t) => rm(t, { force: true })));
      throw err;
    }
    // The renames are durable once the folder itself is flushed.
    await syncDirectory(this.dir);
  }

  async list(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => !name.startsWith(UPLOAD_TEMP_PREFIX)).sort();
  }

  async stat(): Promise<StoredUploadFile[]> {
    const files: StoredUploadFile[] = [];
    for (const name of await this.list()) {
      const info = await stat(join(this.dir, name)).catch(() => null);
      // Removed since it was listed: not there any more.
      if (info) files.push({ name, size: info.size, storedAt: info.mtime.toISOString() });
    }
    return files;
  }

  async remove(names: string[]): Promise<void> {
    for (const name of names) await rm(join(this.dir, name), { force: true });
    await syncDirectory(this.dir);
  }
}
