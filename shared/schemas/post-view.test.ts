import { describe, expect, it } from 'vitest';
import { displayDate } from './post-view.ts';

describe("a post's date", () => {
  it('when shown, then it is the day written, in words, whatever the time zone', () => {
    expect(displayDate('2025-03-12')).toBe('March 12, 2025');
    expect(displayDate('2026-01-01')).toBe('January 1, 2026');
    expect(displayDate('2024-12-31')).toBe('December 31, 2024');
  });
});
