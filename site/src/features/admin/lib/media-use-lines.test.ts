import { describe, expect, it } from 'vitest';
import type { MediaUse } from '#shared/schemas/media.ts';
import { mediaUseLines } from './media-use-lines.ts';

const use = (title: string, place: MediaUse['place'], version?: number): MediaUse => ({
  kind: 'Project',
  title,
  place,
  ...(version === undefined ? {} : { version }),
  text: '',
});

describe('mediaUseLines', () => {
  it('when an entry uses a picture now and in several saved versions, then it is one line saying so', () => {
    expect(
      mediaUseLines([
        use('Loft', 'current'),
        use('Loft', 'version', 1),
        use('Loft', 'version', 2),
        use('Loft', 'version', 3),
      ]),
    ).toEqual([{ entry: 'Project "Loft"', where: 'now and in 3 earlier versions' }]);
  });

  it('when entries use it in different places, then each gets its own line in plain words', () => {
    expect(
      mediaUseLines([
        use('Loft', 'current'),
        use('Condo', 'version', 1),
        use('Old house', 'trash'),
        use('Old house', 'version', 2),
      ]),
    ).toEqual([
      { entry: 'Project "Loft"', where: '' },
      { entry: 'Project "Condo"', where: 'in an earlier version' },
      { entry: 'Project "Old house"', where: 'in an earlier version and in the trash' },
    ]);
  });
});
