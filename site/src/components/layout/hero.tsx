import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { imageInfo } from '#shared/content/media/image-catalog.ts';
import { srcSet, variantUrl } from '#shared/media/image-variants.ts';
import { heroSlot, mobileHeroSlot } from '#shared/content/pictures/slot-ids.ts';
import { focusPosition, isCentred } from '#shared/media/focus-position.ts';
import type { ImageMedia } from '#shared/schemas/image-media.ts';
import { phonePictureSource } from '#shared/content/pictures/phone-slots.ts';
import {
  type DrawnPicture,
  useDrawnInstead,
  useHeroSocialImage,
  usePagePicture,
} from '../../app/page-pictures.tsx';
import { useShippedMedia } from '../../app/shipped-placeholders.tsx';
import { useRenderInfo } from '../../app/render-info.tsx';
import { MOBILE_QUERY } from '../../lib/mobile.ts';
import type { PageMeta } from '../../lib/page-meta.ts';
import { Icon } from '../ui/icon.tsx';
import { placeholderBackground } from '../ui/responsive-image.tsx';
import { heroButtonsFor } from './hero-buttons.ts';

export interface HeroProps {
  /** A '|' in the title is shown as a space (spec). */
  title: string;
  subtitle?: string;
  description?: string;
  image: string;
  /** The upload's media when `image` is a stored project's or post's upload (docs/pictures.md). */
  imageMedia?: ImageMedia | undefined;
  /** Separate wide image for mobile (home). */
  mobileImage?: string;
  pageKey: string;
  variant?: 'home' | 'page' | 'portfolio';
  /**
   * How the photograph and the text share the banner (hero.css, docs/design.md): `panel`, the
   * full-bleed photograph with the text in a panel at the bottom left; `split`, the photograph beside
   * the text on wide screens and above it on phones (portfolio and project pages: pictures first).
   */
  layout?: 'panel' | 'split';
  /** Shown in the panel under the text, before the buttons (the AI Services portfolio's badges). */
  children?: ReactNode;
}

const DESKTOP_QUERY = '(min-width: 769px)';

/**
 * A built-in picture's size and alt text; an owner's upload (a stored project's or post's picture)
 * is not in the catalogue, so it gets a nominal 3:2 size (its media, when stored, gives the real
 * one) and an empty alt (the page's heading names what the hero shows). Rendering never throws on
 * stored content.
 */
function heroInfo(src: string): { width: number; height: number; alt: string } {
  try {
    return imageInfo(src);
  } catch {
    return { width: 1600, height: 1067, alt: '' };
  }
}

/** Preload entries for a hero image (its AVIF srcset), optionally for one media query only. */
export function heroPreload(image: string, media?: string): NonNullable<PageMeta['preload']> {
  // A draft without its picture yet (the owner's preview): nothing to fetch ahead.
  if (!image) return [];
  return [
    {
      href: variantUrl(image, 1600, 'avif'),
      type: 'image/avif',
      imageSrcSet: srcSet(image, 'avif'),
      imageSizes: '100vw',
      ...(media ? { media } : {}),
    },
  ];
}

/** Home: the desktop hero for wide windows and the separate mobile hero for narrow ones. */
export function heroPreloadPair(desktop: string, mobile: string): NonNullable<PageMeta['preload']> {
  return [...heroPreload(desktop, DESKTOP_QUERY), ...heroPreload(mobile, MOBILE_QUERY)];
}

/**
 * Mobile or desktop (spec section 4): decided from the user agent for the server HTML; the page's
 * media queries (the <picture> sources) and lib/mobile-state.ts (the class) follow the window width.
 */
const useMobileUserAgent = (): boolean => useRenderInfo().mobileUserAgent;

/**
 * The inline style of the hero's image: the focal points as custom properties (hero.css picks the
 * mobile one below 769 px, where the mobile picture is drawn) and the blurred placeholder of the
 * picture shown (an upload's, or a shipped picture's from the server render).
 */
function heroStyle(desktop: DrawnPicture, mobile: DrawnPicture | undefined, shown: ImageMedia | undefined) {
  const style: Record<string, string> = {};
  if (desktop.focus && !isCentred(desktop.focus)) style['--hero-focus'] = focusPosition(desktop.focus);
  if (mobile?.focus && !isCentred(mobile.focus)) style['--hero-focus-mobile'] = focusPosition(mobile.focus);
  if (shown) Object.assign(style, placeholderBackground(shown));
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

function HeroPicture({
  image,
  imageMedia,
  mobileImage,
  pageKey,
  mobile,
}: {
  image: string;
  imageMedia?: ImageMedia | undefined;
  mobileImage?: string | undefined;
  pageKey: string;
  mobile: boolean;
}) {
  // The owner's pictures for this page's slots (docs/pictures.md), else the given ones.
  const desktop = usePagePicture(heroSlot(pageKey), {
    src: image,
    alt: heroInfo(image).alt,
    ...(imageMedia ? { media: imageMedia } : {}),
  });
  useHeroSocialImage(desktop);
  const shippedMedia = useShippedMedia();
  const phoneSlot = usePagePicture(
    mobileImage ? mobileHeroSlot(pageKey) : undefined,
    mobileImage ? { src: mobileImage, alt: heroInfo(mobileImage).alt } : desktop,
  );
  // Until the owner sets a phone picture of its own, phones show the desktop one they replaced,
  // cropped around its focal point (docs/pictures.md, "Phone pictures").
  const followsDesktop =
    mobileImage !== undefined &&
    phonePictureSource(desktop.src, phoneSlot.src, { desktop: image, phone: mobileImage }) === 'desktop';
  const small = followsDesktop ? desktop : phoneSlot;
  useDrawnInstead(mobileImage, small.src);
  const smallSrc = mobileImage ? small.src : undefined;
  // With a mobile image, the <picture> media queries make the server HTML right for every width;
  // once the mobile state is known (UA or width) only that one image is offered.
  const sources = smallSrc
    ? mobile || smallSrc === desktop.src
      ? [{ src: smallSrc }]
      : [{ src: smallSrc, media: MOBILE_QUERY }, { src: desktop.src }]
    : [{ src: desktop.src }];
  const shown = mobile && smallSrc ? small : desktop;
  const info = shown.media ?? heroInfo(shown.src);
  const placeholder = shown.media ?? shippedMedia(shown.src);
  return (
    <picture className="hero-picture">
      {sources.flatMap(({ src, media }) => [
        <source
          key={`${src}-avif`}
          type="image/avif"
          media={media}
          srcSet={srcSet(src, 'avif')}
          sizes="100vw"
        />,
        <source
          key={`${src}-webp`}
          type="image/webp"
          media={media}
          srcSet={srcSet(src, 'webp')}
          sizes="100vw"
        />,
        <source
          key={`${src}-jpg`}
          type="image/jpeg"
          media={media}
          srcSet={srcSet(src, 'jpg')}
          sizes="100vw"
        />,
      ])}
      <img
        className="hero-image"
        src={variantUrl(shown.src, 1600, 'jpg')}
        alt={shown.alt}
        width={info.width}
        height={info.height}
        style={heroStyle(desktop, mobileImage ? small : undefined, placeholder)}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

/** The banner at the top of every page: the photograph, and the title and two buttons on a scrim of their own. */
export function Hero({
  title,
  subtitle,
  description,
  image,
  imageMedia,
  mobileImage,
  pageKey,
  variant = 'page',
  layout = 'panel',
  children,
}: HeroProps) {
  const mobile = useMobileUserAgent();
  const buttons = heroButtonsFor(pageKey);
  const home = variant === 'home';
  return (
    <section
      className={`hero hero--${variant} hero--${layout}${mobile ? ' is-mobile' : ''}`}
      aria-labelledby="hero-title"
    >
      {/* A draft without its picture yet (the owner's preview): the hero's own dark ground. */}
      {image ? (
        <HeroPicture
          image={image}
          imageMedia={imageMedia}
          mobileImage={mobileImage}
          pageKey={pageKey}
          mobile={mobile}
        />
      ) : null}
      <div className="container hero-content">
        <div className="hero-panel">
          {subtitle ? <p className="hero-subtitle">{subtitle}</p> : null}
          <h1 id="hero-title" className="hero-title">
            {title.replace(/\|/g, ' ')}
          </h1>
          {description ? <p className="hero-description">{description}</p> : null}
          {/* Before the buttons: they end the panel, which shows once they are in (hero.css). */}
          {children}
          <div className={home ? 'button-row hero-buttons hero-buttons--home' : 'button-row hero-buttons'}>
            {/* Home's delayed initialisation fetches the pages behind its buttons (lib/delayed-prefetch.ts). */}
            <Link
              className="button button--primary"
              to={buttons.primary.to}
              data-prefetch={home || undefined}
            >
              {buttons.primary.label}
            </Link>
            <Link
              className="button button--outline-light"
              to={buttons.secondary.to}
              data-prefetch={home || undefined}
            >
              {buttons.secondary.label}
            </Link>
          </div>
        </div>
      </div>
      {home ? (
        <a className="hero-scroll" href="#home-about">
          <span>Scroll</span>
          <Icon name="arrow-right" size={18} className="hero-scroll-icon" />
        </a>
      ) : null}
    </section>
  );
}
