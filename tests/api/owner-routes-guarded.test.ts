import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CSRF_HEADER } from '#shared/api/paths.ts';
import { addressOf, appRoutes } from './app-routes.ts';
import { type OwnerClient, signInAt, startAsOwner } from './owner-client.ts';

/**
 * Every route of the real app, read from its route table (not from a list kept by hand): each one
 * that changes something is the owner's, or one of the few public forms below, and each owner's
 * route refuses a visitor (401), another site's browser (403), a body a plain HTML form can send
 * (403 or 415) and a session that was signed out (401). A route added later is checked here too.
 */

/** Writes anyone may send, each with its own guard (docs/security.md). */
const PUBLIC_WRITES = new Set([
  `POST ${API.login}`, // same-origin check, rate limit, lock-out
  `POST ${API.setup}`, // the one-time setup token
  `POST ${API.logout}`, // without a live session it only clears the cookie; with one, requireOwner
  `POST ${API.newsletter}`, // JSON only (415 otherwise), rate limit
  `POST ${API.unsubscribe}`, // needs the subscriber's own token
  `POST ${API.inquiries}`, // same-origin check, single-use form token, rate limit
  `POST ${API.analyticsEvent}`, // always 204; counted only from the site's own pages
]);

let owner: OwnerClient;
let routes: string[];
beforeAll(async () => {
  owner = await startAsOwner();
  routes = appRoutes(owner.app.app);
});
afterAll(() => owner?.app.close());

const writes = () => routes.filter((route) => !/^(GET|HEAD) /.test(route) && !PUBLIC_WRITES.has(route));
const adminReads = () => routes.filter((route) => /^GET \/api\/admin\//.test(route));

/** The body type each address reads (uploads are multipart, every other write JSON). */
const typeOf = (path: string) =>
  path === API.upload ? 'multipart/form-data; boundary=x' : 'application/json';
const BODY: Record<string, string> = {
  'application/json': '{}',
  'multipart/form-data; boundary=x': '--x--\r\n',
};

function send(route: string, headers: Record<string, string>, body?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const type = typeOf(path);
  const read = method === 'GET' || method === 'HEAD';
  return fetch(`${owner.app.url}${addressOf(path)}`, {
    method,
    headers: read ? headers : { 'Content-Type': type, ...headers },
    ...(read ? {} : { body: body ?? BODY[type] }),
  });
}

describe('every route that changes something', () => {
  it('when the route table is read, then it holds the owner API (the check below has something to check)', () => {
    expect(writes().length).toBeGreaterThanOrEqual(15);
    expect(writes()).toContain('POST /api/admin/content/:kind');
    expect(writes()).toContain(`POST ${API.upload}`);
    expect(adminReads()).toContain(`GET ${API.adminSubscribers}`);
  });

  it('when a visitor who is not signed in sends it, then 401', async () => {
    for (const route of writes()) {
      const res = await send(route, {});
      expect(res.status, route).toBe(401);
    }
  });

  it("when the owner's browser sends it from another site (a foreign Origin, or Sec-Fetch-Site: cross-site), then 403, even with the token", async () => {
    const own = { Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf };
    for (const route of writes()) {
      const foreign = await send(route, { ...own, Origin: 'https://evil.example' });
      expect(foreign.status, route).toBe(403);
      const crossSite = await send(route, { ...own, 'Sec-Fetch-Site': 'cross-site' });
      expect(crossSite.status, route).toBe(403);
      const nullOrigin = await send(route, { ...own, Origin: 'null' });
      expect(nullOrigin.status, route).toBe(403);
    }
  });

  it('when a plain HTML form of another site posts it with the cookie (no token), then it is refused', async () => {
    for (const route of writes()) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await send(route, { Cookie: owner.cookie, 'Content-Type': type }, 'a=1');
        expect([403, 415], `${route} ${type}`).toContain(res.status);
      }
    }
  });
});

describe('a session that was signed out', () => {
  it('when its cookie is sent again, then every owner read and write answers 401', async () => {
    const gone = await signInAt(owner.app.url);
    const out = await fetch(`${owner.app.url}${API.logout}`, {
      method: 'POST',
      headers: { Cookie: gone.cookie, [CSRF_HEADER]: gone.csrf },
    });
    expect(out.status).toBe(204);
    for (const route of [...adminReads(), ...writes()]) {
      const res = await send(route, { Cookie: gone.cookie, [CSRF_HEADER]: gone.csrf });
      expect(res.status, route).toBe(401);
    }
  });
});

describe("every route of the owner's reads", () => {
  it('when a visitor who is not signed in asks, then 401', async () => {
    for (const route of adminReads()) {
      const res = await fetch(`${owner.app.url}${addressOf(route.slice(4))}`);
      expect(res.status, route).toBe(401);
    }
  });
});
