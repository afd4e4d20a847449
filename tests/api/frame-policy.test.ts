import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 28: one frame policy. Helmet's default `X-Frame-Options: SAMEORIGIN` said the site may
 * frame itself while the CSP's `frame-ancestors 'none'` says nobody may; both now say nobody.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the frame policy', () => {
  it.each([['/'], ['/no-such-page'], ['/api/health'], ['/api/no-such-route'], ['/robots.txt']])(
    'when %s is fetched, then X-Frame-Options is DENY and frame-ancestors is none',
    async (path) => {
      const res = await fetch(`${app.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
    },
  );
});
