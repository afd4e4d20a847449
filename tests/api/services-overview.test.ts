import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Spec: both services overview pages list the same eight services, and only those. */
const EIGHT_SERVICES = [
  '/services/photography',
  '/services/video',
  '/services/drone',
  '/services/matterport',
  '/services/editing',
  '/services/website',
  '/services/brand',
  '/services/ai-services',
];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The service pages the page's main content links to, in order of first appearance. */
async function servicesLinkedFrom(path: string): Promise<string[]> {
  const res = await fetch(`${app.url}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const hrefs = [...main.matchAll(/href="(\/services\/[a-z-]+)"/g)].map((m) => m[1]!);
  return [...new Set(hrefs)].filter((href) => href !== '/services/all');
}

describe('services overview pages', () => {
  it('when /services/all is rendered, then its main content lists exactly the eight services of the spec', async () => {
    expect(await servicesLinkedFrom('/services/all')).toEqual(EIGHT_SERVICES);
  });

  it('when /services is rendered, then it lists the same eight services', async () => {
    expect(await servicesLinkedFrom('/services')).toEqual(EIGHT_SERVICES);
  });
});
