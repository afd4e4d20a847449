import { readTimeOf } from '#shared/content/blog/read-time.ts';
import { createPostSchema, type PostFields, updatePostSchema } from '#shared/schemas/post.ts';
import { displayDate, postPath } from '#shared/schemas/post-view.ts';
import type { StoredEntry } from './content-repo.ts';
import type { ContentKindDef } from './content-kind.ts';

/** Newest article first (by its date), then the newest saved. */
function byDate(a: StoredEntry, b: StoredEntry): number {
  return (
    String(b.datePublished).localeCompare(String(a.datePublished)) ||
    b.createdAt.localeCompare(a.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

/** Blog posts: the display date and the read time are computed from the date and the blocks. */
export const postKind: ContentKindDef = {
  kind: 'posts',
  noun: 'post',
  createSchema: createPostSchema,
  updateSchema: updatePostSchema,
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
};
