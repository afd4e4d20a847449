import { access, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadStorage } from './upload-storage.ts';

const TEMP_PREFIX = '.tmp-';

async function writeDurably(path: string, data: Buffer): Promise<void> {
  const handle = await open(path, 'w', 0o644);
  try {
    await handle.writeFile(data);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

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
    await mkdir(dir, { recursive: true });
    // Leftovers of an upload interrupted by a crash.
    for (const name of await readdir(dir)) {
      if (name.startsWith(TEMP_PREFIX)) await rm(join(dir, name), { force: true });
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
        const temp = join(this.dir, `${TEMP_PREFIX}${name}`);
        temps.push(temp);
        await writeDurably(temp, data);
      }
      for (const [name] of files) await rename(join(this.dir, `${TEMP_PREFIX}${name}`), join(this.dir, name));
    } catch (err) {
      await Promise.all(temps.map((t) => rm(t, { force: true })));
      throw err;
    }
    // The renames are durable once the folder itself is flushed.
    const handle = await open(this.dir, 'r');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }

  async list(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => !name.startsWith(TEMP_PREFIX)).sort();
  }
}
