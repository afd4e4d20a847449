import { describe, expect, it } from 'vitest';
import { API, CSRF_HEADER } from '#shared/api/paths.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { ownerForTest, TEST_OWNER } from './owner-client.ts';

/** A browser's cookies, kept and dropped as a browser does from each answer's Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const gone = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * The owner looks at their own site all day (a new listing, a post's pictures): those are not
 * visitors. Signed in, their browser's beacons carry the session; and once signed out, the browser
 * they signed in with is still theirs.
 */
describe("analytics: the owner's own visits", () => {
  it('when the owner signs in, then out, then opens pages and sends a quote form, then none of it is counted', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const jar = new CookieJar();
    const login = await fetch(`${url}${API.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_OWNER.email, password: TEST_OWNER.password }),
    });
    expect(login.status).toBe(200);
    jar.take(login);
    const { csrfToken } = (await login.json()) as SessionInfo;
    await sendBeacon(url, pageView('/'), { headers: { Cookie: jar.header } });

    const logout = await fetch(`${url}${API.logout}`, {
      method: 'POST',
      headers: { Cookie: jar.header, [CSRF_HEADER]: csrfToken! },
    });
    expect(logout.status).toBe(204);
    jar.take(logout);
    expect(jar.header).not.toMatch(/lumen_session=/);
    await sendBeacon(url, pageView('/about'), { headers: { Cookie: jar.header } });
    const signup = await fetch(`${url}${API.newsletter}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: jar.header },
      body: JSON.stringify({ email: 'owner-test@agent.ca' }),
    });
    expect(signup.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await summaryOf(owner)).totals).toEqual({ views: 0, visitors: 0, conversions: 0 });

    // Another browser, never signed in, is a visitor.
    await sendBeacon(url, pageView('/'));
    expect((await summaryOf(owner)).totals).toMatchObject({ views: 1, visitors: 1 });
  });
});
