import { describe, expect, it } from 'vitest';
import { shownName } from './upload-names.ts';

describe('shownName', () => {
  it('when a sent file name carries a path, control characters or spaces around it, then only the plain last segment is kept', () => {
    expect(shownName('C:\\Users\\me\\Kitchen (1).jpg')).toBe('Kitchen (1).jpg');
    expect(shownName('/home/me/shoot/Living room.jpg')).toBe('Living room.jpg');
    expect(shownName('  Porch\u0000\u0007 at\tdusk.jpg \r\n')).toBe('Porch at dusk.jpg');
    expect(shownName('Été à Montréal.jpg')).toBe('Été à Montréal.jpg');
  });

  it('when a sent name is empty, only a path or only control characters, then there is none to show', () => {
    for (const sent of [undefined, '', '   ', 'folder/', '\u0000\u0001'])
      expect(shownName(sent)).toBeUndefined();
  });

  it('when a sent name is very long, then 120 characters of it are kept', () => {
    expect(shownName(`${'a'.repeat(300)}.jpg`)).toHaveLength(120);
  });
});
