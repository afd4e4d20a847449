import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditRepo } from '../../server/src/modules/audit/audit-repo.ts';
import { AuditService } from '../../server/src/modules/audit/audit-service.ts';
import { CONTENT_KIND_DEFS } from '../../server/src/modules/content/content-kinds.ts';
import { ContentRepo } from '../../server/src/modules/content/content-repo.ts';
import { ContentService } from '../../server/src/modules/content/content-service.ts';
import { newPost, newProject } from '../api/content-fixtures.ts';
import { CrashingTrail, survive } from './crashing-trail.ts';
import { openTestStore } from '../support/test-engine.ts';

async function open(dataDir: string, crash?: 'before' | 'after') {
  const store = await openTestStore(dataDir);
  const audit = new AuditService(await AuditRepo.open(store));
  const trail = crash ? new CrashingTrail(audit, crash) : audit;
  const service = new ContentService(await ContentRepo.open(store), trail, CONTENT_KIND_DEFS);
  return { audit, service };
}

const parse = (kind: 'projects' | 'posts', body: Record<string, unknown>) =>
  (CONTENT_KIND_DEFS.find((def) => def.kind === kind)?.createSchema ?? expect.fail(kind)).parse(body);
const project = (slug: string, extra: Record<string, unknown> = {}) =>
  parse('projects', { ...newProject(slug), ...extra });

describe('an applied content change always gets exactly one audit entry', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-content-audit-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const crash of ['before', 'after'] as const) {
    it(`when the process dies ${crash} each audit write, then the restart records every change once`, async () => {
      const { service: setup } = await open(dataDir);
      const a = await setup.create('projects', project('loft-a', { id: 'a' }), 'owner');
      const b = await setup.create('projects', project('loft-b', { id: 'b' }), 'owner');

      // Each change in a process that dies at its audit write, then a restart (which reconciles,
      // as services.ts does at start).
      const changes: ((s: ContentService) => Promise<unknown>)[] = [
        (s) => s.create('posts', parse('posts', { ...newPost('crash-post'), id: 'p' }), 'editor'),
        (s) => s.update('projects', a.id, project('loft-a2', { title: 'New' }), 'editor'),
        (s) => s.update('projects', a.id, project('loft-a2', { status: 'published' }), 'editor'),
        (s) => s.update('projects', a.id, project('loft-a2', { status: 'draft' }), 'editor'),
        (s) => s.restore('projects', a.id, 1, undefined, 'editor'),
        (s) => s.remove('projects', b.id, 'editor'),
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
      const summary = trail.map(
        (e) => `${e.action}:${e.itemId}:${e.beforeVersion ?? ''}:${e.afterVersion ?? ''}`,
      );
      expect(summary.sort()).toEqual(
        [
          'create:p::1',
          'update:a:1:2',
          'publish:a:2:3',
          'unpublish:a:3:4',
          'restore:a:4:5',
          'delete:b:1:',
        ].sort(),
      );
      expect((await service.get('projects', a.id)).version).toBe(5);
      expect((await service.listAll('projects')).map((entry) => entry.id)).toEqual(['a']);
      // The removed entry is gone for good: its first create replayed stays refused (it is in the
      // trash), and its id and slug can be used again for another entry.
      await expect(service.create('projects', project('loft-b', { id: 'b' }), 'owner')).rejects.toMatchObject(
        { status: 409 },
      );
      await expect(
        service.create('projects', project('loft-b', { id: 'b', title: 'Another loft' }), 'owner'),
      ).resolves.toMatchObject({
        version: 1,
      });
    });
  }

  it('when a removal waits for its entry, then its address is free and it is in no read', async () => {
    await (await open(dataDir)).service.create('projects', project('loft-c', { id: 'c' }), 'owner');
    await survive((await open(dataDir, 'before')).service.remove('projects', 'c', 'owner'));
    // Before any restart reconciles: the tombstone is invisible and holds no slug.
    const { service, audit } = await open(dataDir);
    await expect(service.get('projects', 'c')).rejects.toMatchObject({ status: 404 });
    expect(await service.lookup('projects', 'loft-c')).toBeNull();
    await expect(service.create('projects', project('loft-c'), 'owner')).resolves.toMatchObject({
      version: 1,
    });
    expect(await service.reconcileAudit()).toBe(1);
    const actions = (await audit.list({ limit: 10 })).map((e) => `${e.action}:${e.itemId}`);
    expect(actions.filter((a) => a.endsWith(':c')).sort()).toEqual(['create:c', 'delete:c']);
  });

  it('when the history cannot be written after the save (storage full), then the save is answered as done and kept', async () => {
    const store = await openTestStore(dataDir);
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const failing = { record: async () => Promise.reject(full) };
    const told: unknown[] = [];
    const service = new ContentService(await ContentRepo.open(store), failing, CONTENT_KIND_DEFS, {
      onLateFailure: (err) => told.push(err),
    });
    // The entry document is the commit point: the client is told it is saved, because it is.
    const entry = await service.create('projects', project('loft-e'), 'owner');
    expect(told).toEqual([full]);
    expect((await service.get('projects', entry.id)).title).toBe(entry.title);
    // The next start writes the history the full disk refused.
    const restarted = await open(dataDir);
    expect(await restarted.service.reconcileAudit()).toBe(1);
    expect((await restarted.audit.list({ limit: 10 })).map((e) => `${e.action}:${e.itemId}`)).toEqual([
      `create:${entry.id}`,
    ]);
  });

  it('when no crash happens, then each change has one entry and no marker is left', async () => {
    const { service, audit } = await open(dataDir);
    const entry = await service.create('projects', project('loft-d'), 'owner');
    await service.update('projects', entry.id, project('loft-d', { status: 'published' }), 'owner');
    await service.remove('projects', entry.id, 'owner');
    expect((await audit.list({ limit: 10 })).map((e) => e.action)).toEqual(['delete', 'publish', 'create']);
    expect(await service.reconcileAudit()).toBe(0);
  });
});
