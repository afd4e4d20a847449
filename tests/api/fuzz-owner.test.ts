import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import {
  anyValue,
  EVIL_KEYS,
  expectJsonRefusal,
  expectNoPrototypePollution,
  expectNoServerError,
  expectValidStore,
  hostileSegment,
  notAString,
  RUNS,
  storedDocs,
  withExtraKey,
} from './fuzz-helpers.ts';

/**
 * Property-based hostile input at the owner's endpoints (portfolio create/update/order/delete with
 * their {service} and {itemId} path params, upload, inquiries, subscribers, audit), signed in:
 * refused with a 4xx JSON `{ error }`, never a 5xx, the stored data unchanged and valid.
 */

let owner: OwnerClient;
const KEY = 'photographyPortfolio';
const ITEM = {
  title: 'Lakefront condo',
  description: 'Twilight exterior',
  type: 'image',
  src: '/images/a.jpg',
  alt: 'Condo',
};
let target: PortfolioItem;
let before: Record<string, unknown>[];
const portfolioDocs = () => storedDocs(owner.app.dataDir, 'portfolio');

beforeAll(async () => {
  owner = await startAsOwner({ RATE_LIMIT: 'false' });
  const res = await owner.call(`/api/portfolio/${KEY}`, { method: 'POST', json: ITEM });
  expect(res.status).toBe(201);
  target = (await res.json()) as PortfolioItem;
  before = await portfolioDocs();
});

afterAll(async () => {
  await owner?.app.close();
});

const send = (method: string, path: string, body: string, contentType = 'application/json') =>
  owner.call(path, { method, body, headers: { 'Content-Type': contentType } });

/** Owner writes with a body the server would accept. */
const WRITES: [string, string, () => Record<string, unknown>][] = [
  ['POST', `/api/portfolio/${KEY}`, () => ({ ...ITEM })],
  ['PUT', `/api/portfolio/${KEY}`, () => ({ ...ITEM, id: target.id, version: target.version })],
  ['PUT', `/api/portfolio/${KEY}/order`, () => ({ ids: [target.id] })],
  ['PATCH', '/api/admin/inquiries/none', () => ({ status: 'handled' })],
];

describe('hostile input at the owner endpoints', () => {
  it('when any field holds an operator or a wrong type, then the write is refused with a JSON error and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.nat(),
        notAString,
        async ([method, path, valid], which, value) => {
          const body = valid();
          const fields = Object.keys(body);
          const field = fields[which % fields.length]!;
          // `ids` is an array: an array of strings would be a valid (refused-as-stale or accepted) order.
          if (field === 'ids' && Array.isArray(value)) return;
          // The item's own version is a number too: sent as it is, the write is valid (a run with
          // seed -1647548089 sent `version: 1` and was rightly answered 200).
          if (field === 'version' && value === target.version) return;
          const res = await send(method, path, JSON.stringify({ ...body, [field]: value }));
          await expectJsonRefusal(res, `${method} ${path} ${field}=${JSON.stringify(value)}`);
        },
      ),
      { ...RUNS, numRuns: 80 },
    );
    expect(await portfolioDocs()).toEqual(before);
  });

  it('when a body carries __proto__, constructor or operator keys, then it is refused and no prototype is polluted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.constantFrom(...EVIL_KEYS),
        anyValue,
        async ([method, path, valid], key, value) => {
          const res = await send(method, path, withExtraKey(valid(), key, value));
          await expectJsonRefusal(res, `${method} ${path} ${key}`);
          expectNoPrototypePollution();
        },
      ),
      RUNS,
    );
    expect(await portfolioDocs()).toEqual(before);
  });

  it('when {service} or {itemId} is a traversal, an encoded slash or junk, then the answer is 4xx JSON and no item is touched', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileSegment,
        hostileSegment,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        async (service, itemId, method) => {
          const paths = [
            `/api/portfolio/${service}`,
            `/api/portfolio/${service}/${itemId}`,
            `/api/portfolio/${KEY}/${itemId}`,
            `/api/portfolio/${service}/order`,
          ];
          for (const path of paths) {
            const body = JSON.stringify({ ...ITEM, id: target.id, ids: [target.id] });
            const res = method === 'GET' ? await owner.call(path) : await send(method, path, body);
            // fetch resolves dot segments: `/api/portfolio/../..` reaches the site, not the API.
            if (!new URL(path, owner.app.url).pathname.startsWith('/api/')) {
              await res.arrayBuffer();
              expect(res.status, path).toBeLessThan(500);
              continue;
            }
            // Only the plain public read of a real collection may succeed.
            if (res.status < 400) {
              expect(method, path).toBe('GET');
              await res.arrayBuffer();
              continue;
            }
            await expectJsonRefusal(res, `${method} ${path}`);
          }
        },
      ),
      { ...RUNS, numRuns: 60 },
    );
    expect(await portfolioDocs()).toEqual(before);
  });

  it('when any JSON value or text is the body of a write, then the answer is never a 5xx and the store stays valid', async () => {
    const body = fc.oneof(
      anyValue.map((v) => JSON.stringify(v) ?? 'null'),
      fc.string({ unit: 'binary', maxLength: 400 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITES), body, async ([method, path], text) => {
        await expectNoServerError(await send(method, path, text), `${method} ${path} ${text.slice(0, 80)}`);
      }),
      RUNS,
    );
    await expectValidStore(owner.app.dataDir);
    before = await portfolioDocs();
  });

  it('when items are created with random text in every text field, then only valid items are stored', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 250 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constant('   '),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: text,
          description: text,
          category: text,
          specs: text,
          alt: text,
          thumbnail: text,
          src: text,
        }),
        fc.constantFrom('image', 'video', 'embed', 'IMAGE', ''),
        async (fields, type) => {
          const res = await owner.call(`/api/portfolio/${KEY}`, {
            method: 'POST',
            json: { ...fields, type },
          });
          if (res.status === 201) return void (await res.arrayBuffer());
          await expectJsonRefusal(res, JSON.stringify(fields).slice(0, 200));
        },
      ),
      RUNS,
    );
    await expectValidStore(owner.app.dataDir);
    // Whatever was created, the item that existed before is exactly as it was.
    const isTarget = (d: Record<string, unknown>) => d._id === `${KEY}:${target.id}`;
    const kept = (await portfolioDocs()).find(isTarget);
    expect(kept).toEqual(before.find(isTarget));
    before = await portfolioDocs();
  });

  it('when JSON bodies exceed 100 kB or have the wrong content type, then the answer is 413 / 400 / 415 JSON', async () => {
    for (const [method, path, valid] of WRITES) {
      const huge = await send(
        method,
        path,
        JSON.stringify({ ...valid(), description: 'x'.repeat(101 * 1024) }),
      );
      expect(huge.status, path).toBe(413);
      await expectJsonRefusal(huge, path);
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/xml',
      ]) {
        const res = await send(method, path, JSON.stringify(valid()), type);
        expect([400, 415], `${path} ${type}`).toContain(res.status);
        await expectJsonRefusal(res, `${path} ${type}`);
      }
    }
    expect(await portfolioDocs()).toEqual(before);
  });
});
