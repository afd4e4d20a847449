import { describe, expect, it } from 'vitest';
import { isoOfLocalInput, localInputOf, scheduledTimeOf } from './publication.ts';

describe('the publish date', () => {
  it('when typed into the date field, then it is shown back in the admin words in the same time zone, whatever the browser language', () => {
    const stored = isoOfLocalInput('2026-12-24T09:30');
    expect(localInputOf(stored)).toBe('2026-12-24T09:30');
    expect(scheduledTimeOf(stored)).toBe('Dec 24, 2026, 9:30 a.m.');
    expect(scheduledTimeOf(isoOfLocalInput('2027-01-05T17:05'))).toBe('Jan 5, 2027, 5:05 p.m.');
  });

  it('when there is no date or it cannot be read, then nothing is shown', () => {
    expect(scheduledTimeOf(undefined)).toBe('');
    expect(scheduledTimeOf('not a date')).toBe('');
  });
});
