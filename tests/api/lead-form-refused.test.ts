import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signed } from './inquiry-requests.ts';

/**
 * A listing's lead form posted without JavaScript and refused before its fields are read (too
 * long, too many fields), or with no page to show its typing on: the buyer goes back to that
 * listing's form, not to the contact page's. The form's address names the listing for this. A lead
 * over the rate limit is read and comes back filled in (inquiry-rate-limited-form.test.ts); here its
 * listing is not live, so there is no page to show it on.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const LEAD_ACTION = '/api/inquiries?listing=88-lakeshore-rd';

const postLead = (body: Record<string, string>, action = LEAD_ACTION) =>
  fetch(`${app!.url}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

const lead = (fields: Record<string, string> = {}) =>
  ({ ...signed(app!), listing: '88-lakeshore-rd', ...fields }) as Record<string, string>;

describe("a listing's lead form refused before it is read", () => {
  it("when a lead is too long to read (a long message in Chinese), then the buyer is sent back to the listing's form with the too-large text", async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const res = await postLead(lead({ details: '房'.repeat(8_000) }));
    expect(res.status).toBe(413);
    const page = await res.text();
    expect(page).toContain('url=/listings/88-lakeshore-rd?error=too-large#lead-form');
    expect(page).not.toContain('/contact');
  });

  it("when a lead is refused for too many requests and its listing's page cannot be shown, then the buyer is sent back to the listing's form", async () => {
    app = await startTestApp({ RATE_LIMIT: 'true' });
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await postLead(lead({ email: 'not an address' }));
    expect(last!.status).toBe(303);
    expect(last!.headers.get('location')).toBe('/listings/88-lakeshore-rd?error=rate-limited#lead-form');
  });

  it('when the address names something that is not a listing address, then the refusal goes to the contact page', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const res = await postLead(
      lead({ details: 'x'.repeat(70_000) }),
      '/api/inquiries?listing=%2F%2Fevil.example',
    );
    expect(await res.text()).toContain('url=/contact?error=too-large#quote-form');
  });
});
