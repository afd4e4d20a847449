/**
 * The one list of addresses a page may frame: a Matterport showcase, a YouTube or a Vimeo player.
 * Checked by host AND path, so an allowed host's other pages (youtube.com/redirect?q=..., a
 * channel page, a login form) are never framed. Used by the server's embed sanitiser, the site's
 * <EmbedFrame> and the CSP's frame-src (which lists each entry's host and path prefix).
 */
interface EmbedRule {
  host: string;
  /** The CSP source path: frames are allowed under it only. */
  pathPrefix: string;
  /** The whole path an embed address must have. */
  path: RegExp;
}

export const EMBED_ALLOW_LIST: readonly EmbedRule[] = [
  { host: 'my.matterport.com', pathPrefix: '/show/', path: /^\/show\/$/ },
  { host: 'www.youtube-nocookie.com', pathPrefix: '/embed/', path: /^\/embed\/[\w-]{6,64}$/ },
  { host: 'www.youtube.com', pathPrefix: '/embed/', path: /^\/embed\/[\w-]{6,64}$/ },
  { host: 'player.vimeo.com', pathPrefix: '/video/', path: /^\/video\/\d{1,20}$/ },
];

/** The CSP frame-src sources: each allowed host with its path prefix. */
export const EMBED_FRAME_SOURCES: readonly string[] = EMBED_ALLOW_LIST.map(
  (rule) => `https://${rule.host}${rule.pathPrefix}`,
);

/** The rule an address matches (https, no credentials or port, allowed host and path), if any. */
export function embedRuleFor(url: URL): EmbedRule | undefined {
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  return EMBED_ALLOW_LIST.find((rule) => rule.host === url.hostname && rule.path.test(url.pathname));
}

/** The address as a frame may load it, or undefined when it is not an allowed embed. */
export function allowedEmbedUrl(raw: string): string | undefined {
  const url = URL.parse(raw.trim());
  return url && embedRuleFor(url) ? url.href : undefined;
}
