import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 netmask Express accepts after a slash: its one bits must be contiguous (255.255.240.0). */
function isNetmask(mask: string): boolean {
  if (!z.ipv4().safeParse(mask).success) return false;
  const bits = mask.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const inverted = ~bits >>> 0;
  return bits !== 0 && (inverted & (inverted + 1)) === 0;
}

/** One entry of a TRUST_PROXY list: a named range, an address, or a subnet (CIDR or netmask). */
function isProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  if (z.ipv4().safeParse(entry).success || z.ipv6().safeParse(entry).success) return true;
  const [address = '', prefix = '', ...rest] = entry.split('/');
  if (rest.length) return false;
  // Express refuses a /0 prefix (it would trust every address); so do we.
  if (/^\d+$/.test(prefix) && Number(prefix) === 0) return false;
  if (z.cidrv4().safeParse(entry).success || z.cidrv6().safeParse(entry).success) return true;
  return z.ipv4().safeParse(address).success && isNetmask(prefix);
}

/** Express "trust proxy": true/false, a hop count, or a comma-separated list of proxy entries. */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === 'true' ||
      v === 'false' ||
      /^\d{1,3}$/.test(v) ||
      v.split(',').every((entry) => isProxyEntry(entry.trim())),
    'must be true, false, a hop count, or a comma-separated list of IP addresses, CIDR subnets or the names loopback, linklocal, uniquelocal',
  );

/**
 * Every setting the server reads, with its default. The README's configuration table mirrors this.
 * A bad value stops the server at start with the variable named.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the datastore files and uploads live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * postgres://user:password@host:port/database - when set, PostgreSQL holds everything shared
   * (content, sessions, lock-outs, secrets, uploads) and several instances may serve one site;
   * unset, the embedded nedb files in DATA_DIR do (one instance).
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** The built site to serve (default: dist/ beside the code): lets a test or a staged deploy serve another build. */
  DIST_DIR: z.string().min(1).optional(),
  /** Public address used in canonical links, sitemap and e-mails, e.g. https://agency.example */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Express "trust proxy": false, true, a hop count or a list of subnets. */
  TRUST_PROXY: trustProxy.default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp(s)://user:pass@host:port - when set, quote requests are e-mailed to INQUIRY_NOTIFY_TO. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().default('Lumen Realty Media <no-reply@lumenrealtymedia.ca>'),
  INQUIRY_NOTIFY_TO: z.email().default('hello@lumenrealtymedia.ca'),
  /** Cookie Secure flag; defaults to on in production. */
  COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10080).default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(24 * 7),
  /** Rate limits can be relaxed for load tests; never in production. */
  RATE_LIMIT: bool.default(true),
  /** Seconds a submitted contact form must have been open (spam timing check). */
  INQUIRY_MIN_SECONDS: z.coerce.number().min(0).max(60).default(3),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; cookieSecure: boolean };

export class ConfigError extends Error {}

/** Variables whose value may hold a password: an error names them but never shows their value. */
const SECRET_VARIABLES = new Set<string>(['SMTP_URL', 'DATABASE_URL']);

/** The offending value as a start-up error may show it: secrets hidden, one short line otherwise. */
function shownValue(key: string, value: string | undefined): string {
  if (SECRET_VARIABLES.has(key)) return '(value hidden)';
  const text = JSON.stringify(value ?? '');
  return `(got ${text.length > 80 ? `${text.slice(0, 77)}..."` : text})`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = configSchema.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0]);
      return `  ${key}: ${i.message} ${shownValue(key, env[key])}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: resolve(config.DATA_DIR),
    cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
  };
}

/** Express's trust proxy setting from TRUST_PROXY. */
export function trustProxyValue(raw: string): boolean | number | string {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
