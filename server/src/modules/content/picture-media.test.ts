import { describe, expect, it } from 'vitest';
import { createPostSchema, POST_LABELS } from '#shared/schemas/post.ts';
import { createProjectSchema, PROJECT_LABELS } from '#shared/schemas/project.ts';
import { newPost, newProject } from '../../../../tests/api/content-fixtures.ts';
import type { KindTools } from './content-kind.ts';
import { mediaOf, withPictureMedia } from './picture-media.ts';
import { postKind } from './post-kind.ts';
import { projectKind } from './project-kind.ts';

const UPLOAD = '/uploads/abc.jpg';
const SHIPPED = '/images/projects/4.jpg';
const media = (width: number) => ({ width, height: 600, placeholder: 'data:image/webp;base64,AAAA' });
/** The upload store as a kind sees it: the named uploads are stored, 800 px wide. */
const tools = (known: string[]): KindTools => ({
  describeImage: async (src) => (known.includes(src) ? media(800) : undefined),
  // Projects and posts have no social crop of their own (their page's social image is the picture).
  socialImage: async () => expect.fail('a project or post makes no social crop'),
  makeDeliveryFiles: () => expect.fail('only a listing has delivery files'),
});
const forged = media(1);

describe('picture media: what every stored picture carries', () => {
  it('when an address is an upload or a shipped picture, then the upload gets its media and the shipped one none; anything else is a 400 naming the field', async () => {
    expect(await mediaOf(UPLOAD, 'src', tools([UPLOAD]))).toEqual(media(800));
    expect(await mediaOf(SHIPPED, 'src', tools([]))).toBeUndefined();
    await expect(mediaOf(UPLOAD, 'detail.gallery.2.src', tools([]), PROJECT_LABELS)).rejects.toMatchObject({
      status: 400,
      message: 'Gallery, photo 3: picture must be uploaded first (it is not stored on the site).',
      fields: [
        {
          path: 'detail.gallery.2.src',
          label: 'Gallery, photo 3',
          message: 'picture must be uploaded first (it is not stored on the site)',
        },
      ],
    });
    await expect(mediaOf('/images/projects/nope.jpg', 'image', tools([]), POST_LABELS)).rejects.toMatchObject(
      {
        status: 400,
        message: 'Cover image is not one of the pictures the site ships.',
      },
    );
  });

  it("when pictures are described, then a client's media is replaced, a shipped picture keeps no media key, a left-out picture loses its media and the input is untouched", async () => {
    const input = {
      a: { src: UPLOAD, media: forged },
      b: { src: SHIPPED, media: forged },
      c: { media: forged },
    };
    const spots = (copy: typeof input) =>
      (['a', 'b', 'c'] as const).map((key) => ({
        field: `${key}.src`,
        holder: copy[key] as Record<string, unknown>,
        srcKey: 'src',
        mediaKey: 'media',
      }));
    const out = await withPictureMedia(input, spots, tools([UPLOAD]));
    expect(out).toEqual({ a: { src: UPLOAD, media: media(800) }, b: { src: SHIPPED }, c: {} });
    expect(Object.hasOwn(out.b, 'media')).toBe(false);
    expect(input.a.media).toBe(forged);
  });

  it('when a project is prepared, then its hero, card and every gallery photo carry their media, and an unknown upload is named by its field', async () => {
    const body = newProject('media-loft');
    body.src = UPLOAD;
    body.thumbnail = '/uploads/card.jpg';
    body.detail.gallery = [
      { src: SHIPPED, alt: 'Shipped' },
      { src: UPLOAD, alt: 'Uploaded', media: forged },
    ];
    const fields = projectKind.normalise('p1', createProjectSchema.parse(body));
    const prepared = (await projectKind.prepare!(fields, tools([UPLOAD, '/uploads/card.jpg']))) as Record<
      string,
      unknown
    > & { detail: { gallery: Record<string, unknown>[] } };
    expect(prepared.media).toEqual(media(800));
    expect(prepared.thumbnailMedia).toEqual(media(800));
    expect(prepared.detail.gallery.map((photo) => photo.media)).toEqual([undefined, media(800)]);
    await expect(projectKind.prepare!(fields, tools([UPLOAD]))).rejects.toThrow(
      'Separate card picture must be uploaded first (it is not stored on the site).',
    );
    await expect(projectKind.prepare!(fields, tools(['/uploads/card.jpg']))).rejects.toThrow(
      'Card image must be uploaded first (it is not stored on the site).',
    );
  });

  it('when a post is prepared, then its cover, author photo and image blocks carry their media, and an unknown upload is named by its field', async () => {
    const body = newPost('media-post');
    body.image = UPLOAD;
    body.author = { name: 'Priya', role: 'Aerial', image: UPLOAD, imageMedia: forged };
    body.content = [...body.content, { type: 'image', src: '/uploads/block.jpg', alt: 'Block' }];
    const last = body.content.length - 1;
    const fields = postKind.normalise('q1', createPostSchema.parse(body));
    const prepared = (await postKind.prepare!(fields, tools([UPLOAD, '/uploads/block.jpg']))) as Record<
      string,
      unknown
    > & { author: Record<string, unknown>; content: Record<string, unknown>[] };
    expect(prepared.imageMedia).toEqual(media(800));
    expect(prepared.author.imageMedia).toEqual(media(800));
    // The fixture's first image block is a shipped picture: no media; the uploaded one has its own.
    expect(prepared.content.filter((b) => b.type === 'image').map((b) => b.media)).toEqual([
      undefined,
      media(800),
    ]);
    await expect(postKind.prepare!(fields, tools([UPLOAD]))).rejects.toThrow(
      `Body, block ${last + 1} (image): picture must be uploaded first (it is not stored on the site).`,
    );
    await expect(postKind.prepare!(fields, tools(['/uploads/block.jpg']))).rejects.toThrow(
      'Cover image must be uploaded first (it is not stored on the site).',
    );
  });
});
