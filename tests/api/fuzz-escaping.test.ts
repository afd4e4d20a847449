import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { expectValidStore, HOSTILE_TEXT, RUNS } from './fuzz-helpers.ts';

/**
 * HTML and script in every text field of a portfolio item are stored as the owner typed them and
 * rendered escaped on the public portfolio page: the server HTML holds the escaped text and no
 * live tag or script of the owner's making (the hydration data block included).
 */

let owner: OwnerClient;
beforeAll(async () => {
  owner = await startAsOwner({ RATE_LIMIT: 'false' });
});
afterAll(async () => {
  await owner?.app.close();
});

const TEXT_FIELDS = ['title', 'description', 'category', 'specs', 'alt'] as const;

/** What React writes for a text node or attribute value. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The page's markup outside the hydration data block, and the block itself. */
async function portfolioPage(): Promise<{ markup: string; data: string }> {
  const res = await fetch(`${owner.app.url}/portfolio/photography`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const block = /<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/.exec(html);
  return { markup: block ? html.replace(block[0], '') : html, data: block?.[1] ?? '' };
}

/** Every <script> on the page is ours: an external module or the JSON data block. */
function expectOnlyOwnScripts(html: string) {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    expect(tag).toMatch(/\ssrc="\/[^"]*"|type="application\/(json|ld\+json)"/);
  }
  // No event-handler attribute outside quoted values (escaped values never hold a raw quote).
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
}

describe('owner text on the public portfolio page', () => {
  it('when every text field holds HTML or script, then it is stored verbatim and rendered escaped', async () => {
    const hostile = HOSTILE_TEXT.filter((t) => /[<>"']/.test(t));
    for (const [i, text] of hostile.entries()) {
      const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, `${f} ${i} ${text}`]));
      const res = await owner.call('/api/portfolio/photographyPortfolio', {
        method: 'POST',
        json: { ...fields, type: 'image', src: '/images/portfolio/photo-1.jpg' },
      });
      expect(res.status, text).toBe(201);
      const item = (await res.json()) as PortfolioItem;
      for (const f of TEXT_FIELDS) expect(item[f], f).toBe(fields[f]);
    }
    const { markup, data } = await portfolioPage();
    for (const [i, text] of hostile.entries()) {
      for (const f of TEXT_FIELDS) {
        if (f === 'alt') continue; // an attribute: checked below through the escaped form
        expect(markup, `${f}: ${text}`).toContain(escapeHtml(`${f} ${i} ${text}`));
      }
      expect(markup).toContain(`alt="${escapeHtml(`alt ${i} ${text}`)}"`);
    }
    expectOnlyOwnScripts(markup);
    // The data block is JSON the browser never runs: nothing in it may close the script element.
    expect(data).not.toMatch(/<\/script|<!--|<script/i);
    expect(markup).not.toContain('<script>alert');
    expect(markup).not.toContain('<img src=x');
    await expectValidStore(owner.app.dataDir);
  });

  it('when titles are random text, then the page shows each escaped and still parses into the same data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim().length > 0),
        async (raw) => {
          const title = `${raw.trim()} <b>`;
          const res = await owner.call('/api/portfolio/photographyPortfolio', {
            method: 'POST',
            json: { title, description: 'd', type: 'image', src: '/images/portfolio/photo-2.jpg', alt: 'a' },
          });
          expect(res.status, title).toBe(201);
          const { id } = (await res.json()) as PortfolioItem;
          const { markup, data } = await portfolioPage();
          expect(markup).toContain(escapeHtml(title));
          expect(markup).not.toContain(title);
          expect(data).not.toMatch(/<\/script/i);
          // Remove it again so the page stays small.
          expect(
            (await owner.call(`/api/portfolio/photographyPortfolio/${id}`, { method: 'DELETE' })).status,
          ).toBe(204);
        },
      ),
      { ...RUNS, numRuns: 15 },
    );
  });
});
