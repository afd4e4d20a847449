import { afterEach, expect, it } from 'vitest';
import { SPECULATION_RULES } from '../../server/src/site/speculation-rules.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 15: every page names its speculation rules in a header; the file is served as Chromium requires. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

it('when a page is asked for, cached or made per request, then it names /speculation-rules.json, which is served as application/speculationrules+json', async () => {
  app = await startTestApp();
  for (const path of ['/about', '/contact', '/about?x=1', '/no-such-page']) {
    const page = await fetch(`${app.url}${path}`);
    expect(page.headers.get('speculation-rules'), path).toBe('"/speculation-rules.json"');
    // The CSP stays strict: the rules are not an inline script.
    expect(page.headers.get('content-security-policy'), path).toMatch(/script-src 'self';/);
  }
  const rules = await fetch(`${app.url}/speculation-rules.json`);
  expect(rules.status).toBe(200);
  expect(rules.headers.get('content-type')).toMatch(/^application\/speculationrules\+json/);
  expect(await rules.json()).toEqual(SPECULATION_RULES);
});
