import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import type { FetchLike } from '#shared/api/client.ts';
import { API } from '#shared/api/paths.ts';
import type { createAdminStores } from './admin-stores.ts';
import { serverForStores } from './stores-test-server.ts';

/** The readiness panel's store against the real server: it follows the owner's edits by itself. */
const OWNER = { email: 'ready-owner@lumen.test', name: 'Rhea Ready', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false' });

/** Resolves once the store's answer satisfies `check` (it reloads on its own after edits). */
function until(stores: ReturnType<typeof createAdminStores>, check: (ids: string[]) => boolean) {
  const ids = () => stores.readiness.getState().readiness?.samples.map((s) => `${s.kind}:${s.id}`) ?? [];
  return new Promise<string[]>((resolve) => {
    if (check(ids())) return resolve(ids());
    const stop = stores.readiness.subscribe(() => {
      if (check(ids())) {
        stop();
        resolve(ids());
      }
    });
  });
}

/** A network on which the readiness check can be cut off, as it is when the owner goes offline. */
function cuttableNetwork() {
  let offline = false;
  const fetchLike: FetchLike = async (input, init) => {
    if (offline && new URL(input).pathname === API.adminReadiness) throw new TypeError('fetch failed');
    return fetch(input, init);
  };
  return { fetch: fetchLike, cut: () => (offline = true), restore: () => (offline = false) };
}

/** A network that counts the readiness checks and can hold their answers until let go. */
function heldNetwork() {
  let calls = 0;
  let held: Promise<void> | undefined;
  let letGo = () => {};
  const fetchLike: FetchLike = async (input, init) => {
    if (new URL(input).pathname !== API.adminReadiness) return fetch(input, init);
    calls++;
    const answer = await fetch(input, init);
    await held;
    return answer;
  };
  return {
    fetch: fetchLike,
    calls: () => calls,
    hold: () => (held = new Promise<void>((resolve) => (letGo = resolve))),
    letGo: () => letGo(),
  };
}

describe('readiness store', () => {
  it('when the owner saves a change to a sample project in the editor, then the readiness answer drops it without being asked', async () => {
    const { stores } = await server.signedIn();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState().readiness?.samples.map((s) => s.id)).toContain('3');

    await stores.projects.getState().load();
    stores.projects.getState().edit(stores.projects.getState().entries.find((p) => p.id === '3')!);
    stores.projects.getState().update((f) => ({ ...f, location: 'Our own address' }));
    expect(await stores.projects.getState().save()).toBe(true);

    const after = await until(stores, (ids) => !ids.includes('projects:3'));
    expect(after).toContain('projects:1');
    expect(after).not.toContain('projects:3');
  });

  it('when the owner saves several times while a check is on its way, then one more check follows it and sees every save', async () => {
    const network = heldNetwork();
    const { stores } = await server.signedIn({ fetch: network.fetch });
    await stores.projects.getState().load();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState().readiness?.samples.map((s) => s.id)).toEqual(
      expect.arrayContaining(['1', '2']),
    );
    const before = network.calls();

    network.hold();
    const first = stores.readiness.getState().load();
    for (const id of ['1', '2']) {
      stores.projects.getState().edit(stores.projects.getState().entries.find((p) => p.id === id)!);
      stores.projects.getState().update((f) => ({ ...f, location: `Our own address ${id}` }));
      expect(await stores.projects.getState().save()).toBe(true);
    }
    expect(stores.readiness.getState().checking).toBe(true);
    network.letGo();
    await first;

    const ids = stores.readiness.getState().readiness!.samples.map((s) => `${s.kind}:${s.id}`);
    expect(ids).not.toContain('projects:1');
    expect(ids).not.toContain('projects:2');
    expect(network.calls() - before).toBe(2);
    expect(stores.readiness.getState().checking).toBe(false);
  });

  it('when lists load for the first time or bring what they showed again, then no check is asked; a reload bringing a change made elsewhere asks one', async () => {
    const network = heldNetwork();
    const { stores } = await server.signedIn({ fetch: network.fetch });
    await stores.readiness.getState().load();
    const before = network.calls();
    for (const list of [stores.portfolio, stores.projects, stores.posts, stores.pictures, stores.projects])
      await list.getState().load();
    await stores.readiness.getState().load(); // waits for any check the loads asked for
    expect(network.calls() - before).toBe(1);

    // Another window saves sample project 4; this one's list brings it on its next load.
    const other = await server.signedIn({ load: 'projects' });
    other.stores.projects
      .getState()
      .edit(other.stores.projects.getState().entries.find((p) => p.id === '4')!);
    other.stores.projects.getState().update((f) => ({ ...f, location: 'Changed in another window' }));
    expect(await other.stores.projects.getState().save()).toBe(true);
    await stores.projects.getState().load();
    expect(await until(stores, (ids) => !ids.includes('projects:4'))).not.toContain('projects:4');
    expect(network.calls() - before).toBe(2);
  });

  it('when the owner saves a sample testimonial, then the readiness answer drops it without being asked', async () => {
    const { stores } = await server.signedIn();
    await stores.readiness.getState().load();
    const sample = stores.readiness.getState().readiness!.samples.find((s) => s.kind === 'testimonials')!;
    await stores.testimonials.getState().load();
    stores.testimonials
      .getState()
      .edit(stores.testimonials.getState().entries.find((t) => t.id === sample.id)!);
    stores.testimonials.getState().update((f) => ({ ...f, quote: 'What our own client said of us.' }));
    expect(await stores.testimonials.getState().save()).toBe(true);
    expect(await until(stores, (ids) => !ids.includes(`testimonials:${sample.id}`))).not.toContain(
      `testimonials:${sample.id}`,
    );
  });

  it('when a deleted sample is restored from the trash before its list was opened, then the readiness answer lists it again', async () => {
    const deleting = await server.signedIn({ load: 'projects' });
    deleting.stores.projects
      .getState()
      .edit(deleting.stores.projects.getState().entries.find((p) => p.id === '5')!);
    await deleting.stores.projects.getState().remove();
    const { stores } = await server.signedIn();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState().readiness!.samples.map((s) => `${s.kind}:${s.id}`)).not.toContain(
      'projects:5',
    );
    await stores.trash.getState().load();
    const trashed = stores.trash.getState().list.find((t) => t.kind === 'projects' && t.itemId === '5')!;
    await stores.trash.getState().restore(trashed.id);
    expect(await until(stores, (ids) => ids.includes('projects:5'))).toContain('projects:5');
  });

  it('when the owner signs out, then the answer is forgotten', async () => {
    const { stores } = await server.signedIn();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState().status).toBe('ready');
    await stores.session.getState().signOut();
    expect(stores.readiness.getState()).toMatchObject({ status: 'idle', readiness: undefined });
  });

  it('when checking again fails with an answer on screen, then the answer stays and the failure is said until a check succeeds', async () => {
    const network = cuttableNetwork();
    const { stores } = await server.signedIn({ fetch: network.fetch });
    await stores.readiness.getState().load();
    const shown = stores.readiness.getState();
    expect(shown.status).toBe('ready');

    network.cut();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState()).toMatchObject({
      status: 'ready',
      readiness: shown.readiness,
      checkedAt: shown.checkedAt,
      recheckFailed: OFFLINE_MESSAGE,
      checking: false,
    });

    network.restore();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState()).toMatchObject({ status: 'ready', recheckFailed: undefined });
  });

  it('when the first check fails, then the section says why (nothing to keep)', async () => {
    const network = cuttableNetwork();
    network.cut();
    const { stores } = await server.signedIn({ fetch: network.fetch });
    await stores.readiness.getState().load();
    expect(stores.readiness.getState()).toMatchObject({
      status: 'error',
      error: OFFLINE_MESSAGE,
      readiness: undefined,
      recheckFailed: undefined,
    });
  });
});
