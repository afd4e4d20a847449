import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '#shared/content/pictures/picture-slots.ts';
import { listSamplePictures } from './content-kinds.ts';
import type { ContentService } from './content-service.ts';

describe('listSamplePictures (the site-readiness list of shipped illustrations)', () => {
  it('when some slots hold the owner pictures, then only the others are listed, with their page and label', async () => {
    const stored = PICTURE_SLOTS.map((slot) => ({
      id: slot.id,
      src: slot.id === 'home-hero' ? '/uploads/0bd0a7a71ded7bebc8ae732732a24d69.jpg' : slot.src,
    }));
    const content = { listAll: async (kind: string) => (kind === 'pictures' ? stored : []) };
    const sample = await listSamplePictures(content as unknown as ContentService);
    // Phones follow the replaced hero (no picture of their own): that slot is done too.
    expect(sample).toHaveLength(PICTURE_SLOTS.length - 2);
    expect(sample.map((s) => s.id)).not.toContain('home-hero');
    expect(sample.map((s) => s.id)).not.toContain('home-hero-mobile');
    const { id, page, label, src } = PICTURE_SLOTS.find((slot) => !slot.id.startsWith('home-hero'))!;
    expect(sample[0]).toEqual({ id, page, label, src });
  });
});
