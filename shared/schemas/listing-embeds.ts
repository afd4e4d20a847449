import { z } from 'zod';
import { matterportShareUrl } from '../embeds/embed-address.ts';
import { youtubeIdFrom } from '../media/youtube-id.ts';

/** The id of a Vimeo address (vimeo.com/ID, player.vimeo.com/video/ID), or null. */
const VIMEO_ID = /^\d{1,20}$/;
function vimeoIdFrom(value: string): string | null {
  const text = value.trim();
  const url = URL.parse(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments[0];
  return id && VIMEO_ID.test(id) ? id : null;
}

const storedVideoSchema = z.strictObject({
  provider: z.enum(['youtube', 'vimeo']),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/),
});
type ListingVideo = z.infer<typeof storedVideoSchema>;

/** A YouTube or Vimeo video: an address as pasted in any usual form, or as stored. */
export const listingVideoSchema = z
  .union([storedVideoSchema, z.string().max(2000)])
  .transform((value, ctx): ListingVideo => {
    if (typeof value !== 'string') return value;
    const youtube = youtubeIdFrom(value);
    if (youtube) return { provider: 'youtube', id: youtube };
    const vimeo = vimeoIdFrom(value);
    if (vimeo) return { provider: 'vimeo', id: vimeo };
    ctx.addIssue({ code: 'custom', message: 'must be a YouTube or Vimeo address' });
    return z.NEVER;
  });

/** A Matterport share address or the iframe markup of its embed dialog, stored as the share address. */
export const listingTourSchema = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const src = /<iframe[\s>/]/i.test(value) ? /\ssrc\s*=\s*["']([^"']+)["']/i.exec(value)?.[1] : value;
    const share = src ? matterportShareUrl(src.replace(/&amp;/g, '&')) : undefined;
    if (share) return share.href;
    ctx.addIssue({ code: 'custom', message: 'must be a Matterport address (my.matterport.com/show/?m=...)' });
    return z.NEVER;
  });
