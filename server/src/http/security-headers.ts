import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { EMBED_FRAME_SOURCES } from '#shared/embeds/embed-allow-list.ts';

interface SecurityHeaderOptions {
  development?: boolean;
  /** The configured public origin: when it is https, HSTS is sent on every answer. */
  publicOrigin?: string;
}

/** One year, the least the HSTS preload list and the Observatory's best grade accept. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Strict CSP: nothing is allowed by default; scripts and style sheets only from this origin (no
 * inline script or <style> anywhere: page data travels in a JSON block); inline style attributes
 * only (React's `style={...}` for per-card accent colours), frames only from the embed allow-list,
 * nothing may frame us (CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`). HSTS whenever the site's public address is https, whatever the request
 * came over (a plain-http answer is a redirect to it, see httpsRedirect).
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        // Development only: Vite's React refresh preamble is an inline script, its CSS <style> tags.
        'script-src': options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'style-src': options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': [...EMBED_FRAME_SOURCES],
        'media-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // One frame policy: X-Frame-Options (for browsers without CSP level 2) says what frame-ancestors says.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const hsts = options.publicOrigin?.startsWith('https:') ?? false;
  return (_req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    base(_req, res, next);
  };
}
