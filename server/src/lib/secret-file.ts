import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createFileOnce } from '#shared/node/durable-file.ts';

const SECRET_TEXT = /^[0-9a-f]{64}\n?$/;

/**
 * The 32-byte secret kept in the file at `path`, made on first use. A new secret is written to a
 * private (0600) temporary file, flushed, then linked into place (shared/node/durable-file.ts): the file never exists half
 * written, and when two processes start at once both end up with the first one's secret.
 * The secret itself is never logged or put in an error message.
 */
export async function loadOrCreateSecret(path: string): Promise<Buffer> {
  const existing = await readSecret(path);
  if (existing) return existing;
  await createFileOnce(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  const created = await readSecret(path);
  if (!created) throw new Error(`${path} could not be created`);
  return created;
}

async function readSecret(path: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (!SECRET_TEXT.test(text)) {
    throw new Error(`${path} does not hold a valid secret (64 hex digits); delete it and a new one is made`);
  }
  return Buffer.from(text.trim(), 'hex');
}
