import { describe, expect, it } from 'vitest';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newPost, newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

let owner: OwnerClient | undefined;

const PROJECTS = '/api/admin/content/projects';
const POSTS = '/api/admin/content/posts';
/** An upload address no upload was stored under. */
const NOT_UPLOADED = '/uploads/0bd0a7a71ded7bebc8ae732732a24d69.jpg';
const PLACEHOLDER_STYLE = 'background-image:url(&quot;data:image/webp;base64,';
const forged = { width: 3, height: 2, placeholder: 'data:image/webp;base64,AAAA', largeWidth: 3 };

const stem = (src: string) => src.replace(/\.jpg$/, '');
const page = async (client: OwnerClient, path: string) => {
  const res = await fetch(`${client.app.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};
/** Every <img> of the page drawing the upload. */
const imagesOf = (html: string, src: string) =>
  html.match(new RegExp(`<img[^>]*${stem(src)}[^>]*>`, 'g')) ?? [];

/** Each <img> of the upload at its own 4:3 size with the blurred preview behind it; `count` of them. */
function expectDrawn(html: string, src: string, count: number, where: string) {
  const images = imagesOf(html, src);
  expect(images, where).toHaveLength(count);
  for (const img of images) {
    expect(img, where).toContain('width="2560"');
    expect(img, where).toContain('height="1920"');
    expect(img, where).toContain(PLACEHOLDER_STYLE);
  }
}
const largeVariant = (src: string) => `${stem(src)}-2560.jpg 2560w`;

/** A search result's thumbnail is drawn in a fixed box, with the upload's blurred preview behind it. */
async function expectSearchThumbnail(client: OwnerClient, query: string, src: string) {
  const html = await page(client, `/search?q=${encodeURIComponent(query)}`);
  const images = imagesOf(html, src);
  expect(images, `search ${query}`).toHaveLength(1);
  expect(images[0], `search ${query}`).toContain(PLACEHOLDER_STYLE);
}

function projectWith(src: string, slug: string): ReturnType<typeof newProject> {
  const project = newProject(slug);
  project.src = src;
  project.media = forged; // a client's copy: checked against the shape, then replaced
  project.featured = true;
  project.featuredOrder = 0;
  project.detail.gallery = project.detail.gallery?.map((photo, i) => ({
    ...photo,
    src: i < 2 ? src : photo.src,
  }));
  return project;
}

function postWith(src: string, slug: string): ReturnType<typeof newPost> {
  const post = newPost(slug);
  post.image = src;
  post.author = { name: 'Priya Raman', role: 'Aerial', image: src, imageMedia: forged };
  post.content = post.content.map((block) => (block.type === 'image' ? { ...block, src } : block));
  return post;
}

async function create<T>(client: OwnerClient, path: string, body: unknown): Promise<T> {
  const res = await client.call(path, { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as T;
}

describe("projects and posts carry their uploads' media", () => {
  it('when a project uses a large 4:3 upload, then its preview, page, card and home card draw it at 4:3 with the blurred preview, the gallery offers the 2560 px file, and its search result shows the blurred preview', async () => {
    owner = await ownerForTest();
    const photo = await uploadPhoto(owner, 2600, 1950);
    expect(photo).toMatchObject({ width: 2560, height: 1920 });
    const draft = await create<ProjectEntry>(owner, PROJECTS, projectWith(photo.url, 'uploaded-loft'));
    const media = { width: 2560, height: 1920, largeWidth: 2560 };
    expect(draft.media).toMatchObject(media);
    expect(draft.media?.placeholder).not.toBe(forged.placeholder);
    expect(draft.thumbnailMedia).toEqual(draft.media);
    expect(draft.detail.gallery.map((p) => p.media?.width)).toEqual([
      2560,
      2560,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    // The preview renders the draft as the public page will (the hero and the two uploaded photos).
    const preview = await owner.call(`/preview/projects/${draft.id}`);
    expect(preview.status).toBe(200);
    expectDrawn(await preview.text(), photo.url, 3, 'preview');

    const published = await owner.call(`${PROJECTS}/${draft.id}`, {
      method: 'PUT',
      json: { ...draft, status: 'published' },
    });
    expect(published.status).toBe(200);
    const detail = await page(owner, '/projects/uploaded-loft');
    expectDrawn(detail, photo.url, 3, 'project page');
    expect(detail).toContain(largeVariant(photo.url));
    for (const path of ['/projects', '/']) {
      const html = await page(owner, path);
      expectDrawn(html, photo.url, 1, path);
      expect(html, path).toContain(largeVariant(photo.url));
    }
    await expectSearchThumbnail(owner, 'Harbourfront Loft', photo.url);
  });

  it('when a post uses a large 4:3 upload for its cover, author photo and image block, then the post, the blog and the home teaser draw each at 4:3 with the blurred preview and the 2560 px file, and its search result shows the blurred preview', async () => {
    owner = await ownerForTest();
    const photo = await uploadPhoto(owner, 2600, 1950);
    const post = await create<PostEntry>(owner, POSTS, {
      ...postWith(photo.url, 'uploaded-report'),
      status: 'published',
    });
    expect(post.imageMedia).toMatchObject({ width: 2560, height: 1920, largeWidth: 2560 });
    expect(post.author?.imageMedia).toEqual(post.imageMedia);
    expect(post.content.find((block) => block.type === 'image')).toMatchObject({ media: post.imageMedia });

    // Hero, cover, author photo and the image block.
    const article = await page(owner, '/blog/uploaded-report');
    expectDrawn(article, photo.url, 4, 'post page');
    expect(article).toContain(largeVariant(photo.url));
    for (const path of ['/blog', '/']) {
      const html = await page(owner, path);
      expectDrawn(html, photo.url, 1, path);
      expect(html, path).toContain(largeVariant(photo.url));
    }
    await expectSearchThumbnail(owner, 'Spring Market Report', photo.url);
  });

  it('when a picture is not an upload the server holds, or its media is malformed, then a 400 names the field and nothing is stored', async () => {
    owner = await ownerForTest();
    const photo = await uploadPhoto(owner, 1200, 900);
    const badProjects: [(p: ReturnType<typeof projectWith>) => void, string][] = [
      [
        (p) => {
          p.src = NOT_UPLOADED;
        },
        'Card image must be uploaded first (it is not stored on the site).',
      ],
      [
        (p) => {
          p.thumbnail = NOT_UPLOADED;
        },
        'Separate card picture must be uploaded first (it is not stored on the site).',
      ],
      [
        (p) => {
          p.detail.gallery![1]!.src = NOT_UPLOADED;
        },
        'Gallery, photo 2: picture must be uploaded first (it is not stored on the site).',
      ],
      [
        (p) => {
          p.src = '/images/projects/not-shipped.jpg';
        },
        'Card image is not one of the pictures the site ships.',
      ],
      [
        (p) => {
          p.media = { ...forged, width: 0 };
        },
        'Card image details: width must be at least 1.',
      ],
      [
        (p) => {
          p.thumbnailMedia = { ...forged, placeholder: 'javascript:alert(1)' };
        },
        'Separate card picture details: placeholder is not in the expected form.',
      ],
      [
        (p) => {
          p.detail.gallery![0]!.media = { width: 10 } as never;
        },
        'Please check 2 fields: Gallery, photo 1: add height; Gallery, photo 1: add placeholder.',
      ],
    ];
    const badPosts: [(p: ReturnType<typeof postWith>) => void, string][] = [
      [
        (p) => {
          p.image = NOT_UPLOADED;
        },
        'Cover image must be uploaded first (it is not stored on the site).',
      ],
      [
        (p) => {
          p.author = { name: 'A', role: '', image: NOT_UPLOADED };
        },
        'Author photo must be uploaded first (it is not stored on the site).',
      ],
      [
        (p) => {
          p.content[2] = { type: 'image', src: NOT_UPLOADED, alt: 'x' };
        },
        'Body, block 3 (image): picture must be uploaded first (it is not stored on the site).',
      ],
      [
        (p) => {
          p.imageMedia = { ...forged, largeWidth: 9000 };
        },
        'Cover image details: large width must be at most 2560.',
      ],
      [
        (p) => {
          p.content[2] = { type: 'image', src: photo.url, alt: 'x', media: 'big' as never };
        },
        'Body, block 3 (image): media is not in the expected form.',
      ],
    ];
    const projectsBefore = await (await owner.call(PROJECTS)).json();
    const postsBefore = await (await owner.call(POSTS)).json();
    const refused = async (
      path: string,
      body: unknown,
      error: string,
      init: { method: string } = { method: 'POST' },
    ) => {
      const res = await owner!.call(path, { ...init, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    };
    for (const [spoil, error] of badProjects) {
      const body = projectWith(photo.url, 'spoilt-loft');
      spoil(body);
      await refused(PROJECTS, body, error);
    }
    for (const [spoil, error] of badPosts) {
      const body = postWith(photo.url, 'spoilt-post');
      spoil(body);
      await refused(POSTS, body, error);
    }
    expect(await (await owner.call(PROJECTS)).json()).toEqual(projectsBefore);
    expect(await (await owner.call(POSTS)).json()).toEqual(postsBefore);

    // An update is refused the same way and leaves the stored entry as it was.
    const project = await create<ProjectEntry>(owner, PROJECTS, projectWith(photo.url, 'kept-loft'));
    const spoilt = structuredClone(project);
    spoilt.detail.gallery[3]!.src = NOT_UPLOADED;
    await refused(
      `${PROJECTS}/${project.id}`,
      spoilt,
      'Gallery, photo 4: picture must be uploaded first (it is not stored on the site).',
      {
        method: 'PUT',
      },
    );
    expect(await (await owner.call(`${PROJECTS}/${project.id}`)).json()).toEqual(project);
  });
});
