import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_HEROES } from '#shared/content/page-heroes.ts';
import { heroSlot, mobileHeroSlot } from '#shared/content/pictures/slot-ids.ts';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';
import { PhonePictureNote } from './phone-picture-note.tsx';

const slot = (id: string, title: string, src: string) => ({ id, title, src }) as PictureEntry;
const desktop = slot(heroSlot('home'), 'Hero (desktop)', PAGE_HEROES.homeDesktop);
const note = (phoneSrc: string) =>
  renderToStaticMarkup(
    <PhonePictureNote
      id={desktop.id}
      src={desktop.src}
      entries={[desktop, slot(mobileHeroSlot('home'), 'Hero (mobile)', phoneSrc)]}
    />,
  )
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"');

describe('the note on which picture phones show', () => {
  it('when it names the phone picture, then its name is quoted, never in brackets inside brackets', () => {
    expect(note(PAGE_HEROES.homeMobile)).toBe(
      'Phones show the picture the site came with in "Hero (mobile)". Once you replace this one, phones show yours too, unless "Hero (mobile)" gets a picture of its own.',
    );
    expect(note('/uploads/0123456789abcdef0123456789abcdef.jpg')).toBe(
      'Phones show their own picture, set in "Hero (mobile)", not this one.',
    );
  });
});
