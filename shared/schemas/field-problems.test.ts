import { describe, expect, it } from 'vitest';
import { checkInput, labelOf } from './field-problems.ts';
import { createListingSchema } from './listing.ts';
import { createPostSchema, POST_LABELS } from './post.ts';
import { createProjectSchema, PROJECT_LABELS } from './project.ts';

const refusal = (result: ReturnType<typeof checkInput>) => {
  if (result.ok) throw new Error('accepted');
  return result;
};

describe('the one formatter of refused input', () => {
  it('when a post is published with an empty paragraph and a picture without alt text, then each is named by its place, type and what to do', () => {
    const { error, fields } = refusal(
      checkInput(createPostSchema, {
        title: 'Spring notes',
        status: 'published',
        category: 'Tips',
        image: '/images/blog/post-2.jpg',
        imageAlt: 'A porch',
        content: [
          { type: 'heading', text: 'Spring' },
          { type: 'image', src: '/images/blog/post-3.jpg', alt: '' },
          { type: 'paragraph', text: '   ' },
        ],
      }),
    );
    expect(error).toBe(
      'Please check 2 fields: Body, block 2 (image): add alt text; Body, block 3 (paragraph): add some text.',
    );
    expect(fields.map((f) => [f.path, f.label, f.message])).toEqual([
      ['content.1.alt', 'Body, block 2 (image)', 'add alt text'],
      ['content.2.text', 'Body, block 3 (paragraph)', 'add some text'],
    ]);
  });

  it('when a field is missing, too long, of the wrong type or unknown, then the sentence says so without a field key', () => {
    expect(refusal(checkInput(createPostSchema, {})).error).toBe('Title is required.');
    expect(refusal(checkInput(createPostSchema, { title: 'x'.repeat(201) })).error).toBe(
      'Title must be at most 200 characters.',
    );
    expect(refusal(checkInput(createProjectSchema, { title: 'T', featured: 'yes' })).error).toBe(
      'Featured on the home page must be yes or no.',
    );
    expect(refusal(checkInput(createProjectSchema, { title: 'T', detail: { pool: 1 } })).error).toBe(
      'Details: "pool" is not a field of this form.',
    );
    expect(
      refusal(checkInput(createProjectSchema, { title: 'T', detail: { services: ['Photos', ' '] } })).error,
    ).toBe('Services, line 2 is required.');
    // A price typed with cents: the rule, not "is not in the expected form".
    expect(refusal(checkInput(createListingSchema, { address: '1 Main St', price: 1_199_000.5 })).error).toBe(
      'Price must be a whole number.',
    );
  });

  it('when a field may be empty or an e-mail address and is neither, then it says what an address must be, not that it is not a choice', () => {
    const listing = { address: '1 Elm St', city: 'Toronto', province: 'ON', listingStatus: 'for-sale' };
    expect(
      refusal(checkInput(createListingSchema, { ...listing, agent: { email: 'jo at agency' } })).error,
    ).toBe('Agent e-mail must be a valid email address.');
    expect(refusal(checkInput(createListingSchema, { ...listing, agent: { email: 7 } })).error).toBe(
      'Agent e-mail must be text.',
    );
    expect(checkInput(createListingSchema, { ...listing, agent: { email: '' } }).ok).toBe(true);
  });

  it('when a key is a name every object has, then it is still an unknown field, not a label', () => {
    expect(refusal(checkInput(createPostSchema, { title: 'T', constructor: 1 })).error).toBe(
      '"constructor" is not a field of this form.',
    );
  });

  it('when an unknown key has no letters or digits, then it is called a field without a name, not ""', () => {
    const refused = refusal(checkInput(createPostSchema, { title: 'T', '.': false }));
    expect(refused.error).toBe('A field without a name is not a field of this form.');
    expect(refused.fields).toEqual([expect.objectContaining({ path: '.', label: 'A field without a name' })]);
  });

  it('when a form asks for a label, then it gets the one declared with the schema', () => {
    expect(labelOf(POST_LABELS, 'image')).toBe('Cover image');
    expect(labelOf(PROJECT_LABELS, 'detail.videoId')).toBe('Video tour (YouTube address)');
    expect(labelOf(PROJECT_LABELS, 'unknownField')).toBe('Unknown field');
  });
});
