import { z } from 'zod';
import { matterportShareUrl } from '../embeds/embed-address.ts';
import { videoChoice, videoStartSchema, vimeoChoice } from './video-start.ts';

const storedVideoSchema = z.strictObject({
  provider: z.enum(['youtube', 'vimeo']),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/),
  /** Where the video starts, in seconds (the pasted address's `t=`); absent from the beginning. */
  start: videoStartSchema,
});
type ListingVideo = { provider: 'youtube' | 'vimeo'; id: string; start?: number };

const vimeoChosen = (value: string) => {
  const vimeo = vimeoChoice(value);
  return vimeo ? { provider: 'vimeo' as const, ...vimeo } : null;
};

/** A YouTube or Vimeo video: an address as pasted in any usual form (with its start time), or as stored. */
export const listingVideoSchema = z
  .union([storedVideoSchema, z.string().max(2000)])
  .transform((value, ctx): ListingVideo => {
    if (typeof value !== 'string') {
      const { start, ...video } = value;
      return start ? { ...video, start } : video;
    }
    const youtube = videoChoice(value, undefined);
    const chosen = youtube ? { provider: 'youtube' as const, ...youtube } : vimeoChosen(value);
    if (chosen?.refusal) {
      ctx.addIssue({ code: 'custom', message: chosen.refusal });
      return z.NEVER;
    }
    if (chosen)
      return { provider: chosen.provider, id: chosen.id, ...(chosen.start ? { start: chosen.start } : {}) };
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
