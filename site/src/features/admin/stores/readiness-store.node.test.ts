import { describe, expect, it } from 'vitest';
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

  it('when the owner signs out, then the answer is forgotten', async () => {
    const { stores } = await server.signedIn();
    await stores.readiness.getState().load();
    expect(stores.readiness.getState().status).toBe('ready');
    await stores.session.getState().signOut();
    expect(stores.readiness.getState()).toMatchObject({ status: 'idle', readiness: undefined });
  });
});
