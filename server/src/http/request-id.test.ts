import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdFor } from './request-id.ts';

describe('request ids', () => {
  it('are 32 hex digits, all different, across several draws of random bytes', () => {
    // 256 ids come from one draw: 2,000 cross seven draws.
    const ids = Array.from({ length: 2000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every digit is used in every position across the ids: no fixed or skipped part.
    for (let position = 0; position < 32; position++) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(16);
    }
  });

  it('keep a well-formed id a request came with and replace any other', () => {
    expect(requestIdFor('proxy-id.42_abc')).toBe('proxy-id.42_abc');
    for (const given of [undefined, '', 'short', 'has space in it', 'x'.repeat(65), ['a1b2c3d4e5', 'f6']]) {
      const id = requestIdFor(given);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe(given);
    }
  });
});
