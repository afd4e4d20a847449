import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileOnce, writeFileAtomic } from './durable-file.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the one durable-write module', () => {
  it('when a file is replaced, then it holds the new bytes, is private, and no temporary file is left', async () => {
    dir = await mkdtemp(join(tmpdir(), 'durable-'));
    const path = join(dir, 'nested', 'file.json');
    await writeFileAtomic(path, 'old');
    await writeFileAtomic(path, 'new');
    expect(await readFile(path, 'utf8')).toBe('new');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(dir, 'nested'))).toEqual(['file.json']);
  });

  it('when two writers create the same file once, then the first wins and the other is told', async () => {
    dir = await mkdtemp(join(tmpdir(), 'durable-'));
    const path = join(dir, 'secret.key');
    expect(await createFileOnce(path, 'first')).toBe(true);
    expect(await createFileOnce(path, 'second')).toBe(false);
    expect(await readFile(path, 'utf8')).toBe('first');
    expect(await readdir(dir)).toEqual(['secret.key']);
  });

  it('when the target is a folder, then the write fails and the folder is left as it was', async () => {
    dir = await mkdtemp(join(tmpdir(), 'durable-'));
    await writeFile(join(dir, 'keep'), 'x');
    await expect(writeFileAtomic(dir, 'x')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['keep']);
  });
});
