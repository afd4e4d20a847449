import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { readTimeOf } from '#shared/content/blog/read-time.ts';
import { POST_LABELS, type PostFields } from '#shared/schemas/post.ts';
import { displayDate, postPath } from '#shared/schemas/post-view.ts';
import type { StoredEntry } from './content-repo.ts';
import type { ContentKindDef } from './content-kind.ts';
import { type PictureSpot, withPictureMedia } from './picture-media.ts';

type StoredPost = Record<string, unknown> & {
  author?: Record<string, unknown>;
  content: Record<string, unknown>[];
};

/** Every picture of a post: the cover, the author photo, each image block (docs/pictures.md). */
function postPictures(post: StoredPost): PictureSpot[] {
  return [
    { field: 'image', holder: post, srcKey: 'image', mediaKey: 'imageMedia' },
    ...(post.author
      ? [{ field: 'author.image', holder: post.author, srcKey: 'image', mediaKey: 'imageMedia' }]
      : []),
    ...post.content.flatMap((block, index) =>
      block.type === 'image'
        ? [{ field: `content.${index}.src`, holder: block, srcKey: 'src', mediaKey: 'media' }]
        : [],
    ),
  ];
}

/** Newest article first (by its date), then the newest saved. */
function byDate(a: StoredEntry, b: StoredEntry): number {
  return (
    String(b.datePublished).localeCompare(String(a.datePublished)) ||
    b.createdAt.localeCompare(a.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Blog posts: the display date and the read time are computed from the date and the blocks, and
 * every picture carries its upload's media.
 */
export const postKind: ContentKindDef = {
  ...CONTENT_MODEL.posts,
  path: postPath,
  compare: byDate,
  normalise(_id, input) {
    const {
      id: _i,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      date: _d,
      readTime: _r,
      publishAt,
      author,
      ...fields
    } = input as PostFields & Record<string, unknown>;
    return {
      ...fields,
      ...(author ? { author } : {}),
      ...(publishAt ? { publishAt } : {}),
      date: displayDate(fields.datePublished),
      readTime: readTimeOf(fields.content),
    };
  },
  prepare: (fields, tools) => withPictureMedia(fields as StoredPost, postPictures, tools, POST_LABELS),
};
