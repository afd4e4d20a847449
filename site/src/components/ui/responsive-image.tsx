import { imageInfo } from '#shared/content/media/image-catalog.ts';
import { hasVariants, srcSet, variantUrl } from '#shared/media/image-variants.ts';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right variant. */
  sizes?: string;
  /** The page's LCP image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

const CATALOGUED = /^\/images\/.+\.jpg$/;

/** Intrinsic size for a catalogued image (throws on an unknown path so content typos fail loudly). */
function sizeOf(src: string, width?: number, height?: number) {
  if (width !== undefined && height !== undefined) return { width, height };
  if (!CATALOGUED.test(src)) return { width, height };
  const info = imageInfo(src);
  return { width: width ?? info.width, height: height ?? info.height };
}

/** Loading hints: the LCP image eager and high priority, everything else lazy and async. */
function loadingProps(priority: boolean) {
  return priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * An image in AVIF and WebP with a JPEG fallback (variants per shared/media/image-variants.ts) and
 * explicit width/height, so nothing shifts while it loads. Non-convention sources (SVG, external
 * URLs) are drawn as a plain <img>.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  width,
  height,
}: ResponsiveImageProps) {
  const size = sizeOf(src, width, height);
  const loading = loadingProps(priority);
  if (!hasVariants(src)) {
    return <img src={src} alt={alt} className={className} {...size} {...loading} />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, 'webp')} sizes={sizes} />
      <img
        src={variantUrl(src, 960, 'jpg')}
        srcSet={srcSet(src, 'jpg')}
        sizes={sizes}
        alt={alt}
        className={className}
        {...size}
        {...loading}
      />
    </picture>
  );
}
