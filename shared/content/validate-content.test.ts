import { describe, expect, it } from 'vitest';
import { validateContent } from './validate-content.ts';

describe('fixed site content', () => {
  it('when every content module is parsed with its shared schema, then all of it is valid', () => {
    expect(validateContent()).toBeGreaterThan(80);
  });
});
