/**
 * Responsive image convention shared by the built-in imagery and owner uploads:
 * a picture stored at `/dir/name.jpg` (1600 px wide fallback) has variants
 * `/dir/name-{480,960,1600}.{avif,webp,jpg}`.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
/** The long side of the extra full-screen JPEG an upload keeps (`name-2560.jpg`) when it is larger. */
export const LARGE_VARIANT = 2560;

const LOCAL_JPEG = /^\/(images|uploads)\/[A-Za-z0-9/_-]+\.jpg$/;

/** True when src follows the convention (so srcset variants exist). */
export function hasVariants(src: string): boolean {
  return LOCAL_JPEG.test(src);
}

export function variantUrl(src: string, width: number, format: VariantFormat): string {
  return src.replace(/\.jpg$/, `-${width}.${format}`);
}

export function srcSet(src: string, format: VariantFormat): string {
  return VARIANT_WIDTHS.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(', ');
}
