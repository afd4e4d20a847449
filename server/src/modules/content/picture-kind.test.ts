import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '#shared/content/pictures/picture-slots.ts';
import type { StoredEntry } from './content-repo.ts';
import { pictureKind, pictureSeed, samplePictures } from './picture-kind.ts';

const stored = (id: string, src: string) => ({ id, src }) as unknown as StoredEntry;
const tools = (known: string[]) => ({
  describeImage: async (src: string) =>
    known.includes(src) ? { width: 800, height: 600, placeholder: 'data:image/webp;base64,AAAA' } : undefined,
  socialImage: async (src: string, focus: { x: number; y: number }) =>
    known.includes(src) ? `${src.slice(0, -4)}-social-${focus.x}-${focus.y}.jpg` : undefined,
  makeDeliveryFiles: () => expect.fail('only a listing has delivery files'),
});

describe('page pictures kind', () => {
  it('when nothing is replaced, then every slot is a sample picture; a replaced one is not', () => {
    const seed = pictureSeed().map((body) => stored(String(body.id), String(body.src)));
    expect(samplePictures(seed).map((s) => s.id)).toEqual(PICTURE_SLOTS.map((s) => s.id));
    const replaced = seed.map((e) => (e.id === 'about-team' ? stored('about-team', '/uploads/abc.jpg') : e));
    const sample = samplePictures(replaced).map((s) => s.id);
    expect(sample).not.toContain('about-team');
    expect(sample).toHaveLength(PICTURE_SLOTS.length - 1);
  });

  it('when the desktop home hero is replaced and phones follow it, then the phone hero is no sample any more', () => {
    const seed = pictureSeed().map((body) => stored(String(body.id), String(body.src)));
    const hero = seed.map((e) => (e.id === 'home-hero' ? stored('home-hero', '/uploads/hero.jpg') : e));
    const sample = samplePictures(hero).map((s) => s.id);
    expect(sample).not.toContain('home-hero');
    // Phones show the owner's hero now (docs/pictures.md, "Phone pictures").
    expect(sample).not.toContain('home-hero-mobile');
    // A phone picture of its own is the owner's too; the shipped desktop one is still a sample.
    const phoneOnly = seed.map((e) =>
      e.id === 'home-hero-mobile' ? stored('home-hero-mobile', '/uploads/phone.jpg') : e,
    );
    expect(samplePictures(phoneOnly).map((s) => s.id)).toEqual(
      PICTURE_SLOTS.map((s) => s.id).filter((id) => id !== 'home-hero-mobile'),
    );
  });

  it('when the slot list is read from the content modules, then ids are unique and each has its page, alt text and a shipped picture', () => {
    expect(new Set(PICTURE_SLOTS.map((s) => s.id)).size).toBe(PICTURE_SLOTS.length);
    for (const slot of PICTURE_SLOTS) {
      expect(slot.alt, slot.id).not.toBe('');
      expect(slot.src, slot.id).toMatch(/^\/images\//);
    }
    expect(PICTURE_SLOTS.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'home-hero',
        'home-hero-mobile',
        'about-team',
        'about-founder',
        'service-card-photography',
      ]),
    );
  });

  it('when a picture is prepared, then an upload gets its media and an unknown file or slot is refused naming the field', async () => {
    const fields = pictureKind.normalise('home-hero', {
      src: '/uploads/abc.jpg',
      alt: 'A',
      focus: { x: 0.1, y: 0.9 },
    });
    expect(fields).toMatchObject({
      slug: 'home-hero',
      status: 'published',
      page: 'Home',
      focus: { x: 0.1, y: 0.9 },
    });
    expect(await pictureKind.prepare!(fields, tools(['/uploads/abc.jpg']))).toMatchObject({
      media: { width: 800 },
      // The social crop is asked for the saved focal point.
      social: '/uploads/abc-social-0.1-0.9.jpg',
    });
    await expect(pictureKind.prepare!(fields, tools([]))).rejects.toThrow(
      'Picture must be uploaded first (it is not stored on the site).',
    );
    expect(() => pictureKind.normalise('nope', { src: '/uploads/abc.jpg', alt: 'A' })).toThrow(
      '"nope" is not a picture slot of the site.',
    );
  });
});
