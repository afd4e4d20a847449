import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { withLabels } from '#shared/schemas/field-problems.ts';
import { HttpError } from './http-error.ts';
import { parseInput } from './validate.ts';

const schema = withLabels(
  z.strictObject({
    title: z.string(),
    gallery: z.array(
      z.strictObject({ src: z.string(), media: z.strictObject({ width: z.number() }).optional() }),
    ),
  }),
  {
    title: 'Title',
    'gallery.*': 'Gallery, photo {n}',
    'gallery.*.src': { label: 'Picture', add: 'a picture' },
  },
);

const refusal = (input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const { status, message, fields } = error as HttpError;
    return { status, message, fields };
  }
  throw new Error('accepted');
};

describe('parseInput', () => {
  it('when a field is missing, then the 400 names it by its label and says it is required', () => {
    expect(refusal({ gallery: [] })).toEqual({
      status: 400,
      message: 'Title is required.',
      fields: [{ path: 'title', label: 'Title', message: 'is required', sentence: 'Title is required' }],
    });
    expect(refusal({ title: 'T', gallery: [{}] }).message).toBe('Gallery, photo 1: add a picture.');
  });

  it('when a field has the wrong type, then the 400 says what it must be, not "required"', () => {
    expect(refusal({ title: 'T', gallery: [{ src: '/a.jpg', media: 'big' }] }).message).toBe(
      'Gallery, photo 1: media is not in the expected form.',
    );
    expect(refusal({ title: 7, gallery: [] }).message).toBe('Title must be text.');
  });

  it('when several fields are wrong, then the 400 lists every one, with no field key or dotted path', () => {
    const { message, fields } = refusal({ gallery: [{ src: '/a.jpg' }, {}], extra: 1 });
    expect(message).toBe(
      'Please check 3 fields: Title is required; Gallery, photo 2: add a picture; "extra" is not a field of this form.',
    );
    expect(fields?.map((f) => f.path)).toEqual(['title', 'gallery.1.src', 'extra']);
  });
});
