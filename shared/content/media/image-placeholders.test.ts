import { describe, expect, it } from 'vitest';
import { imageMediaSchema } from '../../schemas/image-media.ts';
import { IMAGE_CATALOG } from './image-catalog.ts';
import { IMAGE_PLACEHOLDERS } from './image-placeholders.ts';

// Each placeholder is written into every page that draws the picture: it must stay tiny.
const MAX_PLACEHOLDER_CHARS = 400;

describe('shipped picture placeholders (generated: scripts/generate-imagery/write-placeholders.ts)', () => {
  it('when the catalogue is read, then every built-in picture has a tiny blurred placeholder, and nothing else has one', () => {
    expect(Object.keys(IMAGE_PLACEHOLDERS).sort()).toEqual(Object.keys(IMAGE_CATALOG).sort());
    for (const [path, placeholder] of Object.entries(IMAGE_PLACEHOLDERS)) {
      const { width, height } = IMAGE_CATALOG[path]!;
      // The shape an upload's media has, so pages draw both the same way.
      expect(imageMediaSchema.safeParse({ width, height, placeholder }).success, path).toBe(true);
      expect(placeholder.length, path).toBeLessThanOrEqual(MAX_PLACEHOLDER_CHARS);
    }
  });
});
