import { rm } from 'node:fs/promises';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Inquiry } from '#shared/schemas/inquiry.ts';
import type { Subscriber } from '#shared/schemas/newsletter.ts';
import { postJson, signed } from './inquiry-requests.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

/** Every document of a collection, straight from the datastore (either engine). */
async function stored(client: OwnerClient, name: string): Promise<unknown[]> {
  return (await client.app.services.store.collection<object>({ name })).find({});
}

const inquiries = async (client: OwnerClient) =>
  (await (await client.call('/api/admin/inquiries')).json()) as Inquiry[];
const subscribers = async (client: OwnerClient) =>
  (await (await client.call('/api/admin/subscribers')).json()) as Subscriber[];
const auditOf = async (client: OwnerClient, collection: string) =>
  (await (await client.call(`/api/admin/audit?collection=${collection}`)).json()) as AuditEntry[];

async function subscribe(url: string, email: string) {
  const res = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(201);
}

describe('erasing a quote request', () => {
  it('when the owner deletes one, then it is gone from the list and the datastore, and the trail says so without the person', async () => {
    owner = await ownerForTest();
    await postJson(owner.app.url, signed(owner.app, { firstName: 'Keep' }));
    await postJson(owner.app.url, signed(owner.app, { firstName: 'Spam', email: 'spam@bots.example' }));
    const spam = (await inquiries(owner)).find((i) => i.firstName === 'Spam')!;

    const res = await owner.call(`/api/admin/inquiries/${spam.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await inquiries(owner)).map((i) => i.firstName)).toEqual(['Keep']);
    const left = JSON.stringify(await stored(owner, 'inquiries'));
    expect(left).not.toContain('spam@bots.example');
    expect(left).not.toContain(spam.id);

    const [line, ...rest] = await auditOf(owner, 'inquiries');
    expect(rest).toEqual([]);
    expect(line).toEqual({
      who: 'owner@lumen.test',
      action: 'erase',
      collection: 'inquiries',
      at: expect.any(String),
    });
    const trail = JSON.stringify(await (await owner.call('/api/admin/audit')).json());
    expect(trail).not.toContain('spam@bots.example');
    expect(trail).not.toContain('Spam');

    // Already gone, or never there: 404; not signed in: 401; without the CSRF token: 403.
    expect((await owner.call(`/api/admin/inquiries/${spam.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await owner.call('/api/admin/inquiries/not%20an%20id', { method: 'DELETE' })).status).toBe(404);
    const keep = (await inquiries(owner))[0]!;
    expect(
      (await fetch(`${owner.app.url}/api/admin/inquiries/${keep.id}`, { method: 'DELETE' })).status,
    ).toBe(401);
    const noCsrf = await owner.call(`/api/admin/inquiries/${keep.id}`, { method: 'DELETE', csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await inquiries(owner)).toHaveLength(1);
  });

  it('when a retention period is set, then handled requests older than it are erased at start, new ones kept', async () => {
    // 0.00002 days is about 1.7 s: long enough to tell "just handled" from "handled a while ago".
    const env = { INQUIRY_RETENTION_DAYS: '0.00002' };
    onTestFinished(() => {
      vi.useRealTimers();
    });
    owner = await ownerForTest(env);
    const dir = owner.app.dataDir;
    await postJson(owner.app.url, signed(owner.app, { firstName: 'Handled' }));
    await postJson(owner.app.url, signed(owner.app, { firstName: 'Open' }));
    const handled = (await inquiries(owner)).find((i) => i.firstName === 'Handled')!;
    await owner.call(`/api/admin/inquiries/${handled.id}`, { method: 'PATCH', json: { status: 'handled' } });
    // Just handled: not yet due.
    expect(await owner.app.services.inquiries.eraseExpired()).toBe(0);
    // Two seconds later (the clock the server reads; timers and sockets run as ever).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
    await owner.app.close({ keepData: true });

    owner = await ownerForTest(env, dir);
    expect((await inquiries(owner)).map((i) => i.firstName)).toEqual(['Open']);
    expect(JSON.stringify(await stored(owner, 'inquiries'))).not.toContain(handled.id);
    expect(await auditOf(owner, 'inquiries')).toEqual([
      { who: 'retention period', action: 'erase', collection: 'inquiries', at: expect.any(String) },
    ]);
    await owner.app.close();
    owner = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('when no retention period is set, then handled requests are kept', async () => {
    owner = await ownerForTest();
    await postJson(owner.app.url, signed(owner.app));
    const [one] = await inquiries(owner);
    await owner.call(`/api/admin/inquiries/${one!.id}`, { method: 'PATCH', json: { status: 'handled' } });
    expect(await owner.app.services.inquiries.eraseExpired(new Date(Date.now() + 1e12))).toBe(0);
    expect(await inquiries(owner)).toHaveLength(1);
  });
});

describe('erasing a subscriber', () => {
  it('when the owner deletes one by address, then it is gone from the list, the export and the datastore', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'stay@agent.ca');
    await subscribe(owner.app.url, 'leave@agent.ca');

    const res = await owner.call(`/api/admin/subscribers?email=${encodeURIComponent('Leave@Agent.ca')}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    expect((await subscribers(owner)).map((s) => s.email)).toEqual(['stay@agent.ca']);
    expect(await (await owner.call('/api/admin/subscribers?format=csv')).text()).not.toContain('leave@');
    expect(JSON.stringify(await stored(owner, 'subscribers'))).not.toContain('leave@agent.ca');
    expect(await auditOf(owner, 'subscribers')).toEqual([
      { who: 'owner@lumen.test', action: 'erase', collection: 'subscribers', at: expect.any(String) },
    ]);
    expect(JSON.stringify(await (await owner.call('/api/admin/audit')).json())).not.toContain('leave@');

    // The person may sign up again later: a new consent record.
    await subscribe(owner.app.url, 'leave@agent.ca');
    expect((await subscribers(owner)).map((s) => s.email).sort()).toEqual([
      'leave@agent.ca',
      'stay@agent.ca',
    ]);
  });

  it('when the address is missing, malformed or unknown, then 400 / 404 with a JSON error and nothing erased', async () => {
    owner = await ownerForTest();
    await subscribe(owner.app.url, 'stay@agent.ca');
    for (const query of ['', '?email=', '?email=not-an-address']) {
      const res = await owner.call(`/api/admin/subscribers${query}`, { method: 'DELETE' });
      expect(res.status).toBe(400);
      const refusal = (await res.json()) as { error: string; fields: { path: string }[] };
      expect(refusal.error).toMatch(/^Email /);
      expect(refusal.fields.map((f) => f.path)).toEqual(['email']);
    }
    const unknown = await owner.call('/api/admin/subscribers?email=nobody%40agent.ca', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No subscriber with this address' });
    const noCsrf = await owner.call('/api/admin/subscribers?email=stay%40agent.ca', {
      method: 'DELETE',
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(await subscribers(owner)).toHaveLength(1);
    expect(await auditOf(owner, 'subscribers')).toEqual([]);
  });
});
