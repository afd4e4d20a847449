import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { CSRF_HEADER } from '#shared/api/paths.ts';
import { jpegFile, type Owner } from './admin-page.ts';

/** A listing's agent, as the owner enters it. */
export const AGENT = {
  name: 'Priya Raman',
  phone: '(416) 555-0142',
  email: 'priya@northgate.test',
  brokerage: 'Northgate Realty',
};
/** The second photo's caption: the one text the owner gives a photo for visitors to read. */
export const CAPTION = 'The kitchen, redone in 2024';
const COLOURS = ['#1d3557', '#457b9d', '#a8dadc', '#e63946', '#f4a261', '#2a9d8f'];

/** The owner's API, signed in, and the CSRF header for its writes. */
export async function ownerApi(baseURL: string, owner: Owner) {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  expect(login.status()).toBe(200);
  return { api, headers: { [CSRF_HEADER]: ((await login.json()) as { csrfToken: string }).csrfToken } };
}

/**
 * Publishes a listing at 88 Lakeshore Rd with uploaded photos (six unless `photoCount` says) through
 * the owner's API; `fields` replace or add to its fields. Answers the stored listing's id.
 */
export async function publishListing(
  baseURL: string,
  owner: Owner,
  fields: Record<string, unknown> = {},
  photoCount = COLOURS.length,
): Promise<string> {
  const { api, headers } = await ownerApi(baseURL, owner);
  try {
    const photos: string[] = [];
    for (const [i, colour] of COLOURS.slice(0, photoCount).entries()) {
      const file = await jpegFile(`room-${i}.jpg`, colour);
      const res = await api.post('/api/upload', { headers, multipart: { file } });
      expect(res.status()).toBe(201);
      photos.push(((await res.json()) as { url: string }).url);
    }
    const created = await api.post('/api/admin/content/listings', {
      headers,
      data: {
        address: '88 Lakeshore Rd',
        city: 'Toronto',
        listingStatus: 'for-sale',
        price: 1_495_000,
        bedrooms: 4,
        bathrooms: 3,
        area: '2,400 sq ft',
        lotSize: '40 x 120 ft',
        yearBuilt: 1998,
        mlsNumber: 'C1234567',
        description: 'Sunlit rooms facing the lake.\n\nA garden with a cedar deck.',
        photos: photos.map((src, i) => ({
          src,
          alt: `Room ${i + 1} of 88 Lakeshore Rd`,
          ...(i === 1 ? { caption: CAPTION } : {}),
        })),
        agent: AGENT,
        status: 'published',
        ...fields,
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }
}
