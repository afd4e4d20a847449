import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

/** What buyers read on a property website: its description, the thank-you of a lead, a taken-down page. */

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const SHIPPED = [{ src: '/images/projects/1.jpg', alt: 'The front of 123 Main St' }];
const page = (path: string) => fetch(`${owner!.app.url}${path}`);

async function publish(fields: Record<string, unknown> = {}) {
  const res = await owner!.call(LISTINGS, {
    method: 'POST',
    json: { ...publishedListing(SHIPPED), ...fields },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number };
}

describe('listings: the text buyers read', () => {
  it('when the description holds single line breaks, then each is a line break and a blank line a paragraph, escaped', async () => {
    owner = await startAsOwner();
    await publish({ description: 'Features:\nLine one\r\nLine <two>\n\nA second paragraph.' });
    const html = await (await page('/listings/123-main-st')).text();
    const description = /<div class="listing-description">(.*?)<\/div>/s.exec(html)?.[1];
    expect(description).toBe('<p>Features:<br/>Line one<br/>Line &lt;two&gt;</p><p>A second paragraph.</p>');
  });

  it('when a listing is taken down, then its page shows no status code to buyers', async () => {
    owner = await startAsOwner();
    const { id, version } = await publish();
    const draft = await owner.call(`${LISTINGS}/${id}`, {
      method: 'PUT',
      json: { ...publishedListing(SHIPPED), status: 'draft', version },
    });
    expect(draft.status).toBe(200);
    for (const path of [
      '/listings/123-main-st',
      '/listings/123-main-st/unbranded',
      '/listings/never-listed',
    ]) {
      const res = await page(path);
      expect(res.status).toBeGreaterThanOrEqual(404);
      const main = (await res.text()).split('<main')[1] ?? '';
      expect(main, path).not.toMatch(/>\s*(404|410)\s*</);
    }
  });
});
