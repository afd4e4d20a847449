import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { expectValidStore } from '../api/fuzz-helpers.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import {
  createItem,
  createOwner,
  emptyAcks,
  inquire,
  listEverything,
  notExactlyOnce,
  signInAt,
  signup,
  writeLoop,
} from './fault-clients.ts';

/**
 * Soak: public readers (prerendered and server-rendered pages, the public API) and owner writers
 * (creates, edits, deletes, signups, quote requests) at once for a bounded time (SOAK_SECONDS,
 * default 20). No answer is a 5xx; afterwards, and again after a restart, every acknowledged
 * write is present exactly once, every acknowledged delete is gone, every edit counted.
 */

const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 20) * 1000;
const ENV = { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' };
const READ_PATHS = [
  '/',
  '/portfolio/drone',
  '/api/portfolio/dronePortfolio',
  '/blog',
  '/services/drone',
  '/search?q=drone',
];

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = dataDir = undefined;
});

describe('soak: concurrent reads and writes', () => {
  it(
    'when readers and writers run together for the soak time, then nothing fails and every acknowledged write is there exactly once',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'lumen-soak-'));
      await createOwner(dataDir);
      server = await startServerProcess({ dataDir, env: ENV });
      const base = server.url;
      const owner = await signInAt(base);
      const deadline = Date.now() + SOAK_MS;
      const running = () => Date.now() < deadline;
      const acks = emptyAcks();
      const deleted: string[] = [];
      const statuses = new Map<number, number>();
      let reads = 0;

      const reader = async (r: number) => {
        for (let i = r; running(); i++) {
          const res = await fetch(`${base}${READ_PATHS[i % READ_PATHS.length]}`);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          reads++;
        }
      };

      // Creates an item, edits it until the end, and counts each acknowledged edit.
      let edits = 0;
      const editor = async () => {
        const created = await createItem(owner, 'soak-edited');
        expect(created.status).toBe(201);
        let item = (await created.json()) as PortfolioItem;
        while (running()) {
          const res = await owner.call('/api/portfolio/dronePortfolio', {
            method: 'PUT',
            json: {
              id: item.id,
              version: item.version,
              title: `Edit ${edits + 1}`,
              description: 'Soaked',
              type: 'image',
              src: '/x.jpg',
              alt: 'x',
            },
          });
          expect(res.status, await res.clone().text()).toBe(200);
          item = (await res.json()) as PortfolioItem;
          edits++;
        }
        return item;
      };

      // Creates items and deletes every second one right away.
      const churner = async () => {
        for (let i = 0; running(); i++) {
          const id = `soak-churn-${i}`;
          const res = await createItem(owner, id);
          expect(res.status).toBe(201);
          await res.arrayBuffer();
          if (i % 2 === 1) {
            const del = await owner.call(`/api/portfolio/dronePortfolio/${id}`, { method: 'DELETE' });
            expect(del.status).toBe(204);
            deleted.push(id);
          } else acks.items.push(id);
        }
      };

      const [edited] = await Promise.all([
        editor(),
        churner(),
        ...[0, 1, 2].map(reader),
        writeLoop(
          (i) => createItem(owner, `soak-new-${i}`),
          (i) => acks.items.push(`soak-new-${i}`),
          running,
        ),
        ...[0, 1].map((w) =>
          writeLoop(
            (i) => signup(base, `soak-${w}-${i}@example.com`),
            (i) => acks.emails.push(`soak-${w}-${i}@example.com`),
            running,
          ),
        ),
        writeLoop(
          (i) => inquire(base, `soak-${i}`),
          (i) => acks.inquiries.push(`soak-${i}`),
          running,
        ),
      ]);

      expect([...statuses.keys()].filter((s) => s >= 400)).toEqual([]);
      expect(reads).toBeGreaterThan(50);
      expect(acks.items.length).toBeGreaterThan(10);
      expect(edited!.version).toBe(1 + edits);

      const check = async (url: string) => {
        const stored = await listEverything(url);
        expect(notExactlyOnce(acks.emails, stored.emails)).toEqual([]);
        expect(notExactlyOnce(acks.inquiries, stored.inquiryMarkers)).toEqual([]);
        expect(notExactlyOnce([...acks.items, 'soak-edited'], stored.itemIds)).toEqual([]);
        expect(stored.itemIds.filter((id) => deleted.includes(id))).toEqual([]);
        expect(stored.emails.length).toBe(acks.emails.length);
        expect(stored.inquiryMarkers.length).toBe(acks.inquiries.length);
        const items = (await (await fetch(`${url}/api/portfolio/dronePortfolio`)).json()) as PortfolioItem[];
        expect(items.find((i) => i.id === 'soak-edited')).toMatchObject({
          version: 1 + edits,
          title: `Edit ${edits}`,
        });
      };
      await check(base);
      // The same after a restart: what was acknowledged is what the files hold.
      expect(await server.stop()).toBe(0);
      await expectValidStore(dataDir);
      server = await startServerProcess({ dataDir, env: ENV });
      await check(server.url);
    },
    SOAK_MS + 60_000,
  );
});
