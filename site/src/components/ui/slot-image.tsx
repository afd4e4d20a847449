import { usePagePicture } from '../../app/page-pictures.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

interface SlotImageProps {
  /** The page-picture slot (shared/content/pictures/slot-ids.ts); its stored picture replaces `src`. */
  slot: string | undefined;
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  /** Keep the alt empty whatever the stored one says: the picture is decorative here. */
  decorative?: boolean;
}

/**
 * A picture the owner may replace (docs/pictures.md): the slot's stored picture, with its focal
 * point and blurred placeholder, or the built-in one.
 */
export function SlotImage({ slot, src, alt, sizes, className, decorative = false }: SlotImageProps) {
  const picture = usePagePicture(slot, { src, alt });
  return (
    <ResponsiveImage
      src={picture.src}
      alt={decorative ? '' : picture.alt}
      sizes={sizes}
      className={className}
      media={picture.media}
      focus={picture.focus}
    />
  );
}
