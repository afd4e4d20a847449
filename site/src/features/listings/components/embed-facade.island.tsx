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
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Click-to-load for a 3D tour or a Vimeo video: until the visitor asks, there is only a button, so no
 * request leaves the site; then the allow-listed frame loads.
 */
export function EmbedFacade({ src, title, label, measure }: EmbedFacadeProps) {
  const [open, setOpen] = useState(false);
  if (open) return <EmbedFrame markup={`<iframe src="${escapeAttr(src)}"></iframe>`} title={title} />;
  return (
    <div className="embed-facade">
      <button
        type="button"
        className="button button--primary embed-facade-button"
        data-measure={measure}
        onClick={() => setOpen(true)}
      >
        <Icon name="play" size={20} /> {label}
      </button>
    </div>
  );
}

export default EmbedFacade;
