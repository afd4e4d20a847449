import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import { type OwnerClient, startAsOwner, TEST_OWNER } from './owner-client.ts';

/**
 * Each API address reads one kind of body: JSON, except the no-JavaScript forms (urlencoded) and
 * the upload (multipart). Any other body type is a 415 with the JSON error, before anything runs.
 */

let owner: OwnerClient;
beforeAll(async () => {
  owner = await startAsOwner({ RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });
});
afterAll(async () => {
  await owner?.app.close();
});

const PHOTO = PORTFOLIO_SEED.photographyPortfolio[0]!;
const ITEM = { title: 'Loft', description: 'Open plan', type: 'image', src: '/images/a.jpg', alt: 'Loft' };

/** Address, method, a body it accepts, and whether the owner's session goes with it. */
const JSON_ONLY: [string, string, unknown, boolean][] = [
  ['/api/auth/login', 'POST', { email: TEST_OWNER.email, password: TEST_OWNER.password }, false],
  [
    '/api/auth/setup',
    'POST',
    { token: 'x'.repeat(43), email: 'a@b.co', password: 'long enough pass' },
    false,
  ],
  ['/api/portfolio/photographyPortfolio', 'POST', ITEM, true],
  ['/api/portfolio/photographyPortfolio', 'PUT', { ...PHOTO, version: 1 }, true],
  ['/api/portfolio/photographyPortfolio/order', 'PUT', { ids: [PHOTO.id] }, true],
  ['/api/admin/inquiries/some-id', 'PATCH', { status: 'handled' }, true],
];

const send = (path: string, method: string, body: string, type: string, signedIn: boolean) => {
  const init = { method, body, headers: { 'Content-Type': type }, redirect: 'manual' as const };
  return signedIn ? owner.call(path, init) : fetch(`${owner.app.url}${path}`, init);
};

async function expect415(res: Response, label: string) {
  expect(res.status, label).toBe(415);
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: string };
  expect(Object.keys(body), label).toEqual(['error']);
  expect(body.error, label).toMatch(/^Unsupported content type: send /);
}

describe('JSON endpoints', () => {
  it.each(JSON_ONLY)(
    'when %s (%s) gets a text/plain, urlencoded, XML or multipart body, then 415 and nothing changes',
    async (path, method, valid, signedIn) => {
      const before = await owner.app.services.portfolio.all();
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
      ]) {
        const body =
          type === 'application/x-www-form-urlencoded'
            ? new URLSearchParams(valid as Record<string, string>).toString()
            : JSON.stringify(valid);
        await expect415(await send(path, method, body, type, signedIn), `${method} ${path} ${type}`);
      }
      expect(await owner.app.services.portfolio.all()).toEqual(before);
      expect(await owner.app.services.newsletter.repo.count()).toBe(0);
    },
  );

  it('when the JSON type carries a charset parameter or another case, then it is read as JSON', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await send(
        '/api/newsletter',
        'POST',
        JSON.stringify({ email: 'case@agent.ca' }),
        type,
        false,
      );
      expect(res.status, type).toBe(201);
    }
  });

  it('when a body comes without any Content-Type, then 415', async () => {
    const { hostname, port } = new URL(owner.app.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({ hostname, port, path: '/api/newsletter', method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end('{"email":"untyped@agent.ca"}');
    });
    expect(status).toBe(415);
  });

  it('when a POST has no body at all (sign-out), then the type does not matter', async () => {
    const res = await fetch(`${owner.app.url}/api/auth/logout`, { method: 'POST' });
    expect(res.status).toBe(204);
  });
});

describe('the no-JavaScript forms', () => {
  it('when the quote form posts urlencoded, then it is still read (refused for its missing token: the contact page with what was typed)', async () => {
    const res = await send(
      '/api/inquiries',
      'POST',
      new URLSearchParams({
        firstName: 'Kim',
        lastName: 'Lee',
        email: 'kim@agent.ca',
        details: 'Two condos',
      }).toString(),
      'application/x-www-form-urlencoded',
      false,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('>Two condos</textarea>');
  });

  it('when the newsletter signup gets a text/plain, XML or multipart body, then 415 and nobody is subscribed; posted urlencoded (the footer without JavaScript), it is read (303 to the signup page)', async () => {
    const body = JSON.stringify({ email: 'types@agent.ca' });
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      await expect415(await send('/api/newsletter', 'POST', body, type, false), `newsletter ${type}`);
    }
    expect(await owner.app.services.newsletter.repo.findByEmail('types@agent.ca')).toBeNull();
    const res = await send(
      '/api/newsletter',
      'POST',
      'email=types%40agent.ca&source=%2F',
      'application/x-www-form-urlencoded',
      false,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter?subscribed=1');
    expect(await owner.app.services.newsletter.repo.findByEmail('types@agent.ca')).not.toBeNull();
  });

  it('when the unsubscribe page posts urlencoded, then it is still read (303 back to the page)', async () => {
    const res = await send(
      '/api/newsletter/unsubscribe',
      'POST',
      `token=${'b'.repeat(32)}`,
      'application/x-www-form-urlencoded',
      false,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/unsubscribe?error=unknown-token');
  });

  it('when a quote request or an unsubscribe comes as text/plain, then 415', async () => {
    const body = JSON.stringify({ token: 'b'.repeat(32) });
    await expect415(await send('/api/inquiries', 'POST', body, 'text/plain', false), 'inquiries');
    await expect415(
      await send('/api/newsletter/unsubscribe', 'POST', body, 'text/plain', false),
      'unsubscribe',
    );
  });
});

describe('POST /api/upload', () => {
  it.each([
    ['application/json', '{"file":"x"}'],
    ['text/plain', 'not an image'],
    ['image/jpeg', '\xff\xd8\xff'],
    ['application/x-www-form-urlencoded', 'file=x'],
  ])('when the body is %s instead of multipart, then 415 naming multipart/form-data', async (type, body) => {
    const res = await send('/api/upload', 'POST', body, type, true);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toContain('multipart/form-data');
  });
});
