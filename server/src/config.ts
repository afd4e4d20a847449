import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A Host header value this server can answer for: a DNS name, IPv4 or [IPv6], optional port. */
const HOST_VALUE =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

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
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Interface to listen on. Default: every interface when PUBLIC_URL is set, loopback otherwise, so
   * `npm start` on a fresh clone runs in local mode (links on http://localhost:PORT).
   */
  HOST: z.string().min(1).optional(),
  /** Where the datastore files and uploads live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * postgres://user:password@host:port/database - when set, PostgreSQL holds everything shared
   * (content, sessions, lock-outs, secrets, uploads) and several instances may serve one site;
   * unset, the embedded nedb files in DATA_DIR do (one instance).
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * With DATABASE_URL: the most connections one instance keeps open. One listens for the other
   * instances' changes; each request takes one for as long as its query or transaction runs. With
   * several instances, keep instances x this under PostgreSQL's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(3).max(100).default(10),
  /** The built site to serve (default: dist/ beside the code): lets a test or a staged deploy serve another build. */
  DIST_DIR: z.string().min(1).optional(),
  /**
   * The site's public address, e.g. https://agency.example: every link in pages, feeds, robots.txt,
   * the sitemap and e-mails is built from it, and only requests for its host are answered. Required
   * in production unless the server listens on loopback only (local mode, see publicOriginOf).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => {
      const url = URL.parse(v);
      return (
        !url || (!url.username && !url.password && !url.search && !url.hash && /^\/*$/.test(url.pathname))
      );
    }, 'must be an origin only (scheme, host and optional port), e.g. https://agency.example')
    .transform((v) => new URL(v).origin)
    .optional(),
  /**
   * Further host names (host or host:port, comma-separated) requests may be addressed to, e.g. the
   * bare domain beside www. Links still use PUBLIC_URL.
   */
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((h) => HOST_VALUE.test(h)),
      'must be a comma-separated list of host names, each optionally with :port',
    )
    .default([]),
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
  /** Long side in pixels of a listing's MLS-size photos (docs/listings.md): boards ask 1024-2048. */
  LISTING_MLS_LONG_SIDE: z.coerce.number().int().min(640).max(2560).default(1920),
  /**
   * Days after which a quote request marked handled is erased (checked at start and hourly);
   * unset keeps requests until the owner deletes them. Fractions are allowed.
   */
  INQUIRY_RETENTION_DAYS: z.coerce.number().positive().max(36500).optional(),
  /**
   * scrypt cost of new password hashes. `full` always, except in test suites: `test-low` (1 MiB
   * instead of 32 MiB per hash) is refused unless NODE_ENV=test, so no deployment can weaken it.
   */
  PASSWORD_HASH_COST: z.enum(['full', 'test-low']).default('full'),
  /** First-party, cookieless analytics (docs/analytics.md): `off` counts nothing at all. */
  ANALYTICS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Share of page views whose Web Vitals are kept (0 to 1). */
  ANALYTICS_VITALS_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  /** Days of analytics counts kept; older days are deleted. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
});

/** Every environment variable the server reads (docker/compose*.yaml pass them into the container). */
export const SETTING_NAMES = Object.keys(configSchema.shape);

export type Config = Omit<z.infer<typeof configSchema>, 'HOST'> & {
  HOST: string;
  dataDir: string;
  cookieSecure: boolean;
  /** The public origin every link is built from (PUBLIC_URL, or http://localhost:PORT in local mode). */
  publicOrigin: string;
  /** Host header values (lower case) this server answers for; anything else gets 421. */
  acceptedHosts: ReadonlySet<string>;
};

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** A host as a Host header carries it: with and without the scheme's default port. */
function hostForms(host: string, port: string, protocol: string): string[] {
  const defaultPort = protocol === 'https:' ? '443' : '80';
  if (!port || port === defaultPort) return [host, `${host}:${defaultPort}`];
  return [`${host}:${port}`];
}

/**
 * The configured public origin and the hosts answered for. Without PUBLIC_URL, local mode: only
 * allowed when the server cannot be reached from another machine (HOST is loopback) or outside
 * production; the origin is then http://localhost:PORT and only loopback names are answered.
 */
function publicOriginOf(
  config: Omit<z.infer<typeof configSchema>, 'HOST'> & { HOST: string },
  purpose: 'server' | 'tool',
): { publicOrigin: string; acceptedHosts: Set<string> } | string {
  const accepted = new Set<string>(config.ALLOWED_HOSTS);
  if (config.PUBLIC_URL) {
    const url = new URL(config.PUBLIC_URL);
    for (const form of hostForms(url.hostname, url.port, url.protocol)) accepted.add(form);
    return { publicOrigin: config.PUBLIC_URL, acceptedHosts: accepted };
  }
  const local = config.NODE_ENV !== 'production' || LOOPBACK_HOSTS.has(config.HOST);
  if (purpose === 'server' && !local) {
    return 'required in production: the public address of the site, e.g. PUBLIC_URL=https://agency.example (every link in pages, feeds and e-mails is built from it). For a trial on this machine only, listen on loopback instead (HOST=127.0.0.1: local mode, links on http://localhost:PORT)';
  }
  if (purpose === 'server' && config.PORT === 0) {
    return 'required when PORT is 0 (local mode builds links on http://localhost:PORT, so it needs a fixed port)';
  }
  for (const name of ['localhost', '127.0.0.1', '[::1]']) {
    for (const form of hostForms(name, String(config.PORT), 'http:')) accepted.add(form);
  }
  return { publicOrigin: `http://localhost:${config.PORT}`, acceptedHosts: accepted };
}

/** Variables whose value may hold a password: an error names them but never shows their value. */
const SECRET_VARIABLES = new Set<string>(['SMTP_URL', 'DATABASE_URL']);

/** The offending value as a start-up error may show it: secrets hidden, one short line otherwise. */
function shownValue(key: string, value: string | undefined): string {
  if (SECRET_VARIABLES.has(key)) return '(value hidden)';
  const text = JSON.stringify(value ?? '');
  return `(got ${text.length > 80 ? `${text.slice(0, 77)}..."` : text})`;
}

/**
 * The validated settings. `purpose: 'tool'` (the owner, backup and restore commands) does not need
 * the public origin, so PUBLIC_URL is not required there.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  purpose: 'server' | 'tool' = 'server',
): Config {
  const known = Object.fromEntries(
    SETTING_NAMES.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  const parsed = configSchema.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0]);
      return `  ${key}: ${i.message} ${shownValue(key, env[key])}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.PASSWORD_HASH_COST !== 'full' && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: only "full" is allowed unless NODE_ENV=test ${shownValue('PASSWORD_HASH_COST', env.PASSWORD_HASH_COST)}`,
    );
  }
  const config = {
    ...parsed.data,
    HOST: parsed.data.HOST ?? (parsed.data.PUBLIC_URL ? '0.0.0.0' : '127.0.0.1'),
  };
  const origin = publicOriginOf(config, purpose);
  if (typeof origin === 'string') throw new ConfigError(`Invalid configuration:\n  PUBLIC_URL: ${origin}`);
  return {
    ...config,
    ...origin,
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
