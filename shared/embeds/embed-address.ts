import { embedRuleFor } from './embed-allow-list.ts';

/** A Matterport model id as share addresses carry it (`?m=SxQL3iGyoDo`). */
const MATTERPORT_MODEL = /^[A-Za-z0-9]{6,64}$/;

/**
 * The Matterport showcase address in what an owner pastes, when it is a share address
 * (`https://my.matterport.com/show/?m=XXXX`, with any further options such as `&play=1`, with or
 * without `https://` and the slash after `show`). Undefined for anything else.
 */
export function matterportShareUrl(value: string): URL | undefined {
  const text = value.trim();
  if (/[\s<>"']/.test(text)) return undefined;
  const url = URL.parse(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  if (url?.hostname.toLowerCase() !== 'my.matterport.com') return undefined;
  if (url.pathname === '/show') url.pathname = '/show/';
  if (!embedRuleFor(url) || !MATTERPORT_MODEL.test(url.searchParams.get('m') ?? '')) return undefined;
  return url;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What an embed item's source becomes before it is cleaned: iframe markup as pasted, or, for a
 * Matterport share address, the markup Matterport's own "embed" dialog gives for that address
 * (853 x 480, full screen allowed). The server's embed cleaner then stores either as the same
 * safe iframe. Anything else is returned unchanged, for the schema to refuse.
 */
export function embedMarkupFrom(value: string): string {
  if (/<iframe[\s>/]/i.test(value)) return value;
  const share = matterportShareUrl(value);
  if (!share) return value;
  return `<iframe width="853" height="480" src="${escapeAttr(share.href)}" frameborder="0" allowfullscreen allow="xr-spatial-tracking"></iframe>`;
}
