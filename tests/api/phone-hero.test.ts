import { describe, expect, it } from 'vitest';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

/**
 * Phone pictures (docs/pictures.md): the home hero's phone slot shows the desktop hero the owner
 * set, around its focal point, until the owner sets a phone picture of its own.
 */
let owner: OwnerClient | undefined;

const PICTURES = '/api/admin/content/pictures';
const SHIPPED_PHONE = '/images/hero/home-mobile.jpg';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const stem = (src: string) => src.replace(/\.jpg$/, '');

async function save(client: OwnerClient, id: string, src: string, focus: { x: number; y: number }) {
  const current = (await (await client.call(`${PICTURES}/${id}`)).json()) as PictureEntry;
  const res = await client.call(`${PICTURES}/${id}`, {
    method: 'PUT',
    json: { src, alt: 'The listing at dusk', focus, version: current.version },
  });
  expect(res.status).toBe(200);
}

/** The home hero's <picture> as a phone (by its user agent) or a desktop browser receives it. */
async function heroOf(client: OwnerClient, userAgent?: string) {
  const html = await (
    await fetch(`${client.app.url}/`, userAgent ? { headers: { 'User-Agent': userAgent } } : {})
  ).text();
  const picture = /<picture class="hero-picture">([\s\S]*?)<\/picture>/.exec(html)?.[1];
  expect(picture).toBeDefined();
  const sources = [...picture!.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1]!);
  const img = /<img [^>]*class="hero-image"[^>]*>/.exec(picture!)?.[0] ?? '';
  const phonePreload =
    /<link [^>]*rel="preload"[^>]*media="\(max-width: 768px\)"[^>]*>/.exec(html)?.[0] ?? '';
  return { html, sources, img, phonePreload };
}

describe('the home hero on phones', () => {
  it('when the owner replaces the desktop hero with a focal point, then phones show the new upload around that point on the next load', async () => {
    owner = await ownerForTest();
    const before = await heroOf(owner, IPHONE);
    expect(before.img).toContain('/images/hero/home-mobile-1600.jpg');

    const hero = await uploadPhoto(owner, 1200, 800);
    await save(owner, 'home-hero', hero.url, { x: 0.3, y: 0.2 });

    const phone = await heroOf(owner, IPHONE);
    expect(phone.sources.length).toBe(3);
    for (const source of phone.sources) {
      expect(source).toMatch(new RegExp(`srcSet="${stem(hero.url)}-480\\.(avif|webp|jpg) 480w`));
      expect(source).not.toContain('media=');
    }
    expect(phone.img).toContain(`src="${stem(hero.url)}-1600.jpg"`);
    expect(phone.img).toContain('--hero-focus-mobile:30% 20%');
    expect(phone.html).not.toContain(stem(SHIPPED_PHONE));

    // A desktop browser's HTML serves narrow windows the same picture and point (its media queries).
    const desktop = await heroOf(owner);
    expect(desktop.sources.every((s) => s.includes(`${stem(hero.url)}-480.`))).toBe(true);
    expect(desktop.img).toContain('--hero-focus:30% 20%');
    expect(desktop.img).toContain('--hero-focus-mobile:30% 20%');
    expect(desktop.phonePreload).toContain(`href="${stem(hero.url)}-1600.avif"`);
    expect(desktop.html).not.toContain(stem(SHIPPED_PHONE));
  });

  it('when the owner sets a phone picture of its own, then phones show it with its own point, and back on the shipped one they follow the desktop hero again', async () => {
    owner = await ownerForTest();
    const hero = await uploadPhoto(owner, 1200, 800);
    const phonePhoto = await uploadPhoto(owner, 600, 900);
    await save(owner, 'home-hero', hero.url, { x: 0.3, y: 0.2 });
    await save(owner, 'home-hero-mobile', phonePhoto.url, { x: 0.5, y: 0.8 });

    const own = await heroOf(owner, IPHONE);
    expect(own.img).toContain(`src="${stem(phonePhoto.url)}-1600.jpg"`);
    expect(own.img).toContain('--hero-focus-mobile:50% 80%');
    const wide = await heroOf(owner);
    expect(wide.sources[0]).toContain('media="(max-width: 768px)"');
    expect(wide.sources[0]).toContain(`${stem(phonePhoto.url)}-480.avif`);
    expect(wide.img).toContain(`src="${stem(hero.url)}-1600.jpg"`);

    await save(owner, 'home-hero-mobile', SHIPPED_PHONE, { x: 0.5, y: 0.5 });
    const following = await heroOf(owner, IPHONE);
    expect(following.img).toContain(`src="${stem(hero.url)}-1600.jpg"`);
    expect(following.img).toContain('--hero-focus-mobile:30% 20%');
  });
});
