import type { FormTokenAnswer, InquiryInput } from '../schemas/inquiry.ts';
import type { NewsletterAnswer, NewsletterSignup } from '../schemas/newsletter.ts';
import type { CollectionKey, PortfolioItem } from '../schemas/portfolio.ts';
import { NEWSLETTER_FAILED } from '../constants/newsletter-texts.ts';
import { ApiError } from './api-error.ts';
import { API } from './paths.ts';

/**
 * The public site's calls, over plain fetch. Unlike the admin client (client.ts) it does not
 * parse answers with zod, so visitors never download the schema library; the shapes are the same
 * shared types.
 */
export async function send<T>(path: string, init: RequestInit, fallback: string): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    // No zod here (visitors never download it): the same `{ error, fields }` read by hand.
    const { error, fields } = (body ?? {}) as { error?: unknown; fields?: unknown };
    const problems = Array.isArray(fields) ? (fields as ApiError['fields']) : [];
    throw new ApiError(response.status, typeof error === 'string' ? error : fallback, problems);
  }
  return body as T;
}

export const publicApi = {
  subscribe: (input: NewsletterSignup) =>
    send<NewsletterAnswer>(
      API.newsletter,
      { method: 'POST', body: JSON.stringify(input) },
      NEWSLETTER_FAILED,
    ),
  submitInquiry: (input: InquiryInput) =>
    send<{ message: string }>(
      API.inquiries,
      { method: 'POST', body: JSON.stringify(input) },
      'Failed to send request',
    ),
  inquiryFormToken: () =>
    send<FormTokenAnswer>(API.inquiryFormToken, { method: 'GET' }, 'Failed to prepare the form'),
  portfolio: (key: CollectionKey) =>
    send<PortfolioItem[]>(API.publicPortfolio(key), { method: 'GET' }, 'Failed to fetch portfolio data'),
};
