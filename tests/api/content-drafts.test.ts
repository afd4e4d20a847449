import { describe, expect, it } from 'vitest';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const POSTS = '/api/admin/content/posts';
const PROJECTS = '/api/admin/content/projects';
const json = async <T>(res: Response) => (await res.json()) as T;
type Refusal = { error: string; fields: { path: string; label: string; message: string }[] };

async function create<T>(path: string, body: unknown): Promise<T> {
  const res = await owner!.call(path, { method: 'POST', json: body });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return json<T>(res);
}

async function refused(path: string, body: unknown, method = 'PUT'): Promise<Refusal> {
  const res = await owner!.call(path, { method, json: body });
  expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
  return json<Refusal>(res);
}

const publicStatus = async (path: string) => (await fetch(`${owner!.app.url}${path}`)).status;

describe('rough drafts: incomplete until published', () => {
  it('when a post is saved with only a title, then it is a draft at an address made from the title, and nobody else sees it', async () => {
    owner = await ownerForTest();
    const draft = await create<PostEntry>(POSTS, { title: 'Notes from the Leaside shoot' });
    expect(draft).toMatchObject({
      slug: 'notes-from-the-leaside-shoot',
      status: 'draft',
      category: '',
      image: '',
      content: [],
      version: 1,
    });
    // The same title again gets the next free address, not a refusal.
    const again = await create<PostEntry>(POSTS, { title: 'Notes from the Leaside shoot' });
    expect(again.slug).toBe('notes-from-the-leaside-shoot-2');
    expect(await publicStatus('/blog/notes-from-the-leaside-shoot')).toBe(404);
    const live = await json<PostEntry[]>(await fetch(`${owner.app.url}/api/content/posts`));
    expect(live.map((p) => p.slug)).not.toContain('notes-from-the-leaside-shoot');
  });

  it('when that draft is published, then it is refused with every missing field named by its label, and it stays a draft', async () => {
    owner = await ownerForTest();
    const draft = await create<PostEntry>(POSTS, { title: 'Notes from the Leaside shoot' });
    const refusal = await refused(`${POSTS}/${draft.id}`, { ...draft, status: 'published' });
    expect(refusal.error).toBe(
      'Please check 4 fields: Category is required; Cover image is required; ' +
        'Cover alt text is required (describe the picture); Body needs at least one block.',
    );
    expect(refusal.fields.map((f) => [f.path, f.label])).toEqual([
      ['category', 'Category'],
      ['image', 'Cover image'],
      ['imageAlt', 'Cover alt text'],
      ['content', 'Body'],
    ]);
    // A publish date asks for the same, even on a body still marked draft.
    const scheduled = await refused(`${POSTS}/${draft.id}`, { ...draft, publishAt: '2030-01-01T09:00:00Z' });
    expect(scheduled.fields.map((f) => f.label)).toEqual([
      'Category',
      'Cover image',
      'Cover alt text',
      'Body',
    ]);
    // A block still empty is named by its place and type, and what to do.
    const complete = {
      ...draft,
      category: 'Behind the Scenes',
      image: '/images/blog/post-2.jpg',
      imageAlt: 'A drone over Leaside',
      content: [
        { type: 'heading', text: 'The day' },
        { type: 'paragraph', text: 'x' },
        { type: 'paragraph', text: ' ' },
      ],
    };
    const emptyBlock = await refused(`${POSTS}/${draft.id}`, { ...complete, status: 'published' });
    expect(emptyBlock.error).toBe('Body, block 3 (paragraph): add some text.');
    expect(emptyBlock.fields).toEqual([
      {
        path: 'content.2.text',
        label: 'Body, block 3 (paragraph)',
        message: 'add some text',
        sentence: 'Body, block 3 (paragraph): add some text',
      },
    ]);
    expect((await json<PostEntry>(await owner.call(`${POSTS}/${draft.id}`))).status).toBe('draft');
    expect(await publicStatus(`/blog/${draft.slug}`)).toBe(404);

    const published = await owner.call(`${POSTS}/${draft.id}`, {
      method: 'PUT',
      json: { ...complete, content: complete.content.slice(0, 2), status: 'published' },
    });
    expect(published.status).toBe(200);
    expect(await publicStatus(`/blog/${draft.slug}`)).toBe(200);
  });

  it('when a published entry would be restored to its incomplete first draft, then that is refused and the page stays', async () => {
    owner = await ownerForTest();
    const draft = await create<PostEntry>(POSTS, { title: 'Rooftop light' });
    const res = await owner.call(`${POSTS}/${draft.id}`, {
      method: 'PUT',
      json: {
        ...draft,
        category: 'Tips',
        image: '/images/blog/post-2.jpg',
        imageAlt: 'A rooftop',
        content: [{ type: 'paragraph', text: 'Golden hour.' }],
        status: 'published',
      },
    });
    const published = await json<PostEntry>(res);
    const restore = await refused(`${POSTS}/${draft.id}/versions/1/restore`, { version: 2 }, 'POST');
    expect(restore.fields.map((f) => f.label)).toEqual(['Category', 'Cover image', 'Cover alt text', 'Body']);
    expect(await json<PostEntry>(await owner.call(`${POSTS}/${draft.id}`))).toEqual(published);
    expect(await publicStatus(`/blog/${draft.slug}`)).toBe(200);
  });

  it('when a project is saved without its card image, then it is a draft; publishing it names the card image', async () => {
    owner = await ownerForTest();
    const draft = await create<ProjectEntry>(PROJECTS, { title: 'Lakeview Estate' });
    expect(draft).toMatchObject({ slug: 'lakeview-estate', status: 'draft', src: '', thumbnail: '' });
    expect(draft.detail.gallery).toEqual([]);
    expect(await publicStatus('/projects/lakeview-estate')).toBe(404);
    const gallery = [{ src: '/images/projects/chelster-hall-1.jpg', alt: '' }];
    // A photo may wait for its alt text in a draft.
    const withPhoto = await owner.call(`${PROJECTS}/${draft.id}`, {
      method: 'PUT',
      json: { ...draft, detail: { ...draft.detail, gallery } },
    });
    expect(withPhoto.status).toBe(200);
    const saved = await json<ProjectEntry>(withPhoto);
    const refusal = await refused(`${PROJECTS}/${draft.id}`, { ...saved, status: 'published' });
    expect(refusal.error).toBe(
      'Please check 2 fields: Card image is required; Gallery, photo 1: add alt text.',
    );
    expect(await publicStatus('/projects/lakeview-estate')).toBe(404);
  });
});

describe('previewing a rough draft', () => {
  it('when the owner previews a draft with only a title, then its page renders for them (anyone else is asked to sign in)', async () => {
    owner = await ownerForTest();
    for (const [kind, path] of [
      ['posts', POSTS],
      ['projects', PROJECTS],
    ] as const) {
      const draft = await create<{ id: string }>(path, { title: 'A rough one' });
      const preview = await owner.call(`/preview/${kind}/${draft.id}`);
      expect(preview.status, kind).toBe(200);
      const html = await preview.text();
      expect(html).toContain('A rough one');
      // No picture yet: nothing points at an empty address (which a browser reads as this page).
      expect(html.match(/[\w-]+=""/g)?.filter((a) => /^(src|srcset|href)=/i.test(a)) ?? [], kind).toEqual([]);
      expect(html.match(/<img(?![^>]*\ssrc="[^"])[^>]*>/g) ?? [], kind).toEqual([]);
      expect(html.match(/srcset="\s/gi) ?? [], kind).toEqual([]);
      expect(await publicStatus(`/preview/${kind}/${draft.id}`)).toBe(401);
    }
  });
});

describe('refusals speak the owner language', () => {
  it('when bad bodies reach every kind of endpoint, then no error says "Invalid input" or shows a field path', async () => {
    owner = await ownerForTest();
    const post = await create<PostEntry>(POSTS, { title: 'Speaking plainly' });
    const bad: [string, string, unknown][] = [
      [POSTS, 'POST', { title: '', content: [{ type: 'image', src: 'x' }], extra: 1 }],
      [
        `${POSTS}/${post.id}`,
        'PUT',
        { ...post, status: 'published', content: [{ type: 'list', items: [' '] }] },
      ],
      [PROJECTS, 'POST', { title: 'T', detail: { gallery: [{ alt: 'no picture' }] }, featuredOrder: -1 }],
      ['/api/portfolio/photographyPortfolio', 'POST', { title: '', type: 'image', src: 'javascript:x' }],
      ['/api/admin/content/pictures/home-hero', 'PUT', { src: '', alt: '', focus: { x: 2, y: 0 } }],
      ['/api/admin/content/testimonials/service-drone', 'PUT', { quote: '', author: '' }],
      ['/api/newsletter', 'POST', { email: 'nope' }],
      ['/api/portfolio/photographyPortfolio/order', 'PUT', { ids: [] }],
    ];
    for (const [path, method, body] of bad) {
      const res = await owner.call(path, { method, json: body });
      expect(res.status, path).toBe(400);
      const { error, fields } = await json<Refusal>(res);
      expect(error, path).not.toContain('Invalid input');
      expect(error, path).not.toMatch(/\b[a-z][A-Za-z]*\.(\d+|[a-z][A-Za-z]*)\b/);
      expect(fields.length, path).toBeGreaterThan(0);
      for (const field of fields) {
        expect(error, path).toContain(field.label);
        expect(error, path).not.toContain(field.path.includes('.') ? field.path : '\u0000');
      }
    }
  });
});
