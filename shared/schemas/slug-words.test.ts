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
});
