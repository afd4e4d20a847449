import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '#shared/content/pictures/picture-slots.ts';
import { TESTIMONIAL_SLOTS } from '#shared/content/testimonials/testimonial-slots.ts';
import type { PortfolioData } from '#shared/schemas/portfolio.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import type { Readiness } from '#shared/schemas/readiness.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const readiness = async (client: OwnerClient) => {
  const res = await client.call('/api/admin/readiness');
  expect(res.status).toBe(200);
  return (await res.json()) as Readiness;
};
const sampleIds = (r: Readiness, kind: string) => r.samples.filter((s) => s.kind === kind).map((s) => s.id);

describe('site readiness', () => {
  it('when the site is fresh, then every sample project and post is listed with its address, and every portfolio picture is an illustration', async () => {
    owner = await ownerForTest();
    const r = await readiness(owner);
    expect(sampleIds(r, 'projects')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(sampleIds(r, 'testimonials')).toEqual(TESTIMONIAL_SLOTS.map((slot) => slot.id));
    expect(r.samples.find((s) => s.id === 'service-photography')).toMatchObject({
      kind: 'testimonials',
      path: '/services/photography',
    });
    const posts = r.samples.filter((s) => s.kind === 'posts');
    expect(posts).toHaveLength(5);
    for (const post of posts) expect(post.path).toBe(`/blog/${post.id}`);
    expect(r.samples[0]).toMatchObject({
      kind: 'projects',
      id: '1',
      path: expect.stringMatching(/^\/projects\/[a-z-]+$/),
    });
    const data = (await (await owner.call('/api/admin/portfolio')).json()) as PortfolioData;
    const photography = r.pictures.find((p) => p.area === 'portfolio' && p.key === 'photographyPortfolio');
    expect(photography).toMatchObject({ label: 'Photography', count: data.photographyPortfolio.length });
  });

  it('when a sample project is changed, then it leaves the list; a post unpublished and another deleted leave it too; restored to the sample text, the project is back', async () => {
    owner = await ownerForTest();
    const project = (await (await owner.call('/api/admin/content/projects/2')).json()) as ProjectEntry;
    const saved = await owner.call('/api/admin/content/projects/2', {
      method: 'PUT',
      json: { ...project, title: 'Our own Rosedale shoot' },
    });
    expect(saved.status).toBe(200);
    const [first, second] = sampleIds(await readiness(owner), 'posts');
    const post = (await (await owner.call(`/api/admin/content/posts/${first}`)).json()) as Record<
      string,
      unknown
    >;
    expect(
      (
        await owner.call(`/api/admin/content/posts/${first}`, {
          method: 'PUT',
          json: { ...post, status: 'draft' },
        })
      ).status,
    ).toBe(200);
    expect((await owner.call(`/api/admin/content/posts/${second}`, { method: 'DELETE' })).status).toBe(204);

    const after = await readiness(owner);
    expect(sampleIds(after, 'projects')).toEqual(['1', '3', '4', '5', '6', '7', '8']);
    expect(sampleIds(after, 'posts')).not.toContain(first);
    expect(sampleIds(after, 'posts')).not.toContain(second);
    expect(sampleIds(after, 'posts')).toHaveLength(3);

    // Version 1 is the sample itself: restoring it makes the project sample content again.
    const restored = await owner.call('/api/admin/content/projects/2/versions/1/restore', {
      method: 'POST',
      json: {},
    });
    expect(restored.status).toBe(200);
    expect(sampleIds(await readiness(owner), 'projects')).toContain('2');
  });

  it('when a sample testimonial is given a real client quote, then it leaves the list and the others stay', async () => {
    owner = await ownerForTest();
    const path = '/api/admin/content/testimonials/service-photography';
    const testimonial = (await (await owner.call(path)).json()) as Record<string, unknown>;
    const saved = await owner.call(path, {
      method: 'PUT',
      json: { ...testimonial, quote: 'They photographed our listing in an afternoon.', author: 'A. Client' },
    });
    expect(saved.status).toBe(200);
    const left = sampleIds(await readiness(owner), 'testimonials');
    expect(left).not.toContain('service-photography');
    expect(left).toHaveLength(TESTIMONIAL_SLOTS.length - 1);
  });

  it('when a portfolio item gets an uploaded picture and another is deleted, then its collection counts two fewer illustrations', async () => {
    owner = await ownerForTest();
    const before = await readiness(owner);
    const count = (r: Readiness) => {
      const drone = r.pictures.find((p) => p.area === 'portfolio' && p.key === 'dronePortfolio');
      return drone?.area === 'portfolio' ? drone.count : 0;
    };
    const data = (await (await owner.call('/api/admin/portfolio')).json()) as PortfolioData;
    const [a, b] = data.dronePortfolio;
    await owner.call('/api/portfolio/dronePortfolio', {
      method: 'PUT',
      json: {
        ...a,
        type: 'image',
        src: 'https://cdn.agency.example/drone-own.jpg',
        thumbnail: '',
        alt: 'Our roof shot',
      },
    });
    await owner.call(`/api/portfolio/dronePortfolio/${b!.id}`, { method: 'DELETE' });
    expect(count(await readiness(owner))).toBe(count(before) - 2);
  });

  it('when the site is fresh, every page picture slot is listed; once the home hero is replaced by an upload, it leaves the list', async () => {
    owner = await ownerForTest();
    const pageSlots = (r: Readiness) => r.pictures.flatMap((p) => (p.area === 'page' ? [p.id] : []));
    const before = await readiness(owner);
    expect(before.pagePicturesChecked).toBe(true);
    expect(pageSlots(before)).toEqual(PICTURE_SLOTS.map((slot) => slot.id));
    expect(before.pictures.find((p) => p.area === 'page' && p.id === 'home-hero')?.label).toMatch(/.+: .+/);

    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#4a6b80' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    const uploaded = (await (await owner.call('/api/upload', { method: 'POST', body: form })).json()) as {
      url: string;
    };
    const hero = (await (await owner.call('/api/admin/content/pictures/home-hero')).json()) as Record<
      string,
      unknown
    >;
    const saved = await owner.call('/api/admin/content/pictures/home-hero', {
      method: 'PUT',
      json: { ...hero, src: uploaded.url, alt: 'Our studio at dusk' },
    });
    expect(saved.status).toBe(200);
    const after = pageSlots(await readiness(owner));
    expect(after).not.toContain('home-hero');
    // Phones follow the replaced hero (no picture of their own set): their slot is done too.
    expect(after).not.toContain('home-hero-mobile');
    expect(after).toHaveLength(PICTURE_SLOTS.length - 2);
  });

  it('when the public address is loopback and no mail is set, then both settings are not ready; values never appear', async () => {
    owner = await ownerForTest();
    const r = await readiness(owner);
    expect(r.settings.map((s) => [s.name, s.ready])).toEqual([
      ['PUBLIC_URL', false],
      ['SMTP_URL', false],
    ]);
    expect(JSON.stringify(r)).not.toContain('127.0.0.1');
  });

  it('when the public address is public and SMTP_URL is set, then both are ready and the mail password is not in the answer', async () => {
    owner = await ownerForTest({
      PUBLIC_URL: 'https://agency.example',
      SMTP_URL: 'smtp://mailer:s3cret-pass@127.0.0.1:2525',
    });
    const res = await owner.call('/api/admin/readiness');
    const text = await res.text();
    const r = JSON.parse(text) as Readiness;
    expect(r.settings.every((s) => s.ready)).toBe(true);
    expect(text).not.toContain('s3cret-pass');
    expect(text).not.toContain('mailer');
    expect(text).not.toContain('2525');
  });

  it('when nobody is signed in, then 401 and nothing is told', async () => {
    owner = await ownerForTest();
    const res = await fetch(`${owner.app.url}/api/admin/readiness`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
  });
});
