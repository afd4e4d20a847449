import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

let owner: OwnerClient | undefined;

async function createItem(client: OwnerClient, src: string, extra: Record<string, unknown> = {}) {
  const res = await client.call('/api/portfolio/photographyPortfolio', {
    method: 'POST',
    json: {
      title: 'Lakeside kitchen',
      description: 'Morning light',
      type: 'image',
      src,
      alt: 'A kitchen',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PortfolioItem;
}

const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/;

describe('uploaded pictures keep their shape, a full-screen variant and a blurred preview', () => {
  it('when a large 4:3 photo is uploaded, then it keeps 4:3, a 2560 px JPEG, and its item carries both', async () => {
    owner = await ownerForTest();
    const answer = await uploadPhoto(owner, 4000, 3000);
    // 4:3, not the nominal 3:2 every upload used to be drawn at.
    expect(answer).toMatchObject({ width: 2560, height: 1920 });

    const large = await fetch(`${owner.app.url}${answer.url.replace(/\.jpg$/, '-2560.jpg')}`);
    expect(large.status).toBe(200);
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({
      width: 2560,
      height: 1920,
      format: 'jpeg',
    });

    const item = await createItem(owner, answer.url);
    expect(item.media).toMatchObject({ width: 2560, height: 1920, largeWidth: 2560 });
    expect(item.media?.placeholder).toMatch(PLACEHOLDER);
    expect(item.media!.placeholder.length).toBeLessThan(1000);

    // The public page draws it at 4:3 with the preview behind it and offers the 2560 px file.
    const html = await (await fetch(`${owner.app.url}/portfolio/photography`)).text();
    const img = new RegExp(`<img[^>]*${answer.url.replace(/\.jpg$/, '')}[^>]*>`).exec(html)?.[0] ?? '';
    expect(img).toContain('width="2560"');
    expect(img).toContain('height="1920"');
    expect(img).toContain('background-image:url(&quot;data:image/webp;base64,');
    expect(img).toContain(`${answer.url.replace(/\.jpg$/, '-2560.jpg')} 2560w`);
  });

  it('when a small photo is uploaded, then there is no full-screen variant and its real size is kept', async () => {
    owner = await ownerForTest();
    const answer = await uploadPhoto(owner, 900, 1200);
    expect(answer).toMatchObject({ width: 900, height: 1200 });
    const large = await fetch(`${owner.app.url}${answer.url.replace(/\.jpg$/, '-2560.jpg')}`);
    expect(large.status).toBe(404);
    const item = await createItem(owner, answer.url);
    expect(item.media).toEqual({ width: 900, height: 1200, placeholder: expect.stringMatching(PLACEHOLDER) });
  });

  it('when a client sends its own media, then the server keeps what the stored files say', async () => {
    owner = await ownerForTest();
    const answer = await uploadPhoto(owner, 1200, 800);
    const forged = { width: 1, height: 9000, placeholder: 'data:image/webp;base64,AAAA' };
    const created = await createItem(owner, answer.url);
    const res = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...created, title: 'Renamed', media: forged },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as PortfolioItem;
    expect(updated.title).toBe('Renamed');
    expect(updated.media).toEqual(created.media);
    expect(updated.media).toMatchObject({ width: 1200, height: 800 });

    // An address that is not an upload gets no media; a media-less item stays media-less.
    const plain = await createItem(owner, '/images/portfolio/photography/1.jpg');
    expect(plain.media).toBeUndefined();
  });
});
