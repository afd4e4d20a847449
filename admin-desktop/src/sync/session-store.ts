import { join } from 'node:path';
import { z } from 'zod';
import { readFileIfExists, removeFileDurably, writeFileAtomic } from './atomic-file.ts';
import { CookieJar, storedCookieSchema } from './cookie-jar.ts';
import type { Encryptor } from './encryptor.ts';

const SESSION_FILE = 'session.bin';

const identitySchema = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});
export type Identity = z.infer<typeof identitySchema>;

const sessionFileSchema = z.object({
  v: z.literal(1),
  /** The site the cookies belong to: a session is never sent to another address. */
  siteUrl: z.string(),
  cookies: z.array(storedCookieSchema).max(50),
  identity: identitySchema.optional(),
});

/**
 * The owner's session between launches: the cookie jar and who is signed in (shown while offline),
 * encrypted as one blob through the Encryptor. Without encryption it lives in memory only, so a
 * restart asks for the password again rather than leaving a usable cookie in a plain file.
 */
export class SessionStore {
  readonly jar: CookieJar;
  identity: Identity | undefined;
  private readonly path: string;
  private readonly encryptor: Encryptor;
  private readonly siteUrl: string;

  private constructor(
    path: string,
    encryptor: Encryptor,
    siteUrl: string,
    jar: CookieJar,
    identity?: Identity,
  ) {
    this.path = path;
    this.encryptor = encryptor;
    this.siteUrl = siteUrl;
    this.jar = jar;
    this.identity = identity;
  }

  static async open(dir: string, encryptor: Encryptor, siteUrl: string): Promise<SessionStore> {
    const path = join(dir, SESSION_FILE);
    const empty = () => new SessionStore(path, encryptor, siteUrl, new CookieJar());
    if (!encryptor.available()) return empty();
    const raw = await readFileIfExists(path);
    if (!raw) return empty();
    try {
      const parsed = sessionFileSchema.safeParse(JSON.parse(encryptor.decrypt(raw)));
      if (parsed.success && parsed.data.siteUrl === siteUrl) {
        return new SessionStore(
          path,
          encryptor,
          siteUrl,
          new CookieJar(parsed.data.cookies),
          parsed.data.identity,
        );
      }
    } catch {
      // Made under another OS account or key, or damaged: the owner simply signs in again.
    }
    await removeFileDurably(path);
    return empty();
  }

  /** Whether the session survives a restart on this computer. */
  get persistent(): boolean {
    return this.encryptor.available();
  }

  get signedIn(): boolean {
    return this.identity !== undefined;
  }

  async save(): Promise<void> {
    if (!this.persistent) return;
    const body = { v: 1, siteUrl: this.siteUrl, cookies: this.jar.toJSON(), identity: this.identity };
    await writeFileAtomic(this.path, this.encryptor.encrypt(JSON.stringify(body)));
  }

  async clear(): Promise<void> {
    this.jar.clear();
    this.identity = undefined;
    await removeFileDurably(this.path);
  }
}
