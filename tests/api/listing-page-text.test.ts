import { afterEach, describe, expect, it } from 'vitest';
import { postJson, signed } from './inquiry-requests.ts';
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

  it('when a lead is sent, then its thank-you passes it to the listing agent, with no agency reply time', async () => {
    owner = await startAsOwner();
    await publish();
    const sent = await postJson(owner.app.url, signed(owner.app, { listing: '123-main-st' }));
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: string };
    expect(message).toContain('listing agent');
    expect(message).not.toContain('2-4 hours');
    // The page the form returns to without the script says the same.
    const back = await (await page('/listings/123-main-st?sent=1')).text();
    expect(back).toContain(message);
    expect(back).not.toContain('2-4 hours');
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
