import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Gate: the server HTML of every page sitemap.xml lists (plus the admin shell, a search, the 404
 * page and the offline page) is valid HTML according to the Nu Html Checker: 0 errors. Pages are
 * saved to files and checked by one JVM. Java comes from `npm test`'s scripts/ensure-java.ts.
 */

const vnuJar = fileURLToPath(new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let app: TestApp;
let dir: string;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: 'false' }, undefined, { site: 'built' });
  dir = await mkdtemp(join(tmpdir(), 'lumen-vnu-'));
});
afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('HTML validity (Nu Html Checker)', () => {
  it('when every page of sitemap.xml, the admin, a search, the 404 and the offline page are checked, then the checker reports no error', async () => {
    // The pages as the running site lists them, not a copy of the list: what a crawler is given.
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed.length).toBeGreaterThan(40);
    const pages = [...listed, '/admin', '/search?q=drone', '/no-such-page', '/offline.html'];
    const files = new Map<string, string>();
    for (const [i, path] of pages.entries()) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      const file = join(dir, `page-${i}.html`);
      await writeFile(file, await res.text());
      files.set(`file:${file}`, path);
    }
    // --format json writes the report to stderr; the exit code is 1 when a page has an error.
    const { stderr } = await promisify(execFile)(
      'java',
      [
        '-Xss4m',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const report = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type !== 'info')
      .map((m) => {
        const page = files.get(m.url ?? '') ?? m.url;
        return `${page}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`;
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
