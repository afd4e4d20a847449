import { afterEach, describe, expect, it } from 'vitest';
import { INQUIRY_FORM_EXPIRED, INQUIRY_THANKS } from '#shared/schemas/inquiry.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { postForm, postJson, signed } from './inquiry-requests.ts';

/**
 * A request sent again on the same form: its first answer was lost (a phone's connection dropped
 * after the server stored it) or the no-JavaScript form was pressed twice. The visitor is told what
 * is true (it was received), and nothing is stored twice.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const stored = async () => (await app!.services.inquiries.list()).length;

describe('a quote request sent again on the same form', () => {
  it('when the script sends the same request again after its answer was lost, then it is told the request was received and it is stored once', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const request = signed(app);
    expect((await postJson(app.url, request)).status).toBe(201);
    const again = await postJson(app.url, request);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: INQUIRY_THANKS });
    expect(await stored()).toBe(1);
  });

  it('when the no-JavaScript form is posted twice (a double press), then the second post returns to the thank-you and it is stored once', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const request = signed(app);
    expect((await postForm(app.url, request)).headers.get('location')).toBe('/contact?sent=1#quote-form');
    const again = await postForm(app.url, request);
    expect(again.headers.get('location')).toBe('/contact?sent=1#quote-form');
    expect(await stored()).toBe(1);
  });

  it('when the same form carries a different request, then it is refused as used and nothing more is stored', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const request = signed(app);
    expect((await postJson(app.url, request)).status).toBe(201);
    const other = await postJson(app.url, { ...request, details: 'A second property, a condo downtown.' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: INQUIRY_FORM_EXPIRED });
    expect(await stored()).toBe(1);
  });

  it('when the first request on a form was never stored (its record is gone), then sending it again is not told it was received', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const request = signed(app);
    expect((await postJson(app.url, request)).status).toBe(201);
    const [first] = await app.services.inquiries.list();
    await app.services.inquiries.erase(first!.id, 'test');
    const again = await postJson(app.url, request);
    expect(again.status).toBe(400);
    expect(await stored()).toBe(0);
  });
});
