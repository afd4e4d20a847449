import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from './fixtures.ts';
import { recordLayoutShifts, settledLayoutShifts } from './layout-shifts.ts';

/**
 * A slow phone paints a page before its parser has reached the end of the first screen: the HTML
 * arrives in pieces, or the parser yields to rendering (seen in CI at 1280 px as the bar's links
 * appearing a few at a time, each batch pushing the earlier ones left). Here the page is sent in
 * pieces on purpose, with a pause inside the navigation bar and one inside the hero, so the
 * browser paints each piece; nothing painted may move when the rest arrives.
 */

/**
 * Where the document is cut (inside the bar's list of links, then inside the hero's panel) and how
 * long each pause lasts: many frames, so the browser paints what it has. The first pause starts once
 * the style sheet has been sent, which the browser waits for before it paints anything: a machine
 * slow to fetch it still paints inside the first pause.
 */
const CUTS = [
  { before: /<li class="nav-item has-dropdown"><a href="\/portfolio"/, pauseMs: 1000, afterStyles: true },
  { before: /<\/h1>/, pauseMs: 600, afterStyles: false },
];

/**
 * A proxy in front of the site: the page at `path` comes in pieces, everything else passes as is.
 * The Host header is the site's own, which the server requires (its public origin).
 */
async function startPiecewiseProxy(upstream: string, path: string) {
  const target = new URL(upstream);
  let stylesSent!: () => void;
  const styles = new Promise<void>((resolve) => {
    stylesSent = resolve;
  });
  const server: Server = createServer((req, res) => {
    if (req.url === path) {
      void (async () => {
        const page = await fetch(`${upstream}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
        const html = await page.text();
        const headers = Object.fromEntries(page.headers);
        delete headers['content-length'];
        delete headers['content-encoding'];
        res.writeHead(page.status, headers);
        let from = 0;
        for (const { before, pauseMs, afterStyles } of CUTS) {
          const at = html.slice(from).search(before);
          if (at < 0) throw new Error(`${path} has no ${before}: the cuts need updating`);
          res.write(html.slice(from, from + at));
          from += at;
          if (afterStyles) await styles;
          await sleep(pauseMs);
        }
        res.end(html.slice(from));
      })().catch((error: unknown) => res.destroy(error as Error));
      return;
    }
    if (req.url?.endsWith('.css')) res.once('finish', stylesSent);
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const path of ['/', '/services/photography', '/portfolio/ai-services']) {
    test(`at ${viewport.width} px, when ${path} arrives in pieces, then nothing painted moves as the rest comes in`, async ({
      browser,
      site,
    }) => {
      const proxy = await startPiecewiseProxy(site.url, path);
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await recordLayoutShifts(page);
        await page.goto(`${proxy.url}${path}`);
        const shifts = await settledLayoutShifts(page);
        const { firstPaint, arrived } = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
          arrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
        }));
        // The browser painted while the bar was still cut short (else this test checks nothing).
        expect(firstPaint, `first paint at ${firstPaint} ms, all arrived at ${arrived} ms`).toBeLessThan(
          arrived - CUTS[1]!.pauseMs,
        );
        expect(shifts).toEqual([]);
      } finally {
        await context.close();
        await proxy.close();
      }
    });
  }
}
