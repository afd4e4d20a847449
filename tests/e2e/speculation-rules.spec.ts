import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 15: links are plain page loads made instant by speculation rules. The rules arrive as an
 * external file named by the `Speculation-Rules` header (the CSP stays `script-src 'self'`);
 * Chromium's own preload domain reports the parsed rule set, the links it matched, and the
 * prerender it started when the pointer rested on a link.
 */
interface RuleSet {
  sourceText: string;
  url?: string;
  errorType?: string;
  errorMessage?: string;
}
interface AttemptSource {
  key: { action: string; url: string };
}

async function watchPreloading(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  let sources: AttemptSource[] = [];
  const prerendered = new Map<string, string>();
  cdp.on('Preload.ruleSetUpdated', (event: { ruleSet: RuleSet }) => ruleSets.push(event.ruleSet));
  cdp.on(
    'Preload.preloadingAttemptSourcesUpdated',
    (event: { preloadingAttemptSources: AttemptSource[] }) => {
      sources = event.preloadingAttemptSources;
    },
  );
  cdp.on(
    'Preload.prerenderStatusUpdated',
    (event: {
      key: { url: string };
      status: string;
      prerenderStatus?: string;
      disallowedMojoInterface?: string;
    }) => {
      const reason = [event.prerenderStatus, event.disallowedMojoInterface].filter(Boolean).join(' ');
      const seen = prerendered.get(event.key.url);
      prerendered.set(
        event.key.url,
        `${seen ? `${seen}, ` : ''}${event.status}${reason ? ` ${reason}` : ''}`,
      );
    },
  );
  await cdp.send('Preload.enable');
  return {
    ruleSets,
    matched: () =>
      sources.map((s) => `${s.key.action} ${new URL(s.key.url).pathname}${new URL(s.key.url).search}`),
    prerendered,
  };
}

test('when a public page loads, then its speculation rules are fetched from this origin and parse without error', async ({
  page,
}) => {
  const preload = await watchPreloading(page);
  const answer = await page.goto('/');
  expect(answer?.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await expect.poll(() => preload.ruleSets.length).toBeGreaterThan(0);
  const [rules] = preload.ruleSets;
  expect(rules!.errorType, rules!.errorMessage).toBeUndefined();
  expect(new URL(rules!.url!).pathname).toBe('/speculation-rules.json');
  expect(JSON.parse(rules!.sourceText).prerender[0].eagerness).toBe('moderate');
});

test('when the rules meet links, then public pages are prerender candidates and the admin, API, previews, files and other sites never are', async ({
  page,
}) => {
  const preload = await watchPreloading(page);
  await page.goto('/about');
  const never = [
    '/admin',
    '/admin/inquiries',
    '/api/health',
    '/preview/projects/draft',
    '/uploads/a.webp',
    '/unsubscribe?token=abc',
    '/blog/feed.xml',
    '/account/logout',
    'https://example.com/elsewhere',
  ];
  await page.evaluate((hrefs) => {
    const list = document.createElement('div');
    for (const href of hrefs) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      list.append(link);
    }
    document.body.append(list);
  }, never);
  await expect.poll(() => preload.matched()).toContain('Prerender /contact');
  // Chromium re-applies the rules after a change of the document: a public link added after the
  // others shows that the injected ones have been judged too.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/services/drone';
    link.textContent = 'drone';
    document.body.append(link);
  });
  await expect.poll(() => preload.matched()).toContain('Prerender /services/drone');
  const matched = preload.matched();
  expect(matched).toContain('Prerender /portfolio');
  for (const href of never) expect(matched.join('\n')).not.toContain(new URL(href, page.url()).pathname);
});

/**
 * Chromium refuses every prerender while a DevTools client has the network domain in the state
 * Playwright puts it in (status `Failure PrerenderingDisabledByDevTools`), so a test can see the
 * attempt start but not its activation. What it proves: nothing is prerendered while the page just
 * sits there (moderate, not eager), and resting the pointer on a public link starts the attempt.
 */
test('when the pointer rests on a link, then Chromium starts prerendering that page, and not before', async ({
  page,
}) => {
  const preload = await watchPreloading(page);
  await page.goto('/about');
  await page.waitForLoadState('load');
  const target = new URL('/contact', page.url()).href;
  await expect.poll(() => preload.matched()).toContain('Prerender /contact');
  expect(preload.prerendered.get(target)).toBeUndefined();
  await page.locator('a[href="/contact"]').first().hover();
  await expect
    .poll(() => preload.prerendered.get(target), { timeout: 10_000 })
    .toMatch(/^(Pending|Running|Ready|Failure PrerenderingDisabledByDevTools)/);
  expect([...preload.prerendered.keys()]).toEqual([target]);
});
