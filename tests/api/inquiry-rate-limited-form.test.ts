import { afterEach, describe, expect, it } from 'vitest';
import { INQUIRY_FORM_ERRORS } from '#shared/schemas/inquiry.ts';
import type { InquiryService } from '../../server/src/modules/inquiries/inquiry-service.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { expectFormBack, postForm, postJson, signed } from './inquiry-requests.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

/**
 * A request form posted without JavaScript and refused by the rate limit (10 requests in 15 minutes
 * from one address). The limiter runs before the post is read, so the page came back empty and
 * everything typed was lost; now the post is read (with the limits of any other) and answered like
 * the other refusals: 429, the form's page with the refusal and the typing, nothing stored or
 * mailed (README.md, "Quote requests"). The JSON answer stays `{ error }`.
 */
let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const RATE_LIMITED = INQUIRY_FORM_ERRORS['rate-limited'];
const LEAD_ACTION = '/api/inquiries?listing=123-main-st';

/** Uses up this address's 10 requests, each refused as not valid: nothing is stored by them. */
async function useUpTheLimit(client: OwnerClient) {
  for (let i = 0; i < 10; i++) {
    const res = await postJson(client.app.url, { firstName: `Flood ${i}` });
    expect(res.status).toBe(400);
  }
}

/** Counts what reaches the quote requests' service from here on: a refused post reaches nothing. */
function watchService(service: InquiryService) {
  const calls = { submit: 0, notify: 0 };
  const { submit, notify } = service;
  service.submit = (...args) => {
    calls.submit += 1;
    return submit.apply(service, args);
  };
  service.notify = (...args) => {
    calls.notify += 1;
    return notify.apply(service, args);
  };
  return calls;
}

describe('a no-JavaScript request form refused for too many requests', () => {
  it('when the contact form is posted over the limit, then 429 with the contact page, the refusal and everything typed; nothing stored or mailed; JSON still gets its JSON error', async () => {
    owner = await startAsOwner();
    await useUpTheLimit(owner);
    const calls = watchService(owner.app.services.inquiries);
    const posted = signed(owner.app, {
      firstName: 'Mira',
      lastName: 'Okafor',
      email: 'mira.okafor@example.com',
      details: 'A condo in Liberty Village, listing on the 14th: photos, a floor plan and a 3D tour.',
    });
    const res = await postForm(owner.app.url, posted);
    expect(res.headers.get('retry-after')).toBe('900');
    const html = await expectFormBack(res, RATE_LIMITED, posted, 429);
    expect(html).toContain('action="/api/inquiries#quote-form"');
    expect(calls).toEqual({ submit: 0, notify: 0 });
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);

    const json = await postJson(owner.app.url, posted);
    expect(json.status).toBe(429);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual({ error: RATE_LIMITED });
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it("when a listing's lead form is posted over the limit, then 429 with the listing's page and its form filled in as typed; nothing stored", async () => {
    owner = await startAsOwner();
    const created = await owner.call(LISTINGS, {
      method: 'POST',
      json: publishedListing([{ src: '/images/projects/1.jpg', alt: 'The front of 123 Main St' }]),
    });
    expect(created.status).toBe(201);
    await useUpTheLimit(owner);
    const calls = watchService(owner.app.services.inquiries);
    // The lead form asks for no service, budget or timeline.
    const { service, budget, timeline, ...typed } = signed(owner.app, {
      listing: '123-main-st',
      firstName: 'Lea',
      email: 'lea.tester@example.com',
      details: 'Is the basement finished? We would like to visit on Saturday.',
    });
    const res = await postForm(owner.app.url, typed, LEAD_ACTION);
    expect(res.headers.get('retry-after')).toBe('900');
    const html = await expectFormBack(res, RATE_LIMITED, typed, 429);
    expect(html).toContain('action="/api/inquiries?listing=123-main-st#lead-form"');
    expect(html).toContain('<input type="hidden" name="listing" value="123-main-st"/>');
    expect(calls).toEqual({ submit: 0, notify: 0 });
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a post over the limit is also too large or has too many fields, then it is read no further than any post and sent back to its form with the code alone', async () => {
    owner = await startAsOwner();
    await useUpTheLimit(owner);
    const tooLarge = signed(owner.app, { details: 'x'.repeat(70_000) });
    const large = await postForm(owner.app.url, tooLarge);
    expect(large.status).toBe(303);
    expect(large.headers.get('location')).toBe('/contact?error=rate-limited#quote-form');
    // A lead's form names its listing in its address, so the unread post still goes back there.
    const tooMany = signed(
      owner.app,
      Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`x${i}`, 'y'])),
    );
    const many = await postForm(owner.app.url, tooMany, LEAD_ACTION);
    expect(many.status).toBe(303);
    expect(many.headers.get('location')).toBe('/listings/123-main-st?error=rate-limited#lead-form');
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a post over the limit comes from another site, then it is not read or shown back: the JSON 429', async () => {
    owner = await startAsOwner();
    await useUpTheLimit(owner);
    const res = await fetch(`${owner.app.url}/api/inquiries`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://spam-relay.example' },
      body: new URLSearchParams(signed(owner.app, { firstName: 'Injected' }) as Record<string, string>),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: RATE_LIMITED });
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });
});
