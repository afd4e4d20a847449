import { describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { API } from '#shared/api/paths.ts';
import { OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import { refreshFailedNotice } from './list-loads.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * A list asked for before the owner deletes or restores an entry, and arriving after, must not
 * bring the entry back (list-loads.ts). The network holds that one list's answer back: the server
 * has answered, with the entry still in it, before the owner's change is made.
 */
const OWNER = { email: 'loads-owner@lumen.test', name: 'Lou Owner', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

/** A network that holds back the next answer to GET `path` until `release()`. */
function slowList() {
  let armed: string | undefined;
  let cut: string | undefined;
  let arrived = () => {};
  let release = () => {};
  const fetchLike: FetchLike = async (input, init) => {
    if (cut && (init?.method ?? 'GET') === 'GET' && new URL(input).pathname === cut) {
      cut = undefined;
      // What fetch does when the connection is gone.
      throw new TypeError('fetch failed');
    }
    const response = await fetch(input, init);
    if (armed && (init?.method ?? 'GET') === 'GET' && new URL(input).pathname === armed) {
      armed = undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      arrived();
      await gate;
    }
    return response;
  };
  return {
    fetch: fetchLike,
    /** Arms the hold and resolves once the held answer has come back from the server. */
    hold(path: string) {
      armed = path;
      return new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
    release: () => release(),
    /** The next GET of `path` fails as it does offline. */
    cut(path: string) {
      cut = path;
    },
  };
}

const signedIn = async () => {
  const network = slowList();
  const window = await server.signedIn({ load: 'portfolio', fetch: network.fetch });
  return { ...window, network };
};

describe('a list answer that arrives after the owner changed the list', () => {
  it('when a quote request is deleted while the inbox is loading again, then it does not come back', async () => {
    const { stores, network } = await signedIn();
    const request = {
      firstName: 'Erin',
      lastName: 'Erase',
      email: 'erin@example.com',
      details: 'Please forget me',
      status: 'new' as const,
    };
    await server.app.services.inquiries.repo.insert({
      ...request,
      id: 'c0c1d2e3-0000-4000-8000-000000000001',
      createdAt: new Date().toISOString(),
    });
    await server.app.services.inquiries.repo.insert({
      ...request,
      id: 'c0c1d2e3-0000-4000-8000-000000000002',
      firstName: 'Kim',
      lastName: 'Keep',
      createdAt: new Date().toISOString(),
    });
    await stores.inquiries.getState().load();

    const held = network.hold(API.adminInquiries);
    const again = stores.inquiries.getState().load();
    await held;
    await stores.inquiries.getState().erase('c0c1d2e3-0000-4000-8000-000000000001');
    network.release();
    await again;

    const names = stores.inquiries.getState().list.map((i) => `${i.firstName} ${i.lastName}`);
    expect(names).not.toContain('Erin Erase');
    expect(names).toContain('Kim Keep');
    expect(stores.inquiries.getState().status).toBe('ready');
  });

  it('when a subscriber is removed while the list is loading again, then the address does not come back', async () => {
    const { stores, network } = await signedIn();
    await server.app.services.newsletter.subscribe({ email: 'gone@agent.ca', source: '/blog' });
    await stores.subscribers.getState().load();

    const held = network.hold(API.adminSubscribers);
    const again = stores.subscribers.getState().load();
    await held;
    await stores.subscribers.getState().erase('gone@agent.ca');
    network.release();
    await again;

    expect(stores.subscribers.getState().list.map((s) => s.email)).not.toContain('gone@agent.ca');
  });

  it('when an item is restored while the trash is loading again, then it leaves the trash for good', async () => {
    const { stores, network } = await signedIn();
    const item = stores.portfolio.getState().data!.dronePortfolio[0]!;
    await stores.portfolio.getState().deleteItem('dronePortfolio', item);
    await stores.trash.getState().load();
    const trashed = stores.trash.getState().list.find((t) => t.itemId === item.id)!;

    const held = network.hold(API.adminTrash);
    const again = stores.trash.getState().load();
    await held;
    await stores.trash.getState().restore(trashed.id);
    network.release();
    await again;

    expect(stores.trash.getState().list.map((t) => t.id)).not.toContain(trashed.id);
  });

  it('when a portfolio item is deleted while the portfolio is loading again, then it stays deleted', async () => {
    const { stores, network } = await signedIn();
    const item = stores.portfolio.getState().data!.videoPortfolio[0]!;

    const held = network.hold(API.adminPortfolio);
    const again = stores.portfolio.getState().load();
    await held;
    await stores.portfolio.getState().deleteItem('videoPortfolio', item);
    network.release();
    await again;

    expect(stores.portfolio.getState().data!.videoPortfolio.map((i) => i.id)).not.toContain(item.id);
  });

  it('when a project is deleted while its list is loading again, then it stays deleted', async () => {
    const { stores, network } = await signedIn();
    await stores.projects.getState().load();
    const entry = stores.projects.getState().entries[0]!;
    stores.projects.getState().edit(entry);

    const held = network.hold(API.adminContent('projects'));
    const again = stores.projects.getState().load();
    await held;
    await stores.projects.getState().remove();
    network.release();
    await again;

    expect(stores.projects.getState().entries.map((e) => e.id)).not.toContain(entry.id);
    expect(stores.projects.getState().listStatus).toBe('ready');
  });

  it("when an entry's versions are asked for twice and the first answer comes last, then the newest version stays listed", async () => {
    const { stores, network } = await signedIn();
    await stores.projects.getState().load();
    const entry = stores.projects.getState().entries[0]!;
    stores.projects.getState().edit(entry);
    const path = API.adminContentVersions('projects', entry.id);

    const held = network.hold(path);
    const first = stores.versions.getState().load('projects', entry.id);
    await held;
    stores.projects.getState().update((form) => ({ ...form, title: `${form.title} (again)` }));
    expect(await stores.projects.getState().save()).toBe(true);
    const saved = stores.projects.getState().current!.version;
    await stores.versions.getState().load('projects', entry.id);
    network.release();
    await first;

    expect(stores.versions.getState().versions.map((v) => v.version)).toContain(saved);
    expect(stores.versions.getState().loading).toBe(false);
  });
});

describe('a list that cannot be asked for again', () => {
  it('when the subscribers on screen cannot be refreshed, then they stay and a notice says why', async () => {
    const { stores, network } = await signedIn();
    await server.app.services.newsletter.subscribe({ email: 'stays@agent.ca', source: '/blog' });
    await stores.subscribers.getState().load();

    network.cut(API.adminSubscribers);
    await stores.subscribers.getState().load();

    expect(stores.subscribers.getState().status).toBe('ready');
    expect(stores.subscribers.getState().list.map((s) => s.email)).toContain('stays@agent.ca');
    expect(stores.toasts.getState().toast).toMatchObject({
      title: 'This list could not be refreshed',
      description: `${OFFLINE_MESSAGE} It shows what was last loaded.`,
    });
  });

  it('when the projects on screen cannot be refreshed, then they stay and a notice says why', async () => {
    const { stores, network } = await signedIn();
    await stores.projects.getState().load();
    const shown = stores.projects.getState().entries.length;

    network.cut(API.adminContent('projects'));
    await stores.projects.getState().load();

    expect(stores.projects.getState().listStatus).toBe('ready');
    expect(stores.projects.getState().entries).toHaveLength(shown);
    // The same notice as every section's list.
    expect(stores.toasts.getState().toast).toMatchObject(refreshFailedNotice(new TypeError('fetch failed')));
  });

  it('when an error notice is open, then a failed refresh keeps the list and leaves that notice', async () => {
    const { stores, network } = await signedIn();
    await stores.subscribers.getState().load();
    stores.toasts.getState().show({ title: 'The project could not be opened', variant: 'destructive' });

    network.cut(API.adminSubscribers);
    await stores.subscribers.getState().load();

    expect(stores.subscribers.getState().status).toBe('ready');
    expect(stores.toasts.getState().toast?.title).toBe('The project could not be opened');
  });

  it('when a list never loaded cannot be had, then the section says why and no notice is shown', async () => {
    const { stores, network } = await signedIn();

    network.cut(API.adminInquiries);
    await stores.inquiries.getState().load();

    expect(stores.inquiries.getState()).toMatchObject({ status: 'error', error: OFFLINE_MESSAGE });
    expect(stores.toasts.getState().toast).toBeNull();
  });
});
