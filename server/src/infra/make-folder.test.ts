import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFolder } from './make-folder.ts';

let base: string | undefined;
afterEach(async () => {
  if (base) await rm(base, { recursive: true, force: true });
  base = undefined;
});

describe('makeFolder (DATA_DIR)', () => {
  it('when folders are missing, then each is made private; when it exists, then nothing changes', async () => {
    base = await mkdtemp(join(tmpdir(), 'lumen-make-folder-'));
    const deep = join(base, 'a', 'b', 'data');
    await makeFolder(deep, 0o700);
    expect((await stat(deep)).isDirectory()).toBe(true);
    expect((await stat(join(base, 'a'))).mode & 0o777).toBe(0o700);
    await makeFolder(deep, 0o700);
  });

  it('when a file is in the way, then it is refused as not a folder', async () => {
    base = await mkdtemp(join(tmpdir(), 'lumen-make-folder-'));
    await writeFile(join(base, 'file'), '');
    await expect(makeFolder(join(base, 'file'), 0o700)).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(makeFolder(join(base, 'file', 'data'), 0o700)).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it.runIf(process.platform === 'linux')(
    'when the folder is asked for under /proc, then it fails at once (Node’s recursive mkdir spins there)',
    async () => {
      await expect(makeFolder('/proc/lumen-no-such-folder/data', 0o700)).rejects.toMatchObject({
        code: 'ENOENT',
      });
    },
  );
});
