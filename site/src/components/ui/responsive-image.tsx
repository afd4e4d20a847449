import { imageInfo } from '#shared/content/media/image-catalog.ts';
import {
  hasVariants,
  LARGE_VARIANT,
  srcSet,
  type VariantFormat,
  variantUrl,
} from '#shared/media/image-variants.ts';
import type { ImageMedia } from '#shared/schemas/image-media.ts';
import { type FocusPoint, focusPosition, isCentred } from '#shared/media/focus-position.ts';
import { useShippedMedia } from '../../app/shipped-placeholders.tsx';

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
  /**
   * An upload's media: its blurred preview is drawn until the picture loads, and its full-screen
   * variant offered. A shipped picture gets its placeholder from the server render without it.
   */
  media?: ImageMedia;
  /** Where the subject is (the owner's focal point, docs/pictures.md): the crop keeps it in view. */
  focus?: FocusPoint | undefined;
}

/**
 * The candidates of one format, plus an upload's full-screen JPEG when it has one. The JPEG goes
 * into every format's list: a browser takes the first <source> whose type it supports, so that is
 * the only way a large screen gets it (browsers decode by content, not by the declared type).
 */
function candidates(src: string, format: VariantFormat, media: ImageMedia | undefined): string {
  const set = srcSet(src, format);
  return media?.largeWidth ? `${set}, ${variantUrl(src, LARGE_VARIANT, 'jpg')} ${media.largeWidth}w` : set;
}

/**
 * The blurred preview as an image's own background, covered by the picture once it has loaded: the
 * one way a placeholder is drawn, an upload's or a shipped picture's (the hero uses it too).
 */
export const placeholderBackground = (media: ImageMedia) => ({
  backgroundImage: `url("${media.placeholder}")`,
  backgroundSize: 'cover',
});

const placeholderStyle = (media: ImageMedia | undefined, focus: FocusPoint | undefined) => {
  const position = focus && !isCentred(focus) ? { objectPosition: focusPosition(focus) } : undefined;
  if (!media) return position;
  return { ...placeholderBackground(media), ...position };
};

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
  media,
  focus,
}: ResponsiveImageProps) {
  const shippedMedia = useShippedMedia();
  const size = media ? { width: media.width, height: media.height } : sizeOf(src, width, height);
  const loading = loadingProps(priority);
  const placeholder = media ?? shippedMedia(src);
  if (!hasVariants(src)) {
    return <img src={src} alt={alt} className={className} {...size} {...loading} />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={candidates(src, 'avif', media)} sizes={sizes} />
      <source type="image/webp" srcSet={candidates(src, 'webp', media)} sizes={sizes} />
      <img
        src={variantUrl(src, 960, 'jpg')}
        srcSet={candidates(src, 'jpg', media)}
        sizes={sizes}
        alt={alt}
        className={className}
        style={placeholderStyle(placeholder, focus)}
        {...size}
        {...loading}
      />
    </picture>
  );
}
