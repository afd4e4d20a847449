import { expect, type Page } from '@playwright/test';
import { API } from '#shared/api/paths.ts';
import { createOwner } from './admin-page.ts';
import { ownerApi } from './listing-api.ts';

/**
 * Uses up this machine's quote requests on a server with the rate limit on (10 in 15 minutes per
 * address; the browser posts from the same one): each refused as not valid, so none is stored.
 */
export async function useUpQuoteRequestLimit(baseURL: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${baseURL}${API.inquiries}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: `Flood ${i}` }),
    });
    expect(res.status).toBe(400);
  }
}

/** The e-mail addresses of the quote requests and leads in the owner's inbox. */
export async function inboxEmails(baseURL: string): Promise<string[]> {
  const { api } = await ownerApi(baseURL, await createOwner('Ian Inbox'));
  try {
    const inbox = (await (await api.get('/api/admin/inquiries')).json()) as { email: string }[];
    return inbox.map((i) => i.email);
  } finally {
    await api.dispose();
  }
}

/** The status the server answered a request form's post with, `send` being what posts it. */
export async function postAnswerStatus(page: Page, send: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse(
    (res) => new URL(res.url()).pathname === API.inquiries && res.request().method() === 'POST',
  );
  await send();
  return (await answer).status();
}
