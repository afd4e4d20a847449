import { afterEach, describe, expect, it } from 'vitest';
import { INQUIRY_FORM_ERRORS, INQUIRY_TOO_FAST } from '#shared/schemas/inquiry.ts';
import { expectFormBack, postForm, REQUEST, signed, tokenFrom } from './inquiry-requests.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

/**
 * The contact form posted without JavaScript and refused (a field not valid, too fast, a token
 * missing, altered or too old): the answer is the contact page again with the refusal and what the
 * visitor typed filled back in, so nothing they wrote is lost (README.md, "Quote requests"). The
 * refusals themselves, with their JSON answers, are in inquiries.test.ts; a lead's in listings.test.ts.
 */
let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

describe('a refused no-JavaScript quote request comes back filled in', () => {
  it('when the form is posted with a field not valid, then the contact page comes back with the field named and marked and everything typed still in it', async () => {
    owner = await startAsOwner();
    const posted = signed(owner.app, { email: 'nope' });
    const res = await postForm(owner.app.url, posted);
    const html = await expectFormBack(res, `${INQUIRY_FORM_ERRORS.invalid} (Email)`, posted);
    const email = /<input\b[^>]*\bname="email"[^>]*>/.exec(
      html.slice(html.indexOf('class="inquiry-form')),
    )?.[0];
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="inquiry-email-error"');
    expect(html).toContain('id="inquiry-email-error">Email must be a valid email address.</p>');
    // The form posts to its own anchor, so this page opens at the form.
    expect(html).toContain('action="/api/inquiries#quote-form"');
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a refused post typed markup, then it comes back as text in its fields, never as markup', async () => {
    owner = await startAsOwner();
    const posted = {
      ...REQUEST,
      firstName: '"><img src=x onerror=alert(1)>',
      details: '</textarea><script>alert(1)</script> & <b>bold</b>',
      formToken: tokenFrom(owner.app, 500),
    };
    const html = await expectFormBack(await postForm(owner.app.url, posted), INQUIRY_TOO_FAST, posted);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(1)');
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a post refused as not valid filled the spam trap, then the trap comes back empty', async () => {
    owner = await startAsOwner();
    // A filled trap is answered as sent; only a post refused before that check comes back.
    const posted = signed(owner.app, { email: 'nope', website: 'typed-by-a-bot' });
    const back = await postForm(owner.app.url, posted);
    const html = await expectFormBack(back, `${INQUIRY_FORM_ERRORS.invalid} (Email)`, posted);
    expect(html).not.toContain('typed-by-a-bot');
    expect(await owner.app.services.inquiries.repo.count()).toBe(0);
  });

  it('when a refused post typed nothing, then it is sent back to /contact with the code, as there is nothing to give back', async () => {
    owner = await startAsOwner();
    const res = await postForm(owner.app.url, { formToken: 'not-a-token', website: 'spam' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?error=invalid&field=firstName#quote-form');
  });

  it('when the store fails while a no-JavaScript request is being kept, then 503 with the contact page, its "try again" text and everything typed', async () => {
    owner = await startAsOwner();
    // The datastore failing at the write (a full disk, a lost database connection).
    owner.app.services.inquiries.repo.insert = () => Promise.reject(new Error('disk full'));
    const posted = signed(owner.app);
    const back = await postForm(owner.app.url, posted);
    await expectFormBack(back, INQUIRY_FORM_ERRORS.unavailable, posted, 503);
  });
});
