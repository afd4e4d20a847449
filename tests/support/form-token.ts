import { API } from '#shared/api/paths.ts';
import { formTokenAnswerSchema } from '#shared/schemas/inquiry.ts';

/** A signed contact-form token from a running server, as the site gets one on client-side navigation. */
export async function fetchFormToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API.inquiryFormToken}`);
  if (!res.ok) throw new Error(`form token: ${res.status}`);
  return formTokenAnswerSchema.parse(await res.json()).token;
}
