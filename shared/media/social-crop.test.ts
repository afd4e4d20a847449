import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_IMAGE, socialCropPosition, socialCropRect, socialImageName } from './social-crop.ts';

const RATIO = SOCIAL_IMAGE.width / SOCIAL_IMAGE.height;
const size = fc.integer({ min: 1, max: 10_000 });
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

describe('socialCropRect', () => {
  it('when any picture and focal point are given, then the crop lies inside the picture', () => {
    fc.assert(
      fc.property(size, size, fraction, fraction, (width, height, x, y) => {
        const crop = socialCropRect(width, height, { x, y });
        expect(crop.left).toBeGreaterThanOrEqual(0);
        expect(crop.top).toBeGreaterThanOrEqual(0);
        expect(crop.width).toBeGreaterThanOrEqual(1);
        expect(crop.height).toBeGreaterThanOrEqual(1);
        expect(crop.left + crop.width).toBeLessThanOrEqual(width);
        expect(crop.top + crop.height).toBeLessThanOrEqual(height);
        for (const n of [crop.left, crop.top, crop.width, crop.height])
          expect(Number.isInteger(n)).toBe(true);
      }),
    );
  });

  it('when any picture and focal point are given, then the crop holds the focal point', () => {
    fc.assert(
      fc.property(size, size, fraction, fraction, (width, height, x, y) => {
        const crop = socialCropRect(width, height, { x, y });
        expect(x * width).toBeGreaterThanOrEqual(crop.left);
        expect(x * width).toBeLessThanOrEqual(crop.left + crop.width);
        expect(y * height).toBeGreaterThanOrEqual(crop.top);
        expect(y * height).toBeLessThanOrEqual(crop.top + crop.height);
      }),
    );
  });

  it('when the picture is at least 20 px each way, then the crop has the social shape and fills one side', () => {
    const side = fc.integer({ min: 20, max: 10_000 });
    fc.assert(
      fc.property(side, side, fraction, fraction, (width, height, x, y) => {
        const crop = socialCropRect(width, height, { x, y });
        // Whole pixels: the shape is right to within one pixel of the shorter side.
        expect(Math.abs(crop.width / crop.height - RATIO)).toBeLessThanOrEqual(RATIO / crop.height + 1e-9);
        expect(crop.width === width || crop.height === height).toBe(true);
      }),
    );
  });

  it('when the point is away from the edges, then it is the centre of the crop', () => {
    // A 4000 x 3000 photo: the crop is 4000 x 2100, placed with the point in its middle.
    expect(socialCropRect(4000, 3000, { x: 0.5, y: 0.5 })).toEqual({
      left: 0,
      top: 450,
      width: 4000,
      height: 2100,
    });
    expect(socialCropRect(4000, 3000, { x: 0.2, y: 0.4 })).toEqual({
      left: 0,
      top: 150,
      width: 4000,
      height: 2100,
    });
    // A tall picture: full width, the band around the point.
    expect(socialCropRect(1000, 3000, { x: 0.9, y: 0.7 })).toEqual({
      left: 0,
      top: 1838,
      width: 1000,
      height: 525,
    });
    // At the bottom edge the crop moves up and still holds the point.
    expect(socialCropRect(1000, 3000, { x: 0.5, y: 1 })).toEqual({
      left: 0,
      top: 2475,
      width: 1000,
      height: 525,
    });
    // A panorama: full height, the window around the point.
    expect(socialCropRect(6000, 1000, { x: 0.25, y: 0 })).toEqual({
      left: 548,
      top: 0,
      width: 1905,
      height: 1000,
    });
  });
});

describe('socialImageName', () => {
  const stem = 'a'.repeat(32);

  it('when the focal point changes, then the name changes; the same point gives the same name', () => {
    expect(socialImageName(stem, { x: 0.25, y: 0.7 })).toBe(`${stem}-social-02500-07000.jpg`);
    expect(socialImageName(stem, { x: 0.25, y: 0.7 })).toBe(socialImageName(stem, { x: 0.25, y: 0.7 }));
    expect(socialImageName(stem, { x: 0.2501, y: 0.7 })).not.toBe(socialImageName(stem, { x: 0.25, y: 0.7 }));
    expect(socialImageName(stem, { x: 0, y: 1 })).toBe(`${stem}-social-00000-10000.jpg`);
  });
});

describe('socialCropPosition', () => {
  it('when a cover box of the social shape is positioned with it, then it shows the crop the server makes', () => {
    const side = fc.integer({ min: 20, max: 10_000 });
    fc.assert(
      fc.property(side, side, fraction, fraction, (width, height, x, y) => {
        const crop = socialCropRect(width, height, { x, y });
        const [px, py] = socialCropPosition(width, height, { x, y })
          .split(' ')
          .map((p) => Number.parseFloat(p) / 100);
        // object-fit: cover shows a window of the crop's size whose start is p of the room left.
        expect(Math.abs((width - crop.width) * px! - crop.left)).toBeLessThanOrEqual(0.5);
        expect(Math.abs((height - crop.height) * py! - crop.top)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(socialCropPosition(4000, 3000, { x: 0.2, y: 0.4 })).toBe('50% 16.67%');
  });
});
