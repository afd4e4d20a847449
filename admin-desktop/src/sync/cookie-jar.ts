import { z } from 'zod';

export const storedCookieSchema = z.object({
  name: z.string().min(1).max(200),
  value: z.string().max(4096),
  /** ms since epoch; absent for a cookie that lasts until sign-out. */
  expiresAt: z.number().optional(),
  secure: z.boolean().optional(),
});
type StoredCookie = z.infer<typeof storedCookieSchema>;

/**
 * The cookies of ONE site (the configured address), as a browser tab would keep them. Only what
 * the API needs: name, value, expiry and Secure; every cookie is sent on every path of that site.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();
  private readonly now: () => number;
  constructor(initial: StoredCookie[] = [], now: () => number = Date.now) {
    this.now = now;
    for (const cookie of initial) this.cookies.set(cookie.name, cookie);
  }

  /** The Cookie header for a request to `url` (Secure cookies only over https or to loopback). */
  header(url: string): string | undefined {
    const { protocol, hostname } = new URL(url);
    const secureOk = protocol === 'https:' || hostname === '127.0.0.1' || hostname === 'localhost';
    const pairs: string[] = [];
    for (const cookie of this.cookies.values()) {
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= this.now()) continue;
      if (cookie.secure && !secureOk) continue;
      pairs.push(`${cookie.name}=${cookie.value}`);
    }
    return pairs.length ? pairs.join('; ') : undefined;
  }

  /** Takes a response's Set-Cookie lines; answers whether anything changed. */
  store(setCookieLines: string[]): boolean {
    let changed = false;
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let expiresAt: number | undefined;
      let secure = false;
      for (const attribute of attributes) {
        const [rawKey = '', ...rest] = attribute.split('=');
        const key = rawKey.trim().toLowerCase();
        const arg = rest.join('=').trim();
        if (key === 'max-age' && /^-?\d+$/.test(arg)) expiresAt = this.now() + Number(arg) * 1000;
        else if (key === 'expires' && expiresAt === undefined) {
          const at = Date.parse(arg);
          if (!Number.isNaN(at)) expiresAt = at;
        } else if (key === 'secure') secure = true;
      }
      if (value === '' || (expiresAt !== undefined && expiresAt <= this.now())) {
        changed = this.cookies.delete(name) || changed;
        continue;
      }
      this.cookies.set(name, { name, value, ...(expiresAt !== undefined ? { expiresAt } : {}), secure });
      changed = true;
    }
    return changed;
  }

  has(name: string): boolean {
    const cookie = this.cookies.get(name);
    return !!cookie && (cookie.expiresAt === undefined || cookie.expiresAt > this.now());
  }

  clear(): void {
    this.cookies.clear();
  }

  toJSON(): StoredCookie[] {
    return [...this.cookies.values()];
  }
}
