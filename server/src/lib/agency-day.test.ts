import { describe, expect, it } from 'vitest';
import { agencyDay, agencyDayAt, agencyDayStart, daysBefore } from './agency-day.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe("the agency's day (Toronto)", () => {
  it('when it is 23:30 or 00:30 in Toronto, then the day is Toronto’s, not UTC’s', () => {
    // 23:30 EST is 04:30 UTC the next day; 00:30 EST is 05:30 UTC.
    expect(agencyDay(at('2026-01-16T04:30:00Z'))).toBe('2026-01-15');
    expect(agencyDay(at('2026-01-16T05:30:00Z'))).toBe('2026-01-16');
    // The same in summer (EDT, UTC-4).
    expect(agencyDay(at('2026-07-16T03:30:00Z'))).toBe('2026-07-15');
    expect(agencyDay(at('2026-07-16T04:30:00Z'))).toBe('2026-07-16');
    // A Date as well as a number.
    expect(agencyDay(new Date('2026-07-16T03:30:00Z'))).toBe('2026-07-15');
  });

  it('when the clocks go forward (2026-03-08), then that day lasts 23 hours and each midnight is Toronto’s', () => {
    expect(agencyDayStart('2026-03-08')).toBe(at('2026-03-08T05:00:00Z'));
    expect(agencyDayStart('2026-03-09')).toBe(at('2026-03-09T04:00:00Z'));
    expect(agencyDayAt(at('2026-03-08T12:00:00Z'))).toEqual({
      day: '2026-03-08',
      starts: at('2026-03-08T05:00:00Z'),
      ends: at('2026-03-09T04:00:00Z'),
    });
    // 23:30 EDT on the 8th, then 00:30 EDT on the 9th; 01:30 EST on the 8th, before the change.
    expect(agencyDay(at('2026-03-09T03:30:00Z'))).toBe('2026-03-08');
    expect(agencyDay(at('2026-03-09T04:30:00Z'))).toBe('2026-03-09');
    expect(agencyDay(at('2026-03-08T06:30:00Z'))).toBe('2026-03-08');
    const { starts, ends } = agencyDayAt(at('2026-03-08T12:00:00Z'));
    expect(ends - starts).toBe(23 * HOUR);
  });

  it('when the clocks go back (2026-11-01), then that day lasts 25 hours and each midnight is Toronto’s', () => {
    expect(agencyDayStart('2026-11-01')).toBe(at('2026-11-01T04:00:00Z'));
    expect(agencyDayStart('2026-11-02')).toBe(at('2026-11-02T05:00:00Z'));
    const { starts, ends } = agencyDayAt(at('2026-11-01T12:00:00Z'));
    expect(ends - starts).toBe(25 * HOUR);
    // 23:30 EST on the 1st is 04:30 UTC on the 2nd; 00:30 EST on the 2nd is 05:30 UTC.
    expect(agencyDay(at('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(agencyDay(at('2026-11-02T05:30:00Z'))).toBe('2026-11-02');
    // 00:30 EDT on the 1st; the repeated 01:30 (EDT, then EST) are both on the 1st.
    expect(agencyDay(at('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(agencyDay(at('2026-11-01T05:30:00Z'))).toBe('2026-11-01');
    expect(agencyDay(at('2026-11-01T06:30:00Z'))).toBe('2026-11-01');
    // The last moment of the day and the first of the next.
    expect(agencyDayAt(ends - 1).day).toBe('2026-11-01');
    expect(agencyDayAt(ends).day).toBe('2026-11-02');
  });

  it('when days are counted back across a clock change, then they are calendar days', () => {
    expect(daysBefore('2026-03-09', 1)).toBe('2026-03-08');
    expect(daysBefore('2026-03-09', 2)).toBe('2026-03-07');
    expect(daysBefore('2026-11-02', 1)).toBe('2026-11-01');
    expect(daysBefore('2026-11-01', -1)).toBe('2026-11-02');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-12-31', -1)).toBe('2027-01-01');
  });
});
