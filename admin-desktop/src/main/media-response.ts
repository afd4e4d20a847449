import type { MediaAnswer } from '../sync/site-media.ts';

/** An image from the site, locked down: no sniffing, and a CSP that lets nothing run. */
export function mediaResponse(answer: MediaAnswer): Response {
  if (answer.status !== 200 || !answer.body) return new Response(null, { status: answer.status });
  return new Response(new Uint8Array(answer.body), {
    headers: {
      'Content-Type': answer.type ?? 'application/octet-stream',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    },
  });
}
