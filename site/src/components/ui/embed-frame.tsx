/**
 * Shows an embedded tour or video from the owner's embed markup. The server already reduced that
 * markup to one allow-listed iframe; here we go further and never inject markup at all: we read the
 * iframe's src, check it again against the same allow-list (host and path), and draw our own <iframe>.
 */
import { allowedEmbedUrl } from '#shared/embeds/embed-allow-list.ts';

const SRC_ATTRIBUTE = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The https URL of an allow-listed embed, or undefined when the markup is not one. */
export function embedSource(markup: string): string | undefined {
  const match = SRC_ATTRIBUTE.exec(markup);
  const raw = match?.[1] ?? match?.[2];
  if (!raw) return undefined;
  return allowedEmbedUrl(decodeEntities(raw));
}

interface EmbedFrameProps {
  markup: string;
  title: string;
  className?: string;
}

export function EmbedFrame({ markup, title, className }: EmbedFrameProps) {
  const src = embedSource(markup);
  if (!src) {
    return (
      <div className={`embed-frame embed-frame--unavailable ${className ?? ''}`}>
        <p>This tour can’t be displayed here.</p>
      </div>
    );
  }
  return (
    <div className={`embed-frame ${className ?? ''}`}>
      <iframe
        src={src}
        title={title}
        allow="autoplay; fullscreen; xr-spatial-tracking; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
