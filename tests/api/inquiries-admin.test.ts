import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry.ts';
import { postJson, signed } from './inquiry-requests.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

describe("the owner's quote requests", () => {
  it('when listed, then newest first; marking handled stamps handledAt, marking new removes it', async () => {
    owner = await ownerForTest();
    await postJson(owner.app.url, signed(owner.app, { firstName: 'First' }));
    // Newest first needs distinct creation times: wait for the clock to move on.
    const firstAt = Date.now();
    await expect.poll(() => Date.now()).toBeGreaterThan(firstAt);
    await postJson(owner.app.url, signed(owner.app, { firstName: 'Second' }));
    const list = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(list.map((i) => i.firstName)).toEqual(['Second', 'First']);

    const handled = await owner.call(`/api/admin/inquiries/${list[1]!.id}`, {
      method: 'PATCH',
      json: { status: 'handled' },
    });
    expect(handled.status).toBe(200);
    expect(await handled.json()).toMatchObject({
      id: list[1]!.id,
      status: 'handled',
      handledAt: expect.any(String),
    });
    const reopened = await owner.call(`/api/admin/inquiries/${list[1]!.id}`, {
      method: 'PATCH',
      json: { status: 'new' },
    });
    expect(await reopened.json()).not.toHaveProperty('handledAt');
  });

  it('when the status is not new/handled or the id is unknown, then 400 / 404', async () => {
    owner = await ownerForTest();
    expect((await postJson(owner.app.url, signed(owner.app))).status).toBe(201);
    const [item] = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(
      (await owner.call(`/api/admin/inquiries/${item!.id}`, { method: 'PATCH', json: { status: 'done' } }))
        .status,
    ).toBe(400);
    expect(
      (await owner.call('/api/admin/inquiries/nope', { method: 'PATCH', json: { status: 'handled' } }))
        .status,
    ).toBe(404);
  });

  it('when not signed in, then 401; a PATCH without the CSRF token is 403', async () => {
    owner = await ownerForTest();
    expect((await fetch(`${owner.app.url}/api/admin/inquiries`)).status).toBe(401);
    const patch = await owner.call('/api/admin/inquiries/x', {
      method: 'PATCH',
      json: { status: 'handled' },
      csrf: false,
    });
    expect(patch.status).toBe(403);
  });

  it('when the server restarts, then the requests and their status are kept', async () => {
    owner = await ownerForTest();
    const dir = owner.app.dataDir;
    await postJson(owner.app.url, signed(owner.app));
    const [item] = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    await owner.call(`/api/admin/inquiries/${item!.id}`, { method: 'PATCH', json: { status: 'handled' } });
    await owner.app.close({ keepData: true });
    owner = await ownerForTest({}, dir);
    const after = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    expect(after).toEqual([{ ...item, status: 'handled', handledAt: expect.any(String) }]);
    await owner.app.close();
    owner = undefined;
    await rm(dir, { recursive: true, force: true });
  });
});
