import { useState } from 'react';
import { EmbedFrame } from '../../../components/ui/embed-frame.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

interface EmbedFacadeProps {
  /** The allow-listed player address (Matterport showcase, Vimeo player). */
  src: string;
  /** What it is; names the button and the frame. */
  title: string;
  /** The button's words, e.g. "Open the 3D tour". */
  label: string;
  /** What the site's measurement counts an open as (docs/analytics.md). */
  measure: 'video' | 'tour';
  /** Whether, without script, a link may open the player on its own site (not on the MLS page). */
  linkOut?: boolean;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Click-to-load for a 3D tour or a Vimeo video: until the visitor asks, there is only a button, so no
 * request leaves the site; then the allow-listed frame loads.
 */
export function EmbedFacade({ src, title, label, measure, linkOut = true }: EmbedFacadeProps) {
  const [open, setOpen] = useState(false);
  if (open) return <EmbedFrame markup={`<iframe src="${escapeAttr(src)}"></iframe>`} title={title} />;
  return (
    <div className="embed-facade">
      <button
        type="button"
        className="button button--primary embed-facade-button facade-with-script"
        data-measure={measure}
        onClick={() => setOpen(true)}
      >
        <Icon name="play" size={20} /> {label}
      </button>
      {/* Without script the button cannot load the player: the link opens it on its own site. */}
      {linkOut ? (
        <a
          className="button button--primary embed-facade-button facade-without-script"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="play" size={20} /> {label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

export default EmbedFacade;
