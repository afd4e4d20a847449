import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_SUCCESS } from '#shared/schemas/newsletter.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const post = (
  url: string,
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) =>
  fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/newsletter', () => {
  it('when the email is valid, then it is stored normalised and on disk before the answer', async () => {
    app = await startTestApp();
    const res = await post(app.url, { email: '  Jane.Agent@Example.COM ', source: '/blog' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: NEWSLETTER_SUCCESS });
    const file = await readFile(join(app.dataDir, 'subscribers.db'), 'utf8');
    expect(file).toContain('"email":"jane.agent@example.com"');
    expect(file).toContain('"source":"/blog"');
    expect(file).toContain('"consentText":');
  });

  it('when the same address signs up twice, then both answers are identical and it is stored once', async () => {
    app = await startTestApp();
    const first = await (await post(app.url, { email: 'a@b.co' })).json();
    const second = await (await post(app.url, { email: 'A@B.CO' })).json();
    expect(second).toEqual(first);
    expect(await app.services.newsletter.repo.count()).toBe(1);
  });

  it('when ten signups of the same new address arrive at once, then all get the same answer and it is stored once', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    // Open ten keep-alive connections first, so the signups reach the server together.
    await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${app!.url}/api/health`).then((r) => r.text())),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await post(app!.url, { email: 'race@agent.ca' });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers).toEqual(Array(10).fill({ status: 201, body: { message: NEWSLETTER_SUCCESS } }));
    expect(await app.services.newsletter.repo.count()).toBe(1);
    expect((await app.services.newsletter.repo.findByEmail('race@agent.ca'))?.unsubscribedAt).toBeUndefined();
  });

  it('when ten signups of one new address race inside the service, then none fails and one is the new subscription', async () => {
    app = await startTestApp();
    const newsletter = app.services.newsletter;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => newsletter.subscribe({ email: 'same@agent.ca' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill('fulfilled'));
    const tokens = results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'));
    expect(tokens.filter((t) => t !== null)).toHaveLength(1);
    expect((await newsletter.repo.findByEmail('same@agent.ca'))?.unsubscribeToken).toBe(tokens.find(Boolean));
    expect(await newsletter.repo.count()).toBe(1);
  });

  it.each([
    [{ email: '' }, 400],
    [{ email: 'no-at-sign' }, 400],
    [{ email: { $gt: '' } }, 400],
    [{}, 400],
    [{ email: 'a@b.co', extra: 1 }, 400],
  ])('when the body is %j, then it answers %i with a JSON error', async (body, status) => {
    app = await startTestApp();
    const res = await post(app.url, body);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
  });

  it('when the JSON is malformed, then 400 and no stack trace', async () => {
    app = await startTestApp();
    const res = await post(app.url, '{"email": ');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Malformed JSON body' });
    expect(text).not.toMatch(/at .*\.js/);
  });

  it('when the data directory is reopened, then the subscriber is still there', async () => {
    app = await startTestApp();
    await post(app.url, { email: 'keep@me.ca' });
    const dir = app.dataDir;
    await app.close({ keepData: true });
    app = await startTestApp({}, dir);
    const found = await app.services.newsletter.repo.findByEmail('keep@me.ca');
    expect(found?.email).toBe('keep@me.ca');
    await app.close();
    await rm(dir, { recursive: true, force: true });
    app = undefined;
  });
});

describe('unknown API paths', () => {
  it('when a path is not an API route, then 404 with a JSON error', async () => {
    app = await startTestApp();
    const res = await fetch(`${app.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No API route for GET /api/does-not-exist' });
  });
});
