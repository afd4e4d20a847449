import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * `mkdir -p` for DATA_DIR, without Node's recursive mkdir: under /proc the kernel answers ENOENT for
 * a new folder whose parent exists, and Node's recursive mkdir then makes the parent again and
 * again, forever, at full CPU (the server started with DATA_DIR=/proc/... never said a word). Here
 * each folder is tried at most twice, so that answer becomes an error naming the folder.
 */
export async function makeFolder(path: string, mode: number): Promise<void> {
  try {
    await mkdir(path, { mode });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      // A file in the way is refused as recursive mkdir did (EEXIST): not a folder.
      if ((await stat(path)).isDirectory()) return;
      throw err;
    }
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) throw err;
    await makeFolder(parent, mode);
    await mkdir(path, { mode }).catch(async (again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST' || !(await stat(path)).isDirectory()) throw again;
    });
  }
}
