import { describe, expect, it } from 'vitest';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { ownerForTest } from './owner-client.ts';

/** "Site searches": what visitors looked for, in words the owner can act on, never who they are. */
describe('analytics: site searches', () => {
  it('when visitors search for MLS numbers, addresses, phone numbers and e-mail addresses, then only the contact details are withheld', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const searches = [
      // A listing's MLS® number (TRREB: a letter and 7 or 8 digits) is what a buyer's agent types.
      'C12345678',
      'w9876543',
      ' Drone  ',
      'DRONE',
      '12 Elm Street',
      '',
      '   ',
      '416-555-0199',
      '(416) 555 0199',
      '+1 416 555 0199',
      'jane.doe@gmail.com',
      'q'.repeat(100),
    ];
    for (const [i, q] of searches.entries())
      await sendBeacon(url, pageView('/search', { q }), { ua: browser(i) });
    const { searches: found } = await summaryOf(owner);
    expect(Object.fromEntries(found.map((s) => [s.term, s.count]))).toEqual({
      c12345678: 1,
      w9876543: 1,
      drone: 2,
      '12 elm street': 1,
      '(withheld: personal details)': 4,
      ['q'.repeat(80)]: 1,
    });
  });
});
