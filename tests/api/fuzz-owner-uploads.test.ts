import { readdir } from 'node:fs/promises';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { storedUploadNames } from '../support/stored-data.ts';
import {
  expectJsonRefusal,
  expectNoServerError,
  expectValidStore,
  headerText,
  RUNS,
  storedDocs,
} from './fuzz-helpers.ts';

/**
 * Property-based hostile uploads and admin list queries, signed in: refused with a 4xx JSON
 * `{ error }`, never a 5xx; only real images are stored, under names the server makes.
 */

let owner: OwnerClient;
let before: Record<string, unknown>[];
const portfolioDocs = () => storedDocs(owner.app.dataDir, 'portfolio');

beforeAll(async () => {
  owner = await startAsOwner({ RATE_LIMIT: 'false' });
  before = await portfolioDocs();
});

afterAll(async () => {
  await owner?.app.close();
});

const send = (method: string, path: string, body: string, contentType = 'application/json') =>
  owner.call(path, { method, body, headers: { 'Content-Type': contentType } });

describe('hostile uploads and list queries at the owner endpoints', () => {
  it('when multipart uploads carry hostile names, parts and contents, then only real images are stored, under server-made names', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const names = fc.oneof(
      fc.constantFrom(
        '../../../etc/passwd.jpg',
        '..%2f..%2fportfolio.db',
        '..\\..\\x.png',
        '/abs/path.png',
        'a\u0000b.jpg',
        '.htaccess',
        'x.php.jpg',
        'CON.png',
        '<script>.png',
      ),
      fc.string({ maxLength: 100 }),
    );
    const content = fc.oneof(
      fc.constant(png),
      fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')),
      fc.constant(Buffer.from('GIF89a<script>alert(1)</script>')),
      fc.constant(Buffer.concat([png.subarray(0, 40)])),
    );
    const field = fc.constantFrom('file', 'file', 'File', 'files[]', '__proto__', '../file');
    const extra = fc.array(
      fc.tuple(fc.constantFrom('title', '__proto__', '$where', 'file', 'x'), fc.string({ maxLength: 50 })),
      { maxLength: 3 },
    );
    await fc.assert(
      fc.asyncProperty(
        names,
        content,
        field,
        extra,
        headerText,
        async (name, bytes, fieldName, extras, mime) => {
          const form = new FormData();
          for (const [k, v] of extras) form.append(k, v);
          form.append(
            fieldName,
            new Blob([new Uint8Array(bytes)], { type: mime.replace(/[^\x21-\x7e]/g, '') || 'image/png' }),
            name,
          );
          const res = await owner.call('/api/upload', { method: 'POST', body: form });
          if (res.status === 201) {
            const { url } = (await res.json()) as UploadAnswer;
            expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
            return;
          }
          expect([400, 413, 415], name).toContain(res.status);
          await expectJsonRefusal(res, name);
        },
      ),
      { ...RUNS, numRuns: 30 },
    );
    const files = await storedUploadNames(owner.app);
    for (const name of files) {
      expect(name).toMatch(/^[a-f0-9]{32}((-(480|960|1600))?\.(jpg|webp|avif)|-mls-1920\.jpg)$/);
    }
    const top = await readdir(owner.app.dataDir);
    const expected = /^([a-z0-9-]+\.db|uploads|incoming|server\.lock|admin\.sock|.*\.sock|form-token\.key)$/;
    expect(top.filter((n) => !expected.test(n))).toEqual([]);
    // A non-multipart upload, and one without a file, are refused too.
    await expectJsonRefusal(await send('POST', '/api/upload', '{"file":"x"}'), 'json upload');
    await expectJsonRefusal(
      await owner.call('/api/upload', { method: 'POST', body: new FormData() }),
      'empty form',
    );
  });

  it('when admin lists get hostile query strings, then they answer 200 or a 4xx JSON error', async () => {
    const query = fc.dictionary(
      fc.oneof(
        fc.constantFrom('format', 'limit', 'collection', '__proto__', 'format[$ne]'),
        fc.string({ maxLength: 10 }),
      ),
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('csv', 'json', '-1', '1e9', '{"$gt":""}')),
      { maxKeys: 3 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/admin/subscribers',
          '/api/admin/audit',
          '/api/admin/inquiries',
          '/api/admin/portfolio',
        ),
        query,
        async (path, q) => {
          const res = await owner.call(`${path}?${new URLSearchParams(q)}&${new URLSearchParams(q)}`);
          await expectNoServerError(res, `${path}?${new URLSearchParams(q)}`);
        },
      ),
      RUNS,
    );
    expect(await portfolioDocs()).toEqual(before);
    await expectValidStore(owner.app.dataDir);
  });
});
