import type { FocusPoint } from './focus-position.ts';

/**
 * The social image (`og:image`) of a page whose hero is an upload: the picture cropped on the
 * server to the size link previews use, around the owner's focal point (docs/pictures.md), so a
 * sharing site never cuts the subject off. 1200 x 630 is the size of the site's own default social
 * image (`/images/og-default.jpg`) and what Facebook, LinkedIn and X recommend.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A focal point as it names a crop: ten-thousandths of the width and height (0..10000). */
export const focusSteps = (focus: FocusPoint) => ({
  x: Math.round(Math.min(1, Math.max(0, focus.x)) * 10_000),
  y: Math.round(Math.min(1, Math.max(0, focus.y)) * 10_000),
});

/**
 * The largest rectangle of the social image's shape inside a `width` x `height` picture, centred on
 * the focal point where the edges allow, and moved inwards where they do not (it then still holds
 * the point: a crop at least half as wide as the picture always does). Centred rather than placed
 * like `object-position`, so a sharing site that crops the preview again (a square) keeps the subject.
 */
export function socialCropRect(width: number, height: number, focus: FocusPoint): CropRect {
  const ratio = SOCIAL_IMAGE.width / SOCIAL_IMAGE.height;
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(width / ratio)));
  const place = (size: number, crop: number, at: number) =>
    Math.min(size - crop, Math.max(0, Math.round(at * size - crop / 2)));
  return {
    left: place(width, cropWidth, focus.x),
    top: place(height, cropHeight, focus.y),
    width: cropWidth,
    height: cropHeight,
  };
}

const pad = (n: number) => String(n).padStart(5, '0');

/**
 * The file name of an upload's social crop for a focal point: a new point is a new name, so a cache
 * (the browser's, a sharing site's) never shows an old crop. Made only from stored, validated data
 * (the upload's stem and the saved focal point), never from a request.
 */
export function socialImageName(stem: string, focus: FocusPoint): string {
  const steps = focusSteps(focus);
  return `${stem}-social-${pad(steps.x)}-${pad(steps.y)}.jpg`;
}

/**
 * The CSS `object-position` that makes an `object-fit: cover` box of the social image's shape show
 * exactly the crop the server makes (the admin's preview of it): cover scales the picture so one
 * side fits, and a position of p% puts the crop's start at p% of the room left on the other side.
 */
export function socialCropPosition(width: number, height: number, focus: FocusPoint): string {
  const crop = socialCropRect(width, height, focus);
  const at = (start: number, size: number, cropSize: number) =>
    size > cropSize ? `${Math.round((start / (size - cropSize)) * 10_000) / 100}%` : '50%';
  return `${at(crop.left, width, crop.width)} ${at(crop.top, height, crop.height)}`;
}
