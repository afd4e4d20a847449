import { useState } from 'react';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { embedSource } from './embed-frame.tsx';
import { kindLabel, openedWithoutScript, openVerb, previewOf, safeImageSize } from './gallery-media.ts';
import { Icon } from './icon.tsx';
import { useForwardReopensViewer } from './back-closes-viewer.ts';
import { Lightbox } from './lightbox.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { Reveal } from './reveal.tsx';

interface GalleryGridProps {
  items: GalleryItem[];
  /** Lightbox navigation: wrap around (portfolio, website, brand, projects) or stop at the ends. */
  wrap: boolean;
  columns?: 2 | 3 | 4;
  /** Unique per page: the ids of the cards derive from it. */
  idPrefix: string;
  /**
   * `cards` (default): the picture over its title and text, for work with a story of its own.
   * `photos`: the picture alone, for a property's photos (titled by its alt text), with its text, the
   * owner's caption, over its foot when there is one; the title stays the button's name, and the
   * viewer shows title and text.
   * `plans`: as `photos`, for floor plans: each shown whole on white with its caption under it, so
   * a plan too small to read on a phone opens full screen (where it can be pinched to zoom).
   */
  look?: 'cards' | 'photos' | 'plans';
}

const SIZES: Record<2 | 3 | 4, string> = {
  2: '(min-width: 768px) 50vw, 100vw',
  3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  4: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
};

/** Cards that open the full-screen viewer at their own index. */
export function GalleryGrid({ items, wrap, columns = 3, idPrefix, look = 'cards' }: GalleryGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  useForwardReopensViewer(idPrefix, items.length, open !== null, setOpen);
  const photos = look !== 'cards';
  const looks = {
    cards: '',
    photos: ' gallery-grid--photos',
    plans: ' gallery-grid--photos gallery-grid--plans',
  };
  return (
    <>
      <ul className={`gallery-grid gallery-grid--cols-${columns}${looks[look]}`}>
        {items.map((item, index) => (
          <Reveal as="li" index={index % columns} className="gallery-card" key={item.id}>
            <GalleryPreview item={item} sizes={SIZES[columns]} />
            {/* The title is the button (its name); its stretched hit area covers the whole card. */}
            <button
              type="button"
              id={`${idPrefix}-item-${index}`}
              className="gallery-card-button"
              aria-haspopup="dialog"
              aria-describedby={item.description ? `${idPrefix}-item-${index}-text` : undefined}
              onClick={() => setOpen(index)}
            >
              <span className="visually-hidden">{openVerb(item)}: </span>
              <span className={photos ? 'visually-hidden' : 'gallery-card-title'}>{item.title}</span>
            </button>
            <LinkWithoutScript item={item} photos={photos} />
            {item.category ? <span className="tag gallery-card-tag">{item.category}</span> : null}
            {photos ? (
              item.description ? (
                <p className="gallery-card-caption" id={`${idPrefix}-item-${index}-text`}>
                  {item.description}
                </p>
              ) : null
            ) : (
              <div className="gallery-card-body">
                {/* A project photo's text is optional: no empty paragraph when the owner left it out. */}
                {item.description ? (
                  <p className="gallery-card-text" id={`${idPrefix}-item-${index}-text`}>
                    {item.description}
                  </p>
                ) : null}
                {item.specs ? <p className="gallery-card-specs">{item.specs}</p> : null}
              </div>
            )}
          </Reveal>
        ))}
      </ul>
      <Lightbox
        items={items}
        index={open}
        wrap={wrap}
        gallery={idPrefix}
        onClose={() => setOpen(null)}
        onIndexChange={setOpen}
      />
    </>
  );
}

/**
 * The card's way in when scripting is off, in place of the button (which needs the script to open
 * the viewer; CSS shows one or the other, as the video and tour facades do): a link to the picture,
 * or to the video or tour on its own site. Hidden with the script on, so it is out of the
 * accessibility tree and the tab order, and each card keeps one control.
 */
function LinkWithoutScript({ item, photos }: { item: GalleryItem; photos: boolean }) {
  const target = openedWithoutScript(item, embedSource);
  if (!target) return null;
  return (
    <a
      className="gallery-card-link"
      href={target.href}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className="visually-hidden">{openVerb(item)}: </span>
      <span className={photos ? 'visually-hidden' : 'gallery-card-link-title'}>{item.title}</span>
      {target.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}

function GalleryPreview({ item, sizes }: { item: GalleryItem; sizes: string }) {
  const preview = previewOf(item);
  const badge = item.type === 'video' ? 'play' : item.type === 'embed' ? 'cube' : null;
  return (
    <span className={`gallery-card-media gallery-card-media--${item.type}`}>
      {preview ? (
        <ResponsiveImage
          src={preview}
          alt={item.alt ?? ''}
          sizes={sizes}
          className="gallery-card-image"
          {...safeImageSize(preview)}
          media={preview === item.src ? item.media : undefined}
        />
      ) : (
        // A video or tour without a thumbnail: a designed card with its kind and title, never a
        // blank block. Hidden from screen readers: the card's button already says both.
        <span className="gallery-card-placeholder" aria-hidden="true">
          <span className="gallery-card-placeholder-kind">
            <Icon name={item.type === 'video' ? 'film' : 'cube'} size={18} />
            {kindLabel(item)}
          </span>
          <span className="gallery-card-placeholder-title">{item.title}</span>
        </span>
      )}
      {badge ? (
        <span className="gallery-card-badge">
          <Icon name={badge} size={22} className={badge === 'play' ? 'gallery-card-play' : undefined} />
        </span>
      ) : null}
    </span>
  );
}

export default GalleryGrid;
