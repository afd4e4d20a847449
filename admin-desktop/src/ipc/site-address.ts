import { z } from 'zod';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The site address the owner types on first run ("https://agency.example", "localhost:3000").
 * Answers the origin only: the API paths are absolute, so a path, query or fragment would be
 * ignored anyway and is refused instead of silently dropped. Plain http is accepted for this
 * computer only: a password must never cross a network unencrypted.
 */
export const siteAddressSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address of the site')
  .max(300)
  .transform((value, ctx) => {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
      ? value
      : `${LOOPBACK.has(value.split(/[:/]/)[0] ?? '') ? 'http' : 'https'}://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'This is not a web address' });
      return z.NEVER;
    }
    const problem =
      url.protocol !== 'https:' && url.protocol !== 'http:'
        ? 'The address must start with https:// (or http:// for this computer)'
        : url.protocol === 'http:' && !LOOPBACK.has(url.hostname)
          ? 'Use https:// for a site on the internet (http:// is only accepted for localhost)'
          : url.username || url.password
            ? 'The address must not contain a user name or password'
            : (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash
              ? 'Enter the site address only, without a path (for example https://agency.example)'
              : undefined;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return url.origin;
  });

/** The first problem with an address, or undefined when it is fine. */
export function siteAddressProblem(value: string): string | undefined {
  const parsed = siteAddressSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
