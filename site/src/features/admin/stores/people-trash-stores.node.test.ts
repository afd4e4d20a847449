import { describe, expect, it } from 'vitest';
import { serverForStores } from './stores-test-server.ts';

/** Erasing people's data and the trash, through the stores against the real server. */
const OWNER = { email: 'trash-owner@lumen.test', name: 'Tess Owner', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

const signedIn = () => server.signedIn({ load: 'portfolio' });

describe("people's data in the admin", () => {
  it('when the owner deletes a quote request, then it is asked first by name, and gone once confirmed', async () => {
    const { stores, record, control } = await signedIn();
    await server.app.services.inquiries.repo.insert({
      id: 'b0c1d2e3-0000-4000-8000-000000000001',
      firstName: 'Sam',
      lastName: 'Spammer',
      email: 'sam@bots.example',
      details: 'Cheap backlinks',
      status: 'new',
      createdAt: new Date().toISOString(),
    });
    await stores.inquiries.getState().load();
    const [inquiry] = stores.inquiries.getState().list;

    control.confirmAnswer = false;
    await stores.inquiries.getState().erase(inquiry!.id);
    expect(record.confirms).toEqual([
      'Delete the quote request from Sam Spammer for good? It is erased from the site and cannot be restored.',
    ]);
    expect(await server.app.services.inquiries.list()).toHaveLength(1);

    control.confirmAnswer = true;
    await stores.inquiries.getState().erase(inquiry!.id);
    expect(stores.toasts.getState().toast?.title).toBe('Request deleted');
    expect(stores.inquiries.getState().list).toEqual([]);
    expect(await server.app.services.inquiries.list()).toEqual([]);
  });

  it('when the owner deletes a listing lead, then the question and the notice call it a listing lead', async () => {
    const { stores, record } = await signedIn();
    await server.app.services.inquiries.repo.insert({
      id: 'b0c1d2e3-0000-4000-8000-000000000002',
      firstName: 'Lee',
      lastName: 'Buyer',
      email: 'lee@buyers.example',
      details: 'Is the basement finished?',
      listing: { slug: '48-maple-avenue', address: '48 Maple Avenue' },
      status: 'new',
      createdAt: new Date().toISOString(),
    });
    await stores.inquiries.getState().load();
    const lead = stores.inquiries.getState().list.find((i) => i.email === 'lee@buyers.example');
    await stores.inquiries.getState().erase(lead!.id);
    expect(record.confirms.at(-1)).toBe(
      'Delete the listing lead from Lee Buyer for good? It is erased from the site and cannot be restored.',
    );
    expect(stores.toasts.getState().toast?.description).toBe('The listing lead is erased from the site.');
  });

  it('when the owner removes a subscriber, then the address is erased from the list and the server', async () => {
    const { stores, record } = await signedIn();
    await server.app.services.newsletter.subscribe({ email: 'leave@agent.ca', source: '/blog' });
    await stores.subscribers.getState().load();
    await stores.subscribers.getState().erase('leave@agent.ca');
    expect(record.confirms[0]).toContain('Remove leave@agent.ca from the newsletter list for good?');
    expect(stores.toasts.getState().toast?.title).toBe('Subscriber removed');
    expect(stores.subscribers.getState().list.map((s) => s.email)).not.toContain('leave@agent.ca');
    expect((await server.app.services.subscribers.list()).map((s) => s.email)).not.toContain(
      'leave@agent.ca',
    );
  });
});

describe('the trash in the admin', () => {
  it('when a portfolio item is deleted, then the trash lists it by name and Restore brings it back to its list', async () => {
    const { stores } = await signedIn();
    const item = stores.portfolio.getState().data!.editingPortfolio[0]!;
    await stores.portfolio.getState().deleteItem('editingPortfolio', item);
    expect(stores.portfolio.getState().data!.editingPortfolio.map((i) => i.id)).not.toContain(item.id);

    await stores.trash.getState().load();
    const trashed = stores.trash.getState().list.find((t) => t.itemId === item.id);
    expect(trashed).toMatchObject({ kind: 'editingPortfolio', name: item.title });
    await stores.trash.getState().restore(trashed!.id);
    expect(stores.toasts.getState().toast).toMatchObject({
      title: 'Restored',
      description: `"${item.title}" is back where it was.`,
    });
    expect(stores.trash.getState().list.map((t) => t.id)).not.toContain(trashed!.id);
    await expect
      .poll(() => stores.portfolio.getState().data!.editingPortfolio.map((i) => i.id))
      .toContain(item.id);
  });
});
