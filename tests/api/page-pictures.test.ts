import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '#shared/content/pictures/picture-slots.ts';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

let owner: OwnerClient | undefined;

const PICTURES = '/api/admin/content/pictures';
const HOME_HERO = '/images/hero/home-desktop.jpg';
const TEAM = '/images/about/team.jpg';

async function slot(client: OwnerClient, id: string): Promise<PictureEntry> {
  const res = await client.call(`${PICTURES}/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PictureEntry;
}

const page = async (client: OwnerClient, path: string) => (await fetch(`${client.app.url}${path}`)).text();
const stem = (src: string) => src.replace(/\.jpg$/, '');

describe('page pictures: stored slots, the owner API and the pages that draw them', () => {
  it('when the site starts fresh, then every slot of the content modules is stored with its shipped picture, centred', async () => {
    owner = await ownerForTest();
    const res = await owner.call(PICTURES);
    expect(res.status).toBe(200);
    const entries = (await res.json()) as PictureEntry[];
    expect(entries.map((e) => e.id)).toEqual(PICTURE_SLOTS.map((s) => s.id));
    for (const [index, entry] of entries.entries()) {
      const seeded = PICTURE_SLOTS[index]!;
      expect(entry).toMatchObject({
        src: seeded.src,
        alt: seeded.alt,
        focus: { x: 0.5, y: 0.5 },
        page: seeded.page,
      });
      expect(entry.alt.length, entry.id).toBeGreaterThan(0);
    }
    // The home page draws the shipped hero with no focal-point style (as before pictures were stored).
    const home = await page(owner, '/');
    expect(home).toContain(stem(HOME_HERO));
    expect(home).not.toContain('--hero-focus');
  });

  it('when the home hero and the team photo are replaced, then the next page load shows them with the focal point and placeholder, and the old ones are gone', async () => {
    owner = await ownerForTest();
    expect(await page(owner, '/')).toContain(stem(HOME_HERO)); // cached before the change
    const hero = await uploadPhoto(owner, 1600, 1000);
    const team = await uploadPhoto(owner, 1200, 900);
    const current = await slot(owner, 'home-hero');
    const saved = await owner.call(`${PICTURES}/home-hero`, {
      method: 'PUT',
      json: { ...current, src: hero.url, alt: 'Our studio at dusk', focus: { x: 0.2, y: 0.75 } },
    });
    expect(saved.status).toBe(200);
    const entry = (await saved.json()) as PictureEntry;
    expect(entry).toMatchObject({ version: current.version + 1, src: hero.url, focus: { x: 0.2, y: 0.75 } });
    expect(entry.media).toMatchObject({ width: 1600, height: 1000 });
    expect(entry.media?.placeholder).toMatch(/^data:image\/webp;base64,/);

    const teamEntry = await slot(owner, 'about-team');
    const teamSaved = await owner.call(`${PICTURES}/about-team`, {
      method: 'PUT',
      json: {
        src: team.url,
        alt: 'The crew on a rooftop shoot',
        focus: { x: 0.5, y: 0.3 },
        version: teamEntry.version,
      },
    });
    expect(teamSaved.status).toBe(200);

    const home = await page(owner, '/');
    expect(home).toContain(`src="${stem(hero.url)}-1600.jpg"`);
    expect(home).toContain('alt="Our studio at dusk"');
    expect(home).toContain('--hero-focus:20% 75%');
    // The hero preload names the new picture; the old desktop hero is no longer referenced.
    expect(home).toMatch(new RegExp(`rel="preload"[^>]+href="${stem(hero.url)}-1600\\.avif"`));
    expect(home).not.toContain(stem(HOME_HERO));
    // The phone slot has no picture of its own: phones show the replaced hero too (docs/pictures.md,
    // "Phone pictures"; tests/api/phone-hero.test.ts), so the shipped phone picture is not named.
    expect(home).not.toContain('/images/hero/home-mobile');

    const about = await page(owner, '/about');
    expect(about).toContain('alt="The crew on a rooftop shoot"');
    expect(about).toContain('object-position:50% 30%');
    expect(about).toContain('background-image:url(&quot;data:image/webp;base64,');
    expect(about).not.toContain(stem(TEAM));
    expect(about).toContain('/images/about/founder'); // the founder photo is another slot

    // A page whose social image is its hero: og:image follows the replaced picture too, as its
    // crop around the focal point (here the centre; tests/api/social-image.test.ts for the rest).
    const projectsHero = await slot(owner, 'projects-hero');
    const replaced = await owner.call(`${PICTURES}/projects-hero`, {
      method: 'PUT',
      json: { src: hero.url, alt: 'Towers at dusk', version: projectsHero.version },
    });
    expect(replaced.status).toBe(200);
    const projects = await page(owner, '/projects');
    expect(projects).toMatch(
      new RegExp(`property="og:image" content="[^"]*${stem(hero.url)}-social-05000-05000\\.jpg"`),
    );
    expect(projects).not.toContain('/images/hero/projects');
  });

  it('when the input is bad, then a 400 names the field and nothing is stored', async () => {
    owner = await ownerForTest();
    const before = await slot(owner, 'home-hero');
    const cases: [unknown, string][] = [
      [
        { src: HOME_HERO, alt: '  ', version: before.version },
        'Alt text is required (describe the picture).',
      ],
      [{ src: HOME_HERO, version: before.version }, 'Alt text is required.'],
      [
        { src: HOME_HERO, alt: 'x', focus: { x: 1.5, y: 0.5 }, version: before.version },
        'Focal point must be between 0 and 1.',
      ],
      [{ src: HOME_HERO, alt: 'x', focus: { x: 0.5, y: -0.1 } }, 'Focal point must be between 0 and 1.'],
      [
        { src: '/uploads/0bd0a7a71ded7bebc8ae732732a24d69.jpg', alt: 'x' },
        'Picture must be uploaded first (it is not stored on the site).',
      ],
      [
        { src: '/images/hero/not-shipped.jpg', alt: 'x' },
        'Picture is not one of the pictures the site ships.',
      ],
      [
        { src: 'https://elsewhere.example/a.jpg', alt: 'x' },
        'Picture must be chosen from the library or uploaded.',
      ],
      [{ src: HOME_HERO, alt: 'x', html: '<b>' }, '"html" is not a field of this form.'],
    ];
    for (const [body, error] of cases) {
      const res = await owner.call(`${PICTURES}/home-hero`, { method: 'PUT', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    const unknown = await owner.call(PICTURES, {
      method: 'POST',
      json: { id: 'kitchen-hero', src: HOME_HERO, alt: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe(
      '"kitchen-hero" is not a picture slot of the site.',
    );
    expect(
      (await owner.call(`${PICTURES}/kitchen-hero`, { method: 'PUT', json: { src: HOME_HERO, alt: 'x' } }))
        .status,
    ).toBe(404);
    expect(await slot(owner, 'home-hero')).toEqual(before);
    expect((await owner.call(`${PICTURES}/kitchen-hero`)).status).toBe(404);
  });

  it('when a save names an old version, or comes without the owner or the CSRF token, then it is refused and nothing changes', async () => {
    owner = await ownerForTest();
    const before = await slot(owner, 'about-founder');
    const body = { src: '/images/about/studio.jpg', alt: 'The studio', version: before.version };
    expect((await owner.call(`${PICTURES}/about-founder`, { method: 'PUT', json: body })).status).toBe(200);
    const stale = await owner.call(`${PICTURES}/about-founder`, {
      method: 'PUT',
      json: { ...body, alt: 'Later' },
    });
    expect(stale.status).toBe(409);
    const noCsrf = await owner.call(`${PICTURES}/about-founder`, {
      method: 'PUT',
      json: { ...body, version: before.version + 1, alt: 'No token' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const anonymous = await fetch(`${owner.app.url}${PICTURES}/about-founder`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, alt: 'Anyone' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await slot(owner, 'about-founder')).toMatchObject({
      alt: 'The studio',
      version: before.version + 1,
    });
  });
});
