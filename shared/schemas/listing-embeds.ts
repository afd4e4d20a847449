import { z } from 'zod';
import { matterportShareUrl } from '../embeds/embed-address.ts';
import { videoChoice, videoStartSchema } from './video-start.ts';

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
  /** Where a YouTube video starts, in seconds (the pasted address's `t=`); absent from the beginning. */
  start: videoStartSchema,
});
type ListingVideo = { provider: 'youtube' | 'vimeo'; id: string; start?: number };

/** A YouTube or Vimeo video: an address as pasted in any usual form (a YouTube one with its start), or as stored. */
export const listingVideoSchema = z
  .union([storedVideoSchema, z.string().max(2000)])
  .transform((value, ctx): ListingVideo => {
    if (typeof value !== 'string') {
      const { start, ...video } = value;
      return video.provider === 'youtube' && start ? { ...video, start } : video;
    }
    const youtube = videoChoice(value, undefined);
    if (youtube?.refusal) {
      ctx.addIssue({ code: 'custom', message: youtube.refusal });
      return z.NEVER;
    }
    if (youtube)
      return { provider: 'youtube', id: youtube.id, ...(youtube.start ? { start: youtube.start } : {}) };
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
