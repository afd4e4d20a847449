import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Hosts a visitor may open a video or 3D tour from (only after they ask for it). */
export const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://my.matterport.com',
  'https://player.vimeo.com',
  'https://kuula.co',
];

/**
 * Strict CSP: scripts only from this origin (no inline script anywhere: page data travels in a
 * JSON block), frames only from the allow-list, nothing may frame us. HSTS only behind TLS.
 */
export function securityHeaders(options: { development?: boolean } = {}): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Development only: Vite's React refresh preamble is an inline script.
        'script-src': options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': FRAME_HOSTS,
        'media-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    base(req, res, next);
  };
}
