import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { VersionSummary } from '#shared/schemas/content-entry.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { projectSeed } from '#shared/content/projects/project-seed.ts';
import { postSeed } from '#shared/content/blog/post-seed.ts';
import { CONTENT_KIND_DEFS } from '../../server/src/modules/content/content-kinds.ts';
import { ContentRepo } from '../../server/src/modules/content/content-repo.ts';
import { seedContent } from '../../server/src/modules/content/content-seed.ts';
import { newProject } from '../api/content-fixtures.ts';
import { openTestStore } from '../support/test-engine.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { createOwner, type OwnerSession, signInAt } from './fault-clients.ts';

/**
 * One commit per save (docs/audit-trail.md): a stream of project saves (create, edit, rename) on
 * three connections, SIGKILL in the middle, restart, three times over. Every acknowledged save
 * has its entry, its version record and its audit line; and every save the datastore holds at
 * all (acknowledged or cut off by the kill) has all three, never a part.
 */

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = dataDir = undefined;
});

const ENV = { RATE_LIMIT: 'false' };
const ADMIN = '/api/admin/content/projects';

interface Ack {
  id: string;
  version: number;
  slug: string;
}

/** create, edit, rename, edit... of one project per turn; stops when the server is gone. */
async function saveStream(owner: OwnerSession, prefix: string, acks: Ack[], running: () => boolean) {
  for (let turn = 0; running(); turn++) {
    const id = `${prefix}-${turn}`;
    let body: Record<string, unknown> = { ...newProject(`${id}-a`), id, status: 'published' };
    for (let step = 0; step < 4 && running(); step++) {
      let res: Response;
      let saved: ProjectEntry;
      try {
        res = await owner.call(step === 0 ? ADMIN : `${ADMIN}/${id}`, {
          method: step === 0 ? 'POST' : 'PUT',
          json: body,
        });
        if (res.status !== 200 && res.status !== 201) {
          if (running()) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
          return;
        }
        saved = (await res.json()) as ProjectEntry;
      } catch (err) {
        if (err instanceof Error && err.message.startsWith('unexpected')) throw err;
        return; // the server is gone (before or while answering): not acknowledged
      }
      acks.push({ id, version: saved.version, slug: saved.slug });
      const { createdAt: _c, updatedAt: _u, ...rest } = saved;
      // Step 2 renames the project (an old address to remember); the others change its words.
      body = { ...rest, slug: step === 1 ? `${id}-b` : saved.slug, title: `${id} step ${step + 1}` };
    }
  }
}

async function everything(base: string) {
  const owner = await signInAt(base);
  const get = async <T>(path: string) => (await (await owner.call(path)).json()) as T;
  const entries = (await get<ProjectEntry[]>(ADMIN)).filter((p) => p.id.startsWith('w'));
  const versions = new Map<string, number[]>();
  for (const entry of entries) {
    const list = await get<VersionSummary[]>(`${ADMIN}/${entry.id}/versions`);
    versions.set(
      entry.id,
      list.map((v) => v.version).sort((a, b) => a - b),
    );
  }
  const audit = await get<AuditEntry[]>('/api/admin/audit?collection=projects&limit=1000');
  return { entries, versions, audit };
}

describe('one commit per save', () => {
  it('when the server is killed during a stream of saves, then every save has its entry, version record and audit line after restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-save-commit-'));
    await createOwner(dataDir);
    const acks: Ack[] = [];
    for (const round of [1, 2, 3]) {
      server = await startServerProcess({ dataDir, env: ENV, site: 'stub' });
      const owner = await signInAt(server.url);
      let running = true;
      const streams = [0, 1, 2].map((w) => saveStream(owner, `w${round}${w}`, acks, () => running));
      const before = acks.length;
      await expect
        .poll(() => acks.length - before, { timeout: 60_000, interval: 5 })
        .toBeGreaterThan(10 + round * 4);
      running = false;
      expect(await server.kill('SIGKILL')).toBeNull();
      await Promise.all(streams);
    }

    server = await startServerProcess({ dataDir, env: ENV, site: 'stub' });
    const { entries, versions, audit } = await everything(server.url);
    const byId = new Map(entries.map((e) => [e.id, e]));
    const lines = new Set(audit.map((a) => `${a.itemId}@${a.afterVersion}`));
    const missing = acks.flatMap(({ id, version }) => [
      ...(byId.get(id) && byId.get(id)!.version >= version ? [] : [`entry ${id} v${version}`]),
      ...(versions.get(id)?.includes(version) ? [] : [`version record ${id} v${version}`]),
      ...(lines.has(`${id}@${version}`) ? [] : [`audit line ${id} v${version}`]),
    ]);
    expect(missing).toEqual([]);
    // Whatever the store holds (acknowledged or not) is whole: every version of every entry has
    // its record and its line, each once.
    for (const entry of entries) {
      const all = Array.from({ length: entry.version }, (_, i) => i + 1);
      expect(versions.get(entry.id)).toEqual(all);
      for (const v of all)
        expect(audit.filter((a) => a.itemId === entry.id && a.afterVersion === v)).toHaveLength(1);
    }
    // A rename's old address answers with the new one.
    const renamed = entries.find((e) => e.version >= 3)!;
    const old = await fetch(`${server.url}/api/content/projects/${renamed.id}-a`);
    expect(await old.json()).toEqual({ redirect: `/projects/${renamed.slug}` });
    expect(acks.length).toBeGreaterThan(36);
  }, 240_000);

  it('when the first start dies after storing the sample projects but before their versions, then the next start adds the versions', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-seed-commit-'));
    const projects = CONTENT_KIND_DEFS.filter((def) => def.kind === 'projects');
    const store = await openTestStore(dataDir);
    await seedContent(await ContentRepo.open(store), projects, { projects: projectSeed() });
    // What the crash left: the entries, without their version records and the seed marker.
    await (await store.collection<object>({ name: 'content-versions' })).deleteMany({});
    await (await store.collection<object>({ name: 'content-addresses' })).deleteMany({
      _id: 'seeded:projects',
    });

    const repo = await ContentRepo.open(store);
    expect(await seedContent(repo, projects, { projects: projectSeed() })).toEqual(['projects']);
    const entries = await repo.list('projects');
    expect(entries).toHaveLength(projectSeed().length);
    for (const entry of entries) {
      expect((await repo.listVersions('projects', entry.id)).map((v) => v.version)).toEqual([1]);
    }
  });

  it('when the first start dies with one kind stored without its versions and another not begun, then the next start completes the one and seeds the other', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-seed-commit-'));
    const kinds = CONTENT_KIND_DEFS.filter((def) => def.kind === 'projects' || def.kind === 'posts');
    const seed = { projects: projectSeed(), posts: postSeed() };
    const store = await openTestStore(dataDir);
    await seedContent(await ContentRepo.open(store), kinds, seed);
    // What the crash left: the projects without their versions and marker, no posts at all.
    await (await store.collection<object>({ name: 'content-versions' })).deleteMany({});
    await (await store.collection<object>({ name: 'content-addresses' })).deleteMany({});
    await (await store.collection<object>({ name: 'content' })).deleteMany({ kind: 'posts' });

    const repo = await ContentRepo.open(store);
    expect(await seedContent(repo, kinds, seed)).toEqual(kinds.map((def) => def.kind));
    for (const kind of ['projects', 'posts'] as const) {
      const entries = await repo.list(kind);
      expect(entries).toHaveLength(seed[kind].length);
      for (const entry of entries) {
        expect((await repo.listVersions(kind, entry.id)).map((v) => v.version)).toEqual([1]);
      }
      expect(await repo.isSeeded(kind)).toBe(true);
    }
    // Marked: a third start adds nothing.
    expect(await seedContent(repo, kinds, seed)).toEqual([]);
  });
});
