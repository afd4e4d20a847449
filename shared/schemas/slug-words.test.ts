import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './content-entry.ts';
import { slugFromAddress } from './listing.ts';

describe('an address made from the owner’s words', () => {
  it('when a title carries pasted HTML tags, then the tags are not words of its address', () => {
    expect(slugFromTitle('Café “Déjà vu” <b>Loft</b> 🏡 & Co.', 'project')).toBe('cafe-deja-vu-loft-co');
    expect(slugFromTitle('My first post: <i>tags</i>', 'post')).toBe('my-first-post-tags');
    expect(slugFromTitle('<a href="https://x.test/">Lake</a><br/>House &amp; Dock', 'project')).toBe(
      'lake-house-dock',
    );
  });

  it('when a listing address carries pasted HTML, then its address has the street words only', () => {
    expect(slugFromAddress('<p>123 <strong>Main</strong> St</p>')).toBe('123-main-st');
  });

  it('when a title is only tags, then the kind’s noun still gives it a letter', () => {
    expect(slugFromTitle('<b>2026</b>', 'project')).toBe('project-2026');
  });

  it('when an address has a letter accents do not make (Œ, ß, Ø, Ł), then it is spelt out, not dropped', () => {
    expect(slugFromAddress("12 Rue de l'Œuvre")).toBe('12-rue-de-l-oeuvre');
    expect(slugFromAddress('8 Große Straße')).toBe('8-grosse-strasse');
    expect(slugFromAddress('3 Ørsted Lane, Unit Æ')).toBe('3-orsted-lane-unit-ae');
    expect(slugFromAddress('40 Łąkowa St')).toBe('40-lakowa-st');
  });

  it('when an address is longer than a page address may be, then it is cut between words', () => {
    const address = 'Penthouse 4501 - 1 Bloor Street East at Yonge, North Tower, Residences of the Crescent';
    // It was cut inside the last word: "...-residences-of-the-cresce".
    expect(slugFromAddress(address)).toBe(
      'penthouse-4501-1-bloor-street-east-at-yonge-north-tower-residences-of-the',
    );
    expect(slugFromAddress(address).length).toBeLessThanOrEqual(80);
    // A single word longer than that is still cut, as before.
    expect(slugFromAddress('A'.repeat(90))).toBe('a'.repeat(80));
  });
});
