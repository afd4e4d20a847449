import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { siteAddressProblem, siteAddressSchema } from '../ipc/site-address.ts';
import { createAesEncryptor } from '../testing/aes-encryptor.ts';
import { desktopHome, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { SITE_OWNER, SiteServer } from '../testing/site-server.ts';
import { NO_ENCRYPTION } from './encryptor.ts';

/** Connection, sign-in and the encrypted session, against the real server over HTTP. */

let site: SiteServer;
const homes: Awaited<ReturnType<typeof desktopHome>>[] = [];
const home = async (...args: Parameters<typeof desktopHome>) => {
  const h = await desktopHome(...args);
  homes.push(h);
  return h;
};

beforeAll(async () => {
  site = await SiteServer.start();
});
afterAll(async () => {
  await site?.close();
});
afterEach(async () => {
  await Promise.all(homes.splice(0).map((h) => h.cleanup()));
});

describe('the site address', () => {
  it.each([
    ['https://agency.example', 'https://agency.example'],
    ['  https://Agency.Example/  ', 'https://agency.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['agency.example', 'https://agency.example'],
  ])('when the owner types %j, then it is kept as %j', (typed, kept) => {
    expect(siteAddressSchema.parse(typed)).toBe(kept);
  });

  it.each([
    ['', 'Enter the address of the site'],
    ['http://agency.example', 'Use https://'],
    ['ftp://agency.example', 'must start with https://'],
    ['https://agency.example/admin', 'without a path'],
    ['https://user:pw@agency.example', 'user name or password'],
    ['https://agency.example/?x=1', 'without a path'],
    ['javascript:alert(1)', 'not a web address'],
    ['file:///etc/passwd', 'must start with https://'],
  ])('when the owner types %j, then it is refused (%s)', (typed, problem) => {
    expect(siteAddressProblem(typed)).toContain(problem);
  });

  it('when no Lumen site answers at the address, then it is refused and nothing is saved', async () => {
    const h = await home();
    const sync = await h.open();
    await expect(sync.setConnection('http://127.0.0.1:9')).rejects.toThrow(/No Lumen site answered/);
    expect(sync.siteUrl).toBeNull();
    expect((await h.open()).siteUrl).toBeNull();
  });
});

describe('signing in', () => {
  it('when the password is wrong, then the server says so and nothing is stored', async () => {
    const h = await home();
    const sync = await h.open();
    await sync.setConnection(site.url);
    const error = await sync
      .signIn({ email: SITE_OWNER.email, password: 'not the password' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect((await sync.sessionInfo()).authenticated).toBe(false);
  });

  it('when the owner signs in, then the session is stored encrypted and restored after a restart', async () => {
    const h = await home();
    const first = await signedInDesktop(h, site.url);
    expect(await first.sessionInfo()).toMatchObject({ authenticated: true, name: SITE_OWNER.name });

    const onDisk = await readFile(join(h.dir, 'session.bin'));
    const plain = h.encryptor.decrypt(onDisk);
    const cookie = /lumen_session","value":"([^"]+)"/.exec(plain)?.[1];
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // Neither the cookie nor the owner's e-mail can be read from the file itself.
    expect(onDisk.includes(Buffer.from(cookie!))).toBe(false);
    expect(onDisk.includes(Buffer.from(SITE_OWNER.email))).toBe(false);

    await first.close();
    const restarted = await h.open();
    expect(restarted.siteUrl).toBe(site.url);
    expect(await restarted.sessionInfo()).toMatchObject({ authenticated: true, email: SITE_OWNER.email });
    const data = await restarted.portfolio();
    expect(data.photographyPortfolio.length).toBeGreaterThan(0);
  });

  it('when the session file was made with another key (another OS account), then the owner is signed out', async () => {
    const h = await home();
    await signedInDesktop(h, site.url);
    const other = await home(createAesEncryptor());
    const elsewhere = await (async () => {
      const { DesktopSync } = await import('./desktop-sync.ts');
      return DesktopSync.open({ dir: h.dir, encryptor: other.encryptor });
    })();
    expect((await elsewhere.sessionInfo()).authenticated).toBe(false);
    await elsewhere.close();
  });

  it('when the OS offers no encryption, then the session is kept in memory only', async () => {
    const h = await home(NO_ENCRYPTION);
    const sync = await signedInDesktop(h, site.url);
    expect(sync.status().sessionPersistent).toBe(false);
    await expect(readFile(join(h.dir, 'session.bin'))).rejects.toMatchObject({ code: 'ENOENT' });
    await sync.close();
    expect((await (await h.open()).sessionInfo()).authenticated).toBe(false);
  });

  it('when the owner signs out, then the session ends on the server and here, and the cache is removed', async () => {
    const h = await home();
    const sync = await signedInDesktop(h, site.url);
    const plain = h.encryptor.decrypt(await readFile(join(h.dir, 'session.bin')));
    const cookie = /lumen_session","value":"([^"]+)"/.exec(plain)![1];
    await sync.signOut();
    await expect(readFile(join(h.dir, 'session.bin'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readFile(join(h.dir, 'portfolio-cache.json'))).rejects.toMatchObject({ code: 'ENOENT' });
    const probe = await fetch(`${site.url}/api/auth/user`, {
      headers: { Cookie: `lumen_session=${cookie}` },
    });
    expect(await probe.json()).toMatchObject({ authenticated: false });
    expect((await (await h.open()).sessionInfo()).authenticated).toBe(false);
    await expect(sync.portfolio()).rejects.toMatchObject({ status: 401 });
  });

  it('when the site cannot be reached at launch, then the saved identity stands in and the state is offline', async () => {
    const h = await home();
    const sync = await signedInDesktop(h, site.url);
    await sync.close();
    await site.pause();
    try {
      const offline = await h.open();
      expect(await offline.sessionInfo()).toMatchObject({
        authenticated: true,
        offline: true,
        name: SITE_OWNER.name,
      });
      expect(offline.status().online).toBe(false);
      const cached = await offline.portfolio();
      expect(cached.photographyPortfolio.length).toBeGreaterThan(0);
      await expect(offline.signIn({ email: SITE_OWNER.email, password: 'x' })).rejects.toMatchObject({
        status: 503,
      });
    } finally {
      await site.resume();
    }
  });
});
