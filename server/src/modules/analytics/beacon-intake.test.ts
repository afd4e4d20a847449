import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromAnotherSite } from './beacon-intake.ts';

/** Which beacons come from a page of another site (docs/analytics.md): those are not counted. */
const hosts: ReadonlySet<string> = new Set(['www.example.ca', 'www.example.ca:443', '127.0.0.1:3000']);
const beacon = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('fromAnotherSite', () => {
  it("when the Origin is one of the site's own, then the beacon is the site's, whichever scheme", () => {
    for (const origin of ['https://www.example.ca', 'http://127.0.0.1:3000', 'https://www.example.ca:443']) {
      expect(fromAnotherSite(beacon({ origin }), hosts), origin).toBe(false);
    }
    expect(fromAnotherSite(beacon({}), hosts)).toBe(false);
  });

  it('when the Origin names another host or port, is null or is not an origin, then it is from another site', () => {
    for (const origin of [
      'https://example.ca',
      'https://www.example.ca.evil.example',
      'http://127.0.0.1:3001',
      'null',
      'not an origin',
    ]) {
      expect(fromAnotherSite(beacon({ origin }), hosts), origin).toBe(true);
    }
  });

  it('when the browser says the page is of another site, then that decides, whatever the Origin', () => {
    const cross = { 'sec-fetch-site': 'cross-site', origin: 'https://www.example.ca' };
    expect(fromAnotherSite(beacon(cross), hosts)).toBe(true);
  });
});
