import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../db/nedb-store.ts';
import { FORM_SECRET_FILE, FormTokens } from './form-token.ts';

/** The embedded engine's store over a folder, as the server opens it without DATABASE_URL. */
const inFolder = (path: string) => new NedbStore(path);

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});
const dataDir = async () => (dir = await mkdtemp(join(tmpdir(), 'lumen-token-')));

describe('form tokens', () => {
  it('when a token is issued, then it verifies to its issue time, and any change to it does not', async () => {
    const tokens = await FormTokens.open(inFolder(await dataDir()));
    const at = new Date('2026-03-01T12:00:00Z');
    const token = tokens.issue(at);
    expect(tokens.issuedAt(token)).toBe(at.getTime());
    const [time, signature] = token.split('.') as [string, string];
    for (const changed of [
      `${Number(time) + 1}.${signature}`,
      `0${token}`,
      `${time}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${time}.${signature}=`,
      ` ${token}`,
      '',
      undefined,
    ]) {
      expect(tokens.issuedAt(changed), String(changed)).toBeUndefined();
    }
  });

  it('when the data directory is reopened, then the same secret verifies old tokens; another secret does not', async () => {
    const path = await dataDir();
    const token = (await FormTokens.open(inFolder(path))).issue(new Date());
    expect((await FormTokens.open(inFolder(path))).issuedAt(token)).toBeDefined();
    const otherDir = join(path, 'other');
    expect((await FormTokens.open(inFolder(otherDir))).issuedAt(token)).toBeUndefined();
  });

  it('when several processes start at once, then they all use one secret, kept private, with no temporary file left', async () => {
    const path = await dataDir();
    const opened = await Promise.all(Array.from({ length: 8 }, () => FormTokens.open(inFolder(path))));
    const token = opened[0]!.issue(new Date());
    for (const tokens of opened) expect(tokens.issuedAt(token)).toBeDefined();
    expect(await readdir(path)).toEqual([FORM_SECRET_FILE]);
    expect((await stat(join(path, FORM_SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(await readFile(join(path, FORM_SECRET_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it('when a token is spent, then a second use is refused, also after a reopen (the store keeps it)', async () => {
    const path = await dataDir();
    const tokens = await FormTokens.open(inFolder(path));
    const token = tokens.issue(new Date());
    const expires = Date.now() + 60_000;
    expect(await tokens.spend(token, expires)).toBe(true);
    expect(await tokens.spend(token, expires)).toBe(false);
    const reopened = await FormTokens.open(inFolder(path));
    expect(await reopened.spend(token, expires)).toBe(false);
    expect(await reopened.spend(reopened.issue(new Date()), expires)).toBe(true);
  });

  it('when two tokens are issued in the same millisecond, then they differ', async () => {
    const tokens = await FormTokens.open(inFolder(await dataDir()));
    const at = new Date();
    expect(tokens.issue(at)).not.toBe(tokens.issue(at));
  });

  it('when the secret file is damaged, then opening fails naming the file but not its content', async () => {
    const path = await dataDir();
    await writeFile(join(path, FORM_SECRET_FILE), 'not-a-secret-value');
    const error = await FormTokens.open(inFolder(path)).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(FORM_SECRET_FILE);
    expect((error as Error).message).not.toContain('not-a-secret-value');
  });
});
