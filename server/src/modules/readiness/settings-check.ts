import { isIP } from 'node:net';
import type { SettingCheck } from '#shared/schemas/readiness.ts';
import type { Config } from '../../config.ts';

/** Where each setting is explained (README's configuration table, the operations guide). */
const DOCS = {
  PUBLIC_URL: 'docs/operations.md, "The public origin (PUBLIC_URL, required)"; README.md, "Configuration"',
  SMTP_URL: 'README.md, "Configuration" (SMTP_URL, SMTP_FROM, INQUIRY_NOTIFY_TO)',
} as const;

/** Addresses only this machine can reach: a public site cannot be built on them. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.') || host === '0.0.0.0';
  if (isIP(host) === 6) return host === '::1' || host === '::' || host.startsWith('::ffff:127.');
  return false;
}

/** The public address every link is built from: set, and not an address only this machine reaches. */
function publicUrlCheck(config: Pick<Config, 'PUBLIC_URL'>): SettingCheck {
  const base = { name: 'PUBLIC_URL' as const, doc: DOCS.PUBLIC_URL };
  if (!config.PUBLIC_URL) {
    return {
      ...base,
      ready: false,
      note: 'Not set: the site runs in local mode and builds its links (pages, sitemap, feed, e-mails) on localhost.',
    };
  }
  if (isLoopbackHost(new URL(config.PUBLIC_URL).hostname)) {
    return {
      ...base,
      ready: false,
      note: 'Set to a loopback address: links in pages, the sitemap, the feed and e-mails only work on this machine.',
    };
  }
  return { ...base, ready: true, note: 'Set to a public address: links are built on it.' };
}

/** Outgoing mail: without it quote requests are stored but nobody is told, and subscribers get no confirmation. */
function smtpCheck(config: Pick<Config, 'SMTP_URL'>): SettingCheck {
  const base = { name: 'SMTP_URL' as const, doc: DOCS.SMTP_URL };
  return config.SMTP_URL
    ? {
        ...base,
        ready: true,
        note: 'Set: quote requests are e-mailed and new subscribers get their confirmation.',
      }
    : {
        ...base,
        ready: false,
        note: 'Not set: quote requests are only listed in the admin (no e-mail), and new subscribers get no confirmation.',
      };
}

/** Whether each setting a live site needs is right. Values never leave the server, only the verdict. */
export function settingsChecks(config: Pick<Config, 'PUBLIC_URL' | 'SMTP_URL'>): SettingCheck[] {
  return [publicUrlCheck(config), smtpCheck(config)];
}
