import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import {
  COLLECTION_KEYS,
  newItemId,
  type PortfolioData,
  type PortfolioItem,
} from '#shared/schemas/portfolio.ts';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { IMAGE, json, PHOTOS } from './portfolio-fixtures.ts';
import { storedText } from '../support/stored-data.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

describe('reading the portfolio', () => {
  it('when the store is new, then every collection holds its built-in items in order (public GET)', async () => {
    owner = await startAsOwner();
    const res = await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`);
    expect(res.status).toBe(200);
    const items = await json<PortfolioItem[]>(res);
    expect(items.map((i) => i.id)).toEqual(PHOTOS.map((i) => i.id));
    expect(items[0]).toMatchObject({ order: 0, version: 1 });
    expect(typeof items[0]!.updatedAt).toBe('string');
  });

  it('when the owner loads the admin data, then all eight keys are answered', async () => {
    owner = await startAsOwner();
    const data = await json<PortfolioData>(await owner.call('/api/admin/portfolio'));
    expect(Object.keys(data).sort()).toEqual([...COLLECTION_KEYS].sort());
    expect(data.matterportPortfolio[0]!.src).toMatch(/^<iframe src="https:\/\/my\.matterport\.com\//);
  });

  it('when nobody is signed in, then the admin data is 401', async () => {
    owner = await startAsOwner();
    const res = await fetch(`${owner.app.url}/api/admin/portfolio`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not authenticated' });
  });

  it.each([
    ['GET', '/api/portfolio/nopePortfolio'],
    ['POST', '/api/portfolio/nopePortfolio'],
    ['PUT', '/api/portfolio/nopePortfolio'],
    ['PUT', '/api/portfolio/nopePortfolio/order'],
    ['DELETE', '/api/portfolio/nopePortfolio/x-1'],
  ])('when %s %s names an unknown collection, then 404 JSON', async (method, path) => {
    owner = await startAsOwner();
    const res = await owner.call(path, { method, ...(method === 'GET' ? {} : { json: IMAGE }) });
    expect(res.status).toBe(404);
    expect((await json<{ error: string }>(res)).error).toContain('Unknown portfolio collection');
  });
});

describe('creating items', () => {
  it('when the owner adds an image without an id, then 201 with a spec-shaped id, order at the end, version 1', async () => {
    owner = await startAsOwner();
    const res = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'POST',
      json: { ...IMAGE, category: '', specs: '  ', thumbnail: '' },
    });
    expect(res.status).toBe(201);
    const item = await json<PortfolioItem>(res);
    expect(item.id).toMatch(/^photography-\d{13}$/);
    expect(item).toMatchObject({ ...IMAGE, order: PHOTOS.length, version: 1 });
    // Empty optional fields are stored as absent, not as ''.
    expect(item).not.toHaveProperty('category');
    expect(item).not.toHaveProperty('specs');
    expect(item).not.toHaveProperty('thumbnail');
    const file = await storedText(owner.app, 'portfolio');
    expect(file).toContain(item.id);
    const listed = await json<PortfolioItem[]>(
      await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`),
    );
    expect(listed.at(-1)).toEqual(item);
  });

  it('when the client sends its own unused id, then it is kept; sent again, then 409', async () => {
    owner = await startAsOwner();
    const body = { ...IMAGE, id: 'photography-1700000000000' };
    const first = await owner.call('/api/portfolio/photographyPortfolio', { method: 'POST', json: body });
    expect(first.status).toBe(201);
    expect((await json<PortfolioItem>(first)).id).toBe(body.id);
    const second = await owner.call('/api/portfolio/photographyPortfolio', { method: 'POST', json: body });
    expect(second.status).toBe(409);
    expect((await json<{ error: string }>(second)).error).toContain(body.id);
  });

  it('when the admin or the desktop app makes the id (newItemId), then every collection accepts it', async () => {
    owner = await startAsOwner();
    for (const key of COLLECTION_KEYS) {
      const id = newItemId(key, Date.now());
      const res = await owner.call(`/api/portfolio/${key}`, {
        method: 'POST',
        json: { ...IMAGE, id, type: 'image' },
      });
      expect(res.status, key).toBe(201);
      expect((await json<PortfolioItem>(res)).id).toBe(id);
    }
    const webDesign = await owner.call('/api/portfolio/webDesignPortfolio', {
      method: 'POST',
      json: { ...IMAGE, id: 'webDesign-1732371234567' },
    });
    expect(webDesign.status).toBe(201);
  });

  it('when a built-in item whose id has another form is edited, then it keeps its id', async () => {
    owner = await startAsOwner();
    const [builtIn] = PORTFOLIO_SEED.webDesignPortfolio;
    expect(builtIn!.id).toBe('website-design-1');
    const res = await owner.call('/api/portfolio/webDesignPortfolio', {
      method: 'PUT',
      json: { ...builtIn, title: 'Renamed site', version: 1 },
    });
    expect(res.status).toBe(200);
    expect(await json<PortfolioItem>(res)).toMatchObject({ id: 'website-design-1', title: 'Renamed site' });
  });

  it.each([
    ['title', { ...IMAGE, title: '' }, 'Title is required.'],
    ['description', { ...IMAGE, description: undefined }, 'Description is required.'],
    ['type', { ...IMAGE, type: 'gif' }, 'Type must be one of image, video, or embed.'],
    ['src', { ...IMAGE, src: 'javascript:alert(1)' }, 'Source must be a site path or an https URL.'],
    ['src', { ...IMAGE, src: '/images/../secrets' }, 'Source must be a site path or an https URL.'],
    ['alt', { ...IMAGE, alt: '' }, 'Alt text is required for images unless marked decorative.'],
    [
      'thumbnail',
      { ...IMAGE, thumbnail: 'data:image/png;base64,AAAA' },
      'Thumbnail URL must be a site path or an https URL.',
    ],
    ['id', { ...IMAGE, id: 'bad id!' }, 'Id may contain only letters, digits, dashes and underscores.'],
    ['extra', { ...IMAGE, extra: 1 }, '"extra" is not a field of this form.'],
    [
      'src',
      { title: 'Clip', description: 'A film', type: 'video', src: 'short' },
      'Source must be a YouTube address or an 11-character video id.',
    ],
    [
      'src',
      { title: 'Tour', description: 'A tour', type: 'embed', src: 'no iframe here' },
      'Source must contain an iframe or be a Matterport share address.',
    ],
    [
      'src',
      { title: 'Tour', description: 'A tour', type: 'embed', src: 'https://my.matterport.com/show/' },
      'Source must contain an iframe or be a Matterport share address.',
    ],
    [
      'src',
      { title: 'Tour', description: 'A tour', type: 'embed', src: 'https://example.com/show/?m=abcdefg' },
      'Source must contain an iframe or be a Matterport share address.',
    ],
    [
      'src',
      {
        title: 'Tour',
        description: 'A tour',
        type: 'embed',
        src: '<iframe src="https://evil.example/x"></iframe>',
      },
      'Source is not accepted: embeds are allowed only from my.matterport.com/show/, www.youtube-nocookie.com/embed/, www.youtube.com/embed/, player.vimeo.com/video/.',
    ],
  ])(
    'when the body has a bad %s (case %#), then 400 naming it by its label and nothing is stored',
    async (field, body, sentence) => {
      owner = await startAsOwner();
      const res = await owner.call('/api/portfolio/photographyPortfolio', { method: 'POST', json: body });
      expect(res.status).toBe(400);
      const refusal = await json<{ error: string; fields: { path: string }[] }>(res);
      expect(refusal.error).toBe(sentence);
      expect(refusal.fields.map((f) => f.path)).toEqual([field]);
      const listed = await json<PortfolioItem[]>(
        await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`),
      );
      expect(listed).toHaveLength(PHOTOS.length);
    },
  );

  it('when an image is marked decorative, then it needs no alt text', async () => {
    owner = await startAsOwner();
    const { alt, ...noAlt } = IMAGE;
    const res = await owner.call('/api/portfolio/editingPortfolio', {
      method: 'POST',
      json: { ...noAlt, decorative: true },
    });
    expect(res.status).toBe(201);
    expect(await json<PortfolioItem>(res)).toMatchObject({ decorative: true });
  });

  it('when a video has an 11-character YouTube id, then it is accepted', async () => {
    owner = await startAsOwner();
    const res = await owner.call('/api/portfolio/videoPortfolio', {
      method: 'POST',
      json: { title: 'Film', description: 'Property film', type: 'video', src: 'abcDEF123_-' },
    });
    expect(res.status).toBe(201);
  });

  it('when embed markup carries <script> and onload, then only a clean iframe is stored', async () => {
    owner = await startAsOwner();
    const res = await owner.call('/api/portfolio/matterportPortfolio', {
      method: 'POST',
      json: {
        title: 'Tour',
        description: 'A 3D tour',
        type: 'embed',
        src: '<script>alert(1)</script><iframe src="https://my.matterport.com/show/?m=abc" onload="alert(2)" style="x" allowfullscreen></iframe>',
      },
    });
    expect(res.status).toBe(201);
    const { src } = await json<PortfolioItem>(res);
    expect(src).toMatch(
      /^<iframe src="https:\/\/my\.matterport\.com\/show\/\?m=abc" title="3D virtual tour" allow="[^"]+" allowfullscreen><\/iframe>$/,
    );
    expect(src).not.toMatch(/script|onload|style/);
  });

  it('when a Matterport share address is sent, then it is stored as the same clean iframe as its embed markup', async () => {
    owner = await startAsOwner();
    const share = 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1';
    const send = async (src: string) => {
      const res = await owner!.call('/api/portfolio/matterportPortfolio', {
        method: 'POST',
        json: { title: 'Tour', description: 'A 3D tour', type: 'embed', src },
      });
      expect(res.status).toBe(201);
      return (await json<PortfolioItem>(res)).src;
    };
    const fromAddress = await send(share);
    // What Matterport's "embed" dialog gives for the same address.
    const fromMarkup = await send(
      `<iframe width="853" height="480" src="${share.replaceAll('&', '&amp;')}" frameborder="0" allowfullscreen allow="xr-spatial-tracking"></iframe>`,
    );
    expect(fromAddress).toBe(fromMarkup);
    expect(fromAddress).toMatch(
      /^<iframe src="https:\/\/my\.matterport\.com\/show\/\?m=SxQL3iGyoDo&amp;play=1&amp;qs=1" /,
    );
    expect(await send('my.matterport.com/show?m=SxQL3iGyoDo&play=1&qs=1')).toBe(fromMarkup);
  });

  it('when the CSRF token is missing, then a write is 403 and nothing changes', async () => {
    owner = await startAsOwner();
    const res = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'POST',
      json: IMAGE,
      csrf: false,
    });
    expect(res.status).toBe(403);
    const audit = await json<AuditEntry[]>(await owner.call('/api/admin/audit'));
    expect(audit).toEqual([]);
  });

  it('when nobody is signed in, then every write is 401', async () => {
    owner = await startAsOwner();
    const base = `${owner.app.url}/api/portfolio/photographyPortfolio`;
    const headers = { 'Content-Type': 'application/json' };
    for (const [method, url] of [
      ['POST', base],
      ['PUT', base],
      ['PUT', `${base}/order`],
      ['DELETE', `${base}/${PHOTOS[0]!.id}`],
    ] as const) {
      const res = await fetch(url, { method, headers, body: JSON.stringify(IMAGE) });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});
