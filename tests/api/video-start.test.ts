import { afterEach, describe, expect, it } from 'vitest';
import type { ListingEntry } from '#shared/schemas/listing.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from './content-fixtures.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { json } from './portfolio-fixtures.ts';

/**
 * A YouTube address pasted with a start time (docs/content.md, "Videos and where they start"):
 * the id stays the source, the start is kept beside it, and the public page plays from there.
 */
let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const FILM = {
  title: 'Harbourfront loft film',
  description: 'The walkthrough, from the kitchen on.',
  type: 'video',
  src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
} as const;

const videoObjects = (html: string) =>
  [...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/gs)]
    .flatMap((m) => [JSON.parse(m[1]!)].flat() as Record<string, unknown>[])
    .filter((node) => node['@type'] === 'VideoObject');

/** A published listing with two photos and this video address, as the server stored it. */
async function listingWithVideo(client: OwnerClient, video: string) {
  const photos = ['/images/projects/1.jpg', '/images/projects/2.jpg'].map((src) => ({ src, alt: 'A room' }));
  const res = await client.call(LISTINGS, { method: 'POST', json: { ...publishedListing(photos), video } });
  expect(res.status).toBe(201);
  return json<ListingEntry & { id: string; slug: string; version: number }>(res);
}

describe('a portfolio video pasted with a start time', () => {
  it('when the owner adds it, then the id and the start are stored apart, read back, and the page plays from there', async () => {
    owner = await startAsOwner();
    const res = await owner.call('/api/portfolio/videoPortfolio', { method: 'POST', json: FILM });
    expect(res.status).toBe(201);
    const created = await json<PortfolioItem>(res);
    expect(created).toMatchObject({ src: 'dQw4w9WgXcQ', start: 90 });

    const listed = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/videoPortfolio`));
    expect(listed.find((i) => i.id === created.id)).toMatchObject({ src: 'dQw4w9WgXcQ', start: 90 });

    const html = await (await fetch(`${owner.app.url}/portfolio/video`)).text();
    const film = videoObjects(html).find((v) => v.name === FILM.title);
    expect(film?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90');
    // Without the script, the card opens the video on YouTube at the same time.
    expect(html).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=90s');
  });

  it('when it is saved back as read, then the start stays; pasting the address without a start clears it', async () => {
    owner = await startAsOwner();
    const created = await json<PortfolioItem>(
      await owner.call('/api/portfolio/videoPortfolio', { method: 'POST', json: FILM }),
    );
    const renamed = await owner.call('/api/portfolio/videoPortfolio', {
      method: 'PUT',
      json: { ...created, title: 'Renamed film' },
    });
    expect(await json<PortfolioItem>(renamed)).toMatchObject({ src: 'dQw4w9WgXcQ', start: 90, version: 2 });

    const cleared = await owner.call('/api/portfolio/videoPortfolio', {
      method: 'PUT',
      json: { ...created, title: 'Renamed film', version: 2, src: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    const item = await json<PortfolioItem>(cleared);
    expect(item).toMatchObject({ src: 'dQw4w9WgXcQ', version: 3 });
    expect(item).not.toHaveProperty('start');
    const html = await (await fetch(`${owner.app.url}/portfolio/video`)).text();
    const film = videoObjects(html).find((v) => v.name === 'Renamed film');
    expect(film?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it.each([
    [
      'https://youtu.be/dQw4w9WgXcQ?t=abc',
      'Source has a start time that is not a time (“abc”): write it as 90 or 1m30s, or leave it out.',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ?t=999999999999',
      'Source has a start time past 12 hours (“999999999999”), longer than a YouTube video can be.',
    ],
  ])(
    'when the start of %s cannot be a time, then 400 saying why and nothing is stored',
    async (src, error) => {
      owner = await startAsOwner();
      const before = await json<PortfolioItem[]>(
        await fetch(`${owner.app.url}/api/portfolio/videoPortfolio`),
      );
      const res = await owner.call('/api/portfolio/videoPortfolio', {
        method: 'POST',
        json: { ...FILM, src },
      });
      expect(res.status).toBe(400);
      expect((await json<{ error: string }>(res)).error).toContain(error);
      const after = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/videoPortfolio`));
      expect(after).toEqual(before);
    },
  );
});

describe('a project or listing video pasted with a start time', () => {
  it('when a project is saved with such an address, then its id and start are kept, a save as read keeps them, and the page plays from there', async () => {
    owner = await startAsOwner();
    const body = newProject('film-loft');
    body.detail.videoId = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s';
    const res = await owner.call('/api/admin/content/projects', {
      method: 'POST',
      json: { ...body, status: 'published' },
    });
    expect(res.status).toBe(201);
    const project = await json<ProjectEntry>(res);
    expect(project.detail).toMatchObject({ videoId: 'dQw4w9WgXcQ', videoStart: 3723 });

    const saved = await owner.call(`/api/admin/content/projects/${project.id}`, {
      method: 'PUT',
      json: { ...project, title: 'Film Loft' },
    });
    expect((await json<ProjectEntry>(saved)).detail).toMatchObject({
      videoId: 'dQw4w9WgXcQ',
      videoStart: 3723,
    });

    const html = await (await fetch(`${owner.app.url}/projects/film-loft`)).text();
    expect(videoObjects(html)[0]?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3723',
    );
    expect(html).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=3723s');
  });

  it('when the address of a project has a start that is not a time, then 400 names the video tour and nothing is stored', async () => {
    owner = await startAsOwner();
    const count = async () =>
      (await json<ProjectEntry[]>(await owner!.call('/api/admin/content/projects'))).length;
    const before = await count();
    const body = newProject('bad-film-loft');
    body.detail.videoId = 'https://youtu.be/dQw4w9WgXcQ?t=soon';
    const res = await owner.call('/api/admin/content/projects', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toContain(
      'Video tour (YouTube address) has a start time that is not a time (“soon”)',
    );
    expect(await count()).toBe(before);
  });

  it('when a listing is saved with such an address, then the video keeps its start and its page plays from there', async () => {
    owner = await startAsOwner();
    const listing = await listingWithVideo(owner, 'https://youtu.be/dQw4w9WgXcQ?t=42');
    expect(listing.video).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 42 });

    const html = await (await fetch(`${owner.app.url}/listings/${listing.slug}`)).text();
    expect(html).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=42s');
  });

  it('when a listing is saved with a Vimeo address with #t=, then the video keeps its id and start, a save as read keeps them, and its page opens the player there', async () => {
    owner = await startAsOwner();
    const listing = await listingWithVideo(owner, 'https://vimeo.com/123456789#t=1m30s');
    expect(listing.video).toEqual({ provider: 'vimeo', id: '123456789', start: 90 });

    const saved = await owner.call(`${LISTINGS}/${listing.id}`, {
      method: 'PUT',
      json: { ...listing, price: 999_000 },
    });
    expect(saved.status).toBe(200);
    expect((await json<ListingEntry>(saved)).video).toEqual({
      provider: 'vimeo',
      id: '123456789',
      start: 90,
    });

    const html = await (await fetch(`${owner.app.url}/listings/${listing.slug}`)).text();
    // The player's address is in the page before the click (the island's props, the no-script link).
    expect(html).toContain('https://player.vimeo.com/video/123456789#t=90s');
  });
});
