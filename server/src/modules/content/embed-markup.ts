/**
 * Embed markup pasted by the owner (a 3D tour or video "share" snippet) is never stored as given:
 * exactly one <iframe> is found, its few safe attributes are read, and a new iframe is written from
 * scratch. Every other tag (script, div, style...) and attribute (onload, style, srcdoc...) is
 * dropped; a frame whose address is outside the allow-list (host and path) is refused.
 */
import { EMBED_ALLOW_LIST, embedRuleFor } from '#shared/embeds/embed-allow-list.ts';

/** The only `allow` value a stored frame gets, whatever was pasted. */
export const EMBED_ALLOW =
  'accelerometer; autoplay; encrypted-media; fullscreen; gyroscope; picture-in-picture; xr-spatial-tracking';

const DEFAULT_TITLES: Record<string, string> = {
  'my.matterport.com': '3D virtual tour',
};

export class EmbedError extends Error {}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Enough entity decoding for attribute values (`&amp;` in query strings, quotes). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_m, entity: string) => {
    const e = entity.toLowerCase();
    if (e === 'amp') return '&';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    const code = e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
}

/** Attributes of the opening tag that starts at `start` (just after `<iframe`). */
function readAttributes(markup: string, start: number): Map<string, string> {
  const attrs = new Map<string, string>();
  const pattern = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?|\s*(\/?>)/y;
  pattern.lastIndex = start;
  for (;;) {
    const match = pattern.exec(markup);
    if (!match) throw new EmbedError('the iframe tag is malformed');
    if (match[5]) return attrs;
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    // Like a browser, the first occurrence of a repeated attribute wins.
    if (!attrs.has(name)) attrs.set(name, decodeEntities(value));
  }
}

function checkedSource(raw: string | undefined): URL {
  if (!raw) throw new EmbedError('the iframe has no src');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new EmbedError('the iframe src is not a valid address');
  }
  if (url.protocol !== 'https:') throw new EmbedError('the iframe src must use https');
  if (url.username || url.password || url.port) throw new EmbedError('the iframe src is not allowed');
  if (!embedRuleFor(url)) {
    const allowed = EMBED_ALLOW_LIST.map((rule) => `${rule.host}${rule.pathPrefix}`).join(', ');
    throw new EmbedError(`embeds are allowed only from ${allowed}`);
  }
  return url;
}

const SIZE = /^\d{1,4}%?$/;

/**
 * The safe iframe for pasted markup, or an EmbedError saying why it was refused.
 * Idempotent: cleaning an already clean embed gives the same string.
 */
export function cleanEmbedMarkup(markup: string): string {
  const opening = /<iframe(?=[\s/>])/gi;
  const starts = [...markup.matchAll(opening)].map((m) => m.index + m[0].length);
  if (starts.length === 0) throw new EmbedError('paste the iframe code of a video or 3D tour');
  if (starts.length > 1) throw new EmbedError('only one iframe is allowed');
  const attrs = readAttributes(markup, starts[0]!);
  const url = checkedSource(attrs.get('src'));
  const parts = [`src="${escapeAttr(url.href)}"`];
  for (const name of ['width', 'height']) {
    const value = attrs.get(name)?.trim();
    if (value && SIZE.test(value)) parts.push(`${name}="${value}"`);
  }
  const title =
    attrs.get('title')?.replace(/\s+/g, ' ').trim().slice(0, 200) || DEFAULT_TITLES[url.hostname] || 'Video';
  parts.push(`title="${escapeAttr(title)}"`, `allow="${EMBED_ALLOW}"`);
  if (attrs.has('allowfullscreen')) parts.push('allowfullscreen');
  return `<iframe ${parts.join(' ')}></iframe>`;
}
