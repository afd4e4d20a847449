import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTFOLIO_ITEM as fields } from '../api/content-fixtures.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditRepo } from '../../server/src/modules/audit/audit-repo.ts';
import { AuditService } from '../../server/src/modules/audit/audit-service.ts';
import { CONTENT_KIND_DEFS, kindCollections } from '../../server/src/modules/content/content-kinds.ts';
import { ContentRepo } from '../../server/src/modules/content/content-repo.ts';
import { ContentService } from '../../server/src/modules/content/content-service.ts';
import { CrashingTrail, survive } from './crashing-trail.ts';
import { openTestStore } from '../support/test-engine.ts';

const KEY = 'dronePortfolio';

async function open(dataDir: string, crash?: 'before' | 'after') {
  const store = await openTestStore(dataDir);
  const audit = new AuditService(await AuditRepo.open(store));
  const trail = crash ? new CrashingTrail(audit, crash) : audit;
  const service = new ContentService(
    await ContentRepo.open(store, kindCollections()),
    trail,
    CONTENT_KIND_DEFS,
  );
  return { audit, service };
}

describe('an applied portfolio change (a content kind) always gets exactly one audit entry', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-audit-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const crash of ['before', 'after'] as const) {
    it(`when the process dies ${crash} each audit write, then the restart records every change once`, async () => {
      const { service: setup } = await open(dataDir);
      const a = await setup.create(KEY, { ...fields, id: 'drone-1' }, 'owner');
      const b = await setup.create(KEY, { ...fields, id: 'drone-2' }, 'owner');
      const c = await setup.create(KEY, { ...fields, id: 'drone-3' }, 'owner');

      // Each change in a process that dies at its audit write, then a restart (which reconciles,
      // as services.ts does at start).
      const changes: ((s: ContentService) => Promise<unknown>)[] = [
        (s) => s.create(KEY, { ...fields, id: 'drone-4' }, 'editor'),
        (s) => s.update(KEY, a.id, { ...fields, title: 'New' }, 'editor'),
        (s) => s.update(KEY, a.id, { ...fields, title: 'Newer' }, 'editor'),
        (s) => s.remove(KEY, b.id, 'editor'),
        (s) => s.reorder(KEY, ['drone-4', c.id, a.id], 'editor'),
      ];
      let restarted = await open(dataDir);
      for (const change of changes) {
        await survive(change((await open(dataDir, crash)).service));
        restarted = await open(dataDir);
        expect(await restarted.service.reconcileAudit()).toBe(1);
        expect(await restarted.service.reconcileAudit()).toBe(0);
      }
      const { service, audit } = restarted;
      const trail = (await audit.list({ limit: 100 })).filter((entry) => entry.who === 'editor');
      const summary = trail.map((e) => `${e.action}:${e.itemId ?? ''}:${e.afterVersion ?? ''}`).sort();
      expect(summary).toEqual(
        ['create:drone-4:1', 'update:drone-1:2', 'update:drone-1:3', 'delete:drone-2:', 'reorder::'].sort(),
      );
      expect((await service.listAll(KEY)).map((item) => [item.id, item.version])).toEqual([
        ['drone-4', 1],
        ['drone-3', 1],
        ['drone-1', 3],
      ]);
      // The removed item is gone for good: its first create replayed stays refused (it is in the
      // trash), and its id can be used again for another item.
      await expect(service.create(KEY, { ...fields, id: 'drone-2' }, 'owner')).rejects.toMatchObject({
        status: 409,
      });
      const other = { ...fields, id: 'drone-2', title: 'Another cottage' };
      await expect(service.create(KEY, other, 'owner')).resolves.toMatchObject({ version: 1 });
    });
  }

  it('when no crash happens, then each change has one entry and no marker is left', async () => {
    const { service, audit } = await open(dataDir);
    const item = await service.create(KEY, fields, 'owner');
    await service.update(KEY, item.id, { ...fields, title: 'New' }, 'owner');
    await service.remove(KEY, item.id, 'owner');
    expect((await audit.list({ limit: 10 })).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(await service.reconcileAudit()).toBe(0);
  });
});
