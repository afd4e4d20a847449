import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { parseInput } from './validate.ts';

const schema = z.strictObject({
  title: z.string(),
  gallery: z.array(
    z.strictObject({ src: z.string(), media: z.strictObject({ width: z.number() }).optional() }),
  ),
});

const refusal = (input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as Error).message };
  }
  throw new Error('accepted');
};

describe('parseInput', () => {
  it('when a field is missing, then the 400 says it is required', () => {
    expect(refusal({ gallery: [] })).toEqual({ status: 400, message: 'Invalid input - title is required' });
    expect(refusal({ title: 'T', gallery: [{}] }).message).toBe('Invalid input - gallery.0.src is required');
  });

  it('when a field has the wrong type, then the 400 names it and what was expected, not "required"', () => {
    const { message } = refusal({ title: 'T', gallery: [{ src: '/a.jpg', media: 'big' }] });
    expect(message).toMatch(/^Invalid input - gallery\.0\.media: /);
    expect(message).toContain('expected object');
    expect(message).not.toContain('required');
    expect(refusal({ title: 7, gallery: [] }).message).toMatch(/^Invalid input - title: .*expected string/);
  });

  it('when a field is unknown, then the 400 names it', () => {
    expect(refusal({ title: 'T', gallery: [], extra: 1 }).message).toBe(
      'Invalid input - Unknown field: extra',
    );
  });
});
