import type { BlogPost } from '../../schemas/content.ts';
import { droneBestPractices } from './posts/drone-photography-best-practices.ts';
import { essentialPhotographyEquipment } from './posts/essential-photography-equipment.ts';
import { marketingLuxuryProperties } from './posts/marketing-luxury-properties.ts';
import { matterportToursSellFaster } from './posts/matterport-3d-tours-sell-homes-faster.ts';
import { virtualStagingTrends } from './posts/virtual-staging-trends.ts';

/** The five posts, newest first. The first three are the home page's "Latest Insights" teaser. */
export const BLOG_POSTS: BlogPost[] = [
  essentialPhotographyEquipment,
  droneBestPractices,
  virtualStagingTrends,
  marketingLuxuryProperties,
  matterportToursSellFaster,
];

export const findPost = (slug: string) => BLOG_POSTS.find((p) => p.slug === slug);
export const postPath = (post: { slug: string }) => `/blog/${post.slug}`;

/** Categories present in the posts, in order of first appearance (the blog's filter buttons). */
export const BLOG_CATEGORIES: string[] = [...new Set(BLOG_POSTS.map((p) => p.category))];
