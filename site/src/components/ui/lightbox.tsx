import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { useOnline } from '../../lib/use-online.ts';
import { EmbedFrame } from './embed-frame.tsx';
import { safeImageSize, youtubeEmbedUrl } from './gallery-media.ts';
import { Icon } from './icon.tsx';
import { swipeHandlers } from './lightbox-swipe.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { useBackClosesViewer } from './back-closes-viewer.ts';

interface LightboxProps {
  items: GalleryItem[];
  /** Open at this index; null (or out of range) means closed. */
  index: number | null;
  onClose: () => void;
  onIndexChange: (index: number) => void;
  /** Portfolio, website, brand and project galleries wrap around; service pages stop at the ends. */
  wrap: boolean;
  /** Unique per page: the viewer's history entry names it, so Forward reopens the right one. */
  gallery: string;
}

/** The index previous/next leads to, or null when that way is closed (spec "Full-screen media viewer"). */
function stepIndex(index: number, count: number, direction: 1 | -1, wrap: boolean): number | null {
  if (count < 2) return null;
  const target = index + direction;
  if (target >= 0 && target < count) return target;
  return wrap ? (target + count) % count : null;
}

/**
 * Full-screen media viewer: the picture fills the screen on every width (at the largest variant the
 * screen needs), with the counter, caption and controls laid over it; a swipe moves between items on
 * a touch screen. Renders nothing when closed, so nothing loads until a visitor asks.
 */
export function Lightbox(props: LightboxProps) {
  const { items, index } = props;
  if (index === null || index < 0 || index >= items.length) return null;
  if (typeof document === 'undefined') return null;
  return createPortal(<LightboxDialog {...props} index={index} />, document.body);
}

const FOCUSABLE = 'button:not([disabled]), [href], iframe, [tabindex]:not([tabindex="-1"])';

function LightboxDialog({
  items,
  index,
  onClose,
  onIndexChange,
  wrap,
  gallery,
}: LightboxProps & { index: number }) {
  const item = items[index]!;
  const dialogRef = useRef<HTMLDivElement>(null);
  /** The element last focused inside the panel (a nav button keeps its place here once disabled). */
  const focusedRef = useRef<Element | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const previous = stepIndex(index, items.length, -1, wrap);
  const next = stepIndex(index, items.length, 1, wrap);

  // Keep the latest handlers for the document listener without re-binding it on every step.
  const latest = useRef({ onClose, onIndexChange, previous, next });
  latest.current = { onClose, onIndexChange, previous, next };
  useBackClosesViewer(latest, gallery, index);
  const swipe = useRef(
    swipeHandlers((direction) => {
      const target = direction === 1 ? latest.current.next : latest.current.previous;
      if (target !== null) latest.current.onIndexChange(target);
    }),
  ).current;

  // Open: the page behind becomes inert and stops scrolling; close: focus returns to the opener.
  // A layout effect declared first, so the opener is read before any other effect moves focus.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    const overflow = document.body.style.overflow;
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const { onClose, onIndexChange, previous, next } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' && previous !== null) {
        event.preventDefault();
        onIndexChange(previous);
      } else if (event.key === 'ArrowRight' && next !== null) {
        event.preventDefault();
        onIndexChange(next);
      } else if (event.key === 'Tab') {
        trapFocus(event, dialogRef.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const panel = dialogRef.current;
    const remember = (event: FocusEvent) => {
      focusedRef.current = event.target as Element;
    };
    panel?.addEventListener('focusin', remember);
    return () => panel?.removeEventListener('focusin', remember);
  }, []);

  // A nav button that just became disabled at an end would drop focus to the page: move it to the
  // other direction (or the close button) so keyboard users stay in the dialog. A layout effect runs
  // before the browser's own focus fix-up would send focus to the body. Chromium (150 here) blurs
  // a focused button the moment it is disabled, before this effect runs: the button focused last
  // (focusedRef) tells that case from focus that was never in the dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const inDialog = dialog.contains(document.activeElement);
    const active = inDialog ? document.activeElement : focusedRef.current;
    if (active instanceof HTMLButtonElement && active.disabled && dialog.contains(active)) {
      const other = dialog.querySelector<HTMLButtonElement>('.lightbox-nav:not(:disabled)');
      (other ?? closeRef.current)?.focus();
    } else if (!inDialog) {
      closeRef.current?.focus();
    }
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the picture closes; Esc and the close button do so by keyboard
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={item.description ? descriptionId : undefined}
      onClick={(event) => {
        // The picture fills the screen: the empty space around it is the backdrop.
        const target = event.target as HTMLElement;
        if (target === event.currentTarget || target.classList.contains('lightbox-media')) onClose();
      }}
    >
      <div className="lightbox-panel" ref={dialogRef}>
        <div className="lightbox-toolbar">
          <p className="lightbox-counter" aria-live="polite">
            {index + 1} of {items.length}
          </p>
          <button
            type="button"
            className="lightbox-close"
            ref={closeRef}
            onClick={onClose}
            aria-label="Close viewer"
          >
            <CloseMark />
          </button>
        </div>
        <div className="lightbox-stage" {...swipe}>
          <button
            type="button"
            className="lightbox-nav lightbox-nav--prev"
            onClick={() => previous !== null && onIndexChange(previous)}
            disabled={previous === null}
            aria-label="Previous item"
          >
            <Icon name="arrow-right" size={22} className="lightbox-nav-icon--prev" />
          </button>
          <div className="lightbox-media" key={item.id}>
            <LightboxMedia item={item} />
          </div>
          <button
            type="button"
            className="lightbox-nav lightbox-nav--next"
            onClick={() => next !== null && onIndexChange(next)}
            disabled={next === null}
            aria-label="Next item"
          >
            <Icon name="arrow-right" size={22} />
          </button>
        </div>
        <div className="lightbox-info">
          <div className="lightbox-meta">
            {item.category ? <span className="tag">{item.category}</span> : null}
            {item.specs ? <span className="lightbox-specs">{item.specs}</span> : null}
          </div>
          <h2 className="lightbox-title" id={titleId}>
            {item.title}
          </h2>
          {item.description ? (
            <p className="lightbox-description" id={descriptionId}>
              {item.description}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Videos and tours play from YouTube or Matterport: offline they cannot load, so the viewer says
 * so instead of showing a frame with the browser's broken-page icon.
 */
function NeedsConnection({ what }: { what: 'video' | 'tour' }) {
  return (
    <div className="lightbox-offline" role="status">
      <p className="lightbox-offline-title">This {what} needs a connection</p>
      <p className="lightbox-unavailable">It will play here once you are back online.</p>
    </div>
  );
}

function LightboxMedia({ item }: { item: GalleryItem }) {
  const online = useOnline();
  if (!online && item.type === 'video') return <NeedsConnection what="video" />;
  if (!online && item.type === 'embed') return <NeedsConnection what="tour" />;
  if (item.type === 'video') {
    const src = youtubeEmbedUrl(item.src, item.start);
    if (!src) return <p className="lightbox-unavailable">This video can’t be played here.</p>;
    return (
      <div className="embed-frame">
        <iframe
          src={src}
          title={item.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (item.type === 'embed') return <EmbedFrame markup={item.src} title={item.title} />;
  const size = item.media ?? safeImageSize(item.src);
  // The frame has the picture's own proportions, as large as the screen allows: as wide as the
  // screen, or as tall when the screen is wider than the picture. `sizes` says the same, so the
  // browser fetches the variant that fills it (the 2560 px one on a large display).
  const ratio = size.width / size.height;
  const frame = { aspectRatio: `${size.width} / ${size.height}`, '--ratio': ratio.toFixed(4) };
  return (
    <div className="lightbox-frame" style={frame as CSSProperties}>
      <ResponsiveImage
        src={item.src}
        alt={item.alt ?? item.title}
        sizes={`(min-aspect-ratio: ${size.width}/${size.height}) ${Math.ceil(ratio * 100)}vh, 100vw`}
        priority
        className="lightbox-image"
        width={size.width}
        height={size.height}
        media={item.media}
      />
    </div>
  );
}

function CloseMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** Tab and Shift+Tab cycle inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (!container.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  }
}
