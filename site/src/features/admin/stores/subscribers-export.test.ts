import { describe, expect, it } from 'vitest';
import { createMemoryPlatform } from '../platform/memory-platform.ts';
import { createToastStore } from './toast-store.ts';
import { createSubscribersStore } from './subscribers-store.ts';

/** The CSV export keeps the server's bytes: the UTF-8 byte-order mark Excel needs for accents. */
describe('subscribers CSV export', () => {
  it('when the server answers a CSV with a byte-order mark, then the saved file keeps it and the accents', async () => {
    const body = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('email,name\r\nzoe@example.com,Zoé Bélanger\r\n'),
    ]);
    const { platform, record } = createMemoryPlatform({
      baseUrl: 'http://site.test',
      fetch: async () => new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const store = createSubscribersStore(platform, createToastStore(), { onUnauthorized() {} });
    await store.getState().exportCsv(new Date('2025-03-04T12:00:00Z'));
    const saved = record.saved[0]!;
    expect(saved.filename).toBe('subscribers-2025-03-04.csv');
    // What a browser Blob or Node's writeFile(..., 'utf8') writes from the saved text.
    expect(new TextEncoder().encode(saved.content)).toEqual(body);
    expect(saved.content).toContain('Zoé Bélanger');
  });
});
