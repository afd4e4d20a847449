import { imageInfo } from '../media/image-catalog.ts';
import type { PostInput } from '../../schemas/post.ts';
import { BLOG_POSTS } from './posts.ts';

/** The sample posts as create bodies for the datastore's first start (published; id = slug). */
export function postSeed(): (PostInput & { id: string })[] {
  return BLOG_POSTS.map(({ date: _date, readTime: _readTime, ...post }) => ({
    ...post,
    id: post.slug,
    imageAlt: imageInfo(post.image).alt,
    content: post.content.map((block) => (block.type === 'image' ? { ...block, alt: block.alt } : block)),
    status: 'published',
  }));
}
