import { describe, expect, it } from 'vitest';
import { maxLengthAt } from './field-limits.ts';
import { updateProjectSchema } from './project.ts';
import { updateTestimonialSchema } from './testimonial.ts';

describe('the length limits a form shows', () => {
  it('when a form asks for a text field of a kind, then it gets the limit the server checks', () => {
    expect(maxLengthAt(updateProjectSchema, 'detail.description')).toBe(6000);
    expect(maxLengthAt(updateProjectSchema, 'description')).toBe(600);
    expect(maxLengthAt(updateTestimonialSchema, 'quote')).toBe(600);
    const story = 'x'.repeat(maxLengthAt(updateProjectSchema, 'detail.description')! + 1);
    const refused = updateProjectSchema.safeParse({ title: 'T', detail: { description: story } });
    expect(refused.success).toBe(false);
  });

  it('when a field has no limit or does not exist, then there is none', () => {
    expect(maxLengthAt(updateProjectSchema, 'featured')).toBeUndefined();
    expect(maxLengthAt(updateProjectSchema, 'detail.nothing')).toBeUndefined();
    expect(maxLengthAt(updateProjectSchema, 'constructor')).toBeUndefined();
  });
});
