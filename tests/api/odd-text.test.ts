import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry.ts';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { postJson, signed } from './inquiry-requests.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

/**
 * Unicode line separators (U+2028, U+2029, NEL) once cut stored documents in two on the embedded
 * engine, so that three beacons kept the server from starting again; a lone surrogate made
 * PostgreSQL refuse a quote request with a 500. Anyone could send either.
 */
let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

describe('text with line separators or a lone surrogate', () => {
  it('when visitors send it in a quote request and beacons, then it is kept, also after a restart', async () => {
    owner = await startAsOwner();
    const dir = owner.app.dataDir;
    const sent = await postJson(
      owner.app.url,
      signed(owner.app, { details: 'Twilight\u2028set \ud800please\u2029now\u0085done' }),
    );
    expect(sent.status).toBe(201);
    for (const n of [1, 2, 3]) {
      await sendBeacon(owner.app.url, pageView('/', { us: 'flyer\u2028'.repeat(10), uc: `run\u2029${n}` }), {
        ua: browser(n),
      });
    }
    await owner.app.close({ keepData: true });
    owner = await startAsOwner({}, dir);

    const [stored] = (await (await owner.call('/api/admin/inquiries')).json()) as Inquiry[];
    // Typed text: Unicode's line breaks become LF (shared/constants/typed-text.ts).
    expect(stored?.details).toBe('Twilight\nset \ufffdplease\nnow\ndone');
    const summary = await summaryOf(owner);
    // Campaign values are kept tidied (docs/analytics.md): line separators are spaces like any other.
    expect(summary.campaigns.map((c) => [c.source, c.campaign, c.views]).sort()).toEqual(
      [1, 2, 3].map((n) => [Array(10).fill('flyer').join(' '), `run ${n}`, 1]),
    );
    await owner.app.close();
    owner = undefined;
    await rm(dir, { recursive: true, force: true });
  });
});
