import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_SLOTS } from '#shared/content/testimonials/testimonial-slots.ts';
import type { TestimonialEntry } from '#shared/schemas/testimonial.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const TESTIMONIALS = '/api/admin/content/testimonials';

async function slot(client: OwnerClient, id: string): Promise<TestimonialEntry> {
  const res = await client.call(`${TESTIMONIALS}/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TestimonialEntry;
}

const page = async (client: OwnerClient, path: string) => (await fetch(`${client.app.url}${path}`)).text();
/** The text as the page's HTML carries it (React escapes quotes and ampersands). */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const error = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('testimonials: stored slots, the owner API and the pages that show them', () => {
  it('when the site starts fresh, then every testimonial of the content modules is stored and the pages show it', async () => {
    owner = await ownerForTest();
    const res = await owner.call(TESTIMONIALS);
    expect(res.status).toBe(200);
    const entries = (await res.json()) as TestimonialEntry[];
    expect(entries.map((e) => e.id)).toEqual(TESTIMONIAL_SLOTS.map((s) => s.id));
    expect(entries.length).toBe(11); // ten service pages and /services/all
    for (const [index, entry] of entries.entries()) {
      const seeded = TESTIMONIAL_SLOTS[index]!;
      expect(entry).toMatchObject({ ...seeded.testimonial, page: seeded.page, version: 1 });
    }
    const photography = TESTIMONIAL_SLOTS.find((s) => s.id === 'service-photography')!;
    expect(await page(owner, '/services/photography')).toContain(html(photography.testimonial.quote));
    const overview = TESTIMONIAL_SLOTS.find((s) => s.id === 'services-all')!;
    expect(await page(owner, '/services/all')).toContain(html(overview.testimonial.quote));
  });

  it('when a testimonial is edited, then the next load of its page shows it (escaped) with no restart, and other pages keep theirs', async () => {
    owner = await ownerForTest();
    const photography = await slot(owner, 'service-photography');
    // Cached before the change: the edit must drop the cached pages.
    expect(await page(owner, '/services/photography')).toContain(html(photography.quote));
    const before = await slot(owner, 'services-all');
    expect(await page(owner, '/services/all')).toContain(html(before.quote));

    const quote = 'They shot our <b>whole</b> street & every listing sold over asking.';
    const saved = await owner.call(`${TESTIMONIALS}/service-photography`, {
      method: 'PUT',
      json: { ...photography, quote, author: 'Dana Ortiz', role: 'Broker, Ortiz Homes' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2, quote, author: 'Dana Ortiz' });
    const service = await page(owner, '/services/photography');
    expect(service).toContain(html(quote));
    expect(service).not.toContain('<b>whole</b>');
    expect(service).toContain('Dana Ortiz');
    expect(service).toContain('Broker, Ortiz Homes');
    expect(service).not.toContain(html(photography.quote));
    // Another service page keeps its own testimonial.
    const video = await slot(owner, 'service-video');
    expect(await page(owner, '/services/video')).toContain(html(video.quote));

    const overview = await owner.call(`${TESTIMONIALS}/services-all`, {
      method: 'PUT',
      json: { quote: 'One agency for every listing we run.', author: 'Sam Lee', version: before.version },
    });
    expect(overview.status).toBe(200);
    const all = await page(owner, '/services/all');
    expect(all).toContain('One agency for every listing we run.');
    expect(all).toContain('Sam Lee');
    expect(all).not.toContain(html(before.quote));
  });

  it('when the input is bad, then a 400 names the field and nothing is stored', async () => {
    owner = await ownerForTest();
    const before = await slot(owner, 'service-drone');
    const cases: [unknown, string][] = [
      [{ ...before, quote: '   ' }, 'Quote is required.'],
      [{ author: 'A', version: before.version }, 'Quote is required.'],
      [{ ...before, author: '' }, 'Name is required.'],
      [{ ...before, quote: 'x'.repeat(601) }, 'Quote must be at most 600 characters.'],
      [{ ...before, role: 'r'.repeat(121) }, 'Role and company must be at most 120 characters.'],
      [{ ...before, service: 's'.repeat(61) }, 'Service tag must be at most 60 characters.'],
      [{ ...before, html: '<b>' }, '"html" is not a field of this form.'],
    ];
    for (const [body, sentence] of cases) {
      const res = await owner.call(`${TESTIMONIALS}/service-drone`, { method: 'PUT', json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await error(res)).toBe(sentence);
    }
    const unknown = await owner.call(TESTIMONIALS, {
      method: 'POST',
      json: { id: 'kitchen', quote: 'Great work on our kitchen.', author: 'A' },
    });
    expect(unknown.status).toBe(400);
    expect(await error(unknown)).toBe('"kitchen" is not a testimonial of the site.');
    expect(await slot(owner, 'service-drone')).toEqual(before);
    expect((await owner.call(`${TESTIMONIALS}/kitchen`)).status).toBe(404);
  });

  it('when a save names an old version, or comes without the owner or the CSRF token, then it is refused and nothing changes', async () => {
    owner = await ownerForTest();
    const before = await slot(owner, 'service-matterport');
    const body = { quote: 'Tours that sell.', author: 'Kim', version: before.version };
    const url = `${TESTIMONIALS}/service-matterport`;
    expect((await owner.call(url, { method: 'PUT', json: body })).status).toBe(200);
    const stale = await owner.call(url, { method: 'PUT', json: { ...body, author: 'Later' } });
    expect(stale.status).toBe(409);
    const noCsrf = await owner.call(url, {
      method: 'PUT',
      json: { ...body, version: before.version + 1, author: 'No token' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const anonymous = await fetch(`${owner.app.url}${url}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, version: before.version + 1, author: 'Anyone' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await slot(owner, 'service-matterport')).toMatchObject({
      author: 'Kim',
      version: before.version + 1,
    });
  });
});
