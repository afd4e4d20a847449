import { useState } from 'react';
import type { ImageMedia } from '#shared/schemas/image-media.ts';
import { safeImageSize, youtubeEmbedUrl, youtubeWatchUrl } from './gallery-media.ts';
import { Icon } from './icon.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

interface YoutubeFacadeProps {
  videoId: string;
  /** Where the owner chose it starts, in seconds; absent plays from the beginning. */
  start?: number | undefined;
  /** What the video is; names the play button and the player. */
  title: string;
  /** A local picture shown until the visitor presses play. */
  poster: string;
  posterAlt?: string;
  /** The poster's media when it is an upload (docs/pictures.md): its real size and blurred preview. */
  posterMedia?: ImageMedia | undefined;
  /** Whether, without script, a link may open the video on YouTube (not on a listing's MLS page). */
  linkOut?: boolean;
}

/**
 * Click-to-load YouTube: until the visitor presses play there is only a local poster and a real
 * button, so no request goes to YouTube. After the click the privacy-enhanced player loads and plays.
 */
export function YoutubeFacade({
  videoId,
  start,
  title,
  poster,
  posterAlt = '',
  posterMedia,
  linkOut = true,
}: YoutubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const src = youtubeEmbedUrl(videoId, start);
  if (playing && src) {
    return (
      <div className="youtube-facade is-playing">
        <iframe
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="youtube-facade">
      <ResponsiveImage
        src={poster}
        alt={posterAlt}
        sizes="(min-width: 1200px) 75rem, 100vw"
        className="youtube-facade-poster"
        {...safeImageSize(poster)}
        media={posterMedia}
      />
      <button
        type="button"
        className="youtube-facade-button facade-with-script"
        onClick={() => setPlaying(true)}
        disabled={!src}
        aria-label={`Play video: ${title}`}
      >
        <span className="youtube-facade-icon">
          <Icon name="play" size={34} className="youtube-facade-play" />
        </span>
        <span className="youtube-facade-hint" aria-hidden="true">
          Play video
        </span>
      </button>
      {src && linkOut ? (
        // Without script the button cannot load the player (CSS shows one or the other).
        <a
          className="youtube-facade-button facade-without-script"
          href={youtubeWatchUrl(videoId, start)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Watch on YouTube: ${title} (opens in a new tab)`}
        >
          <span className="youtube-facade-icon">
            <Icon name="play" size={34} className="youtube-facade-play" />
          </span>
          <span className="youtube-facade-hint" aria-hidden="true">
            Watch on YouTube
          </span>
        </a>
      ) : null}
    </div>
  );
}

export default YoutubeFacade;
