import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import type { ListingEntry } from '#shared/schemas/listing.ts';
import { siteDataFrom } from '../../lib/site-data.ts';
import type { ReturnedForm } from '#shared/schemas/inquiry.ts';
import { type FormStatus, statusFromQuery } from '../../lib/inquiry/form-status.ts';
import { returnedFormFrom } from '../../lib/inquiry/returned-form.ts';
import { LEAD_LABELS } from './lead-labels.ts';

export interface ListingPageData {
  address: string;
  /** null: nothing is at this address (404), or `gone` says it was taken down (410). */
  listing: ListingEntry | null;
  gone: boolean;
  /** A signed token for the lead form ('' when none could be had); the branded page only. */
  formToken: string;
  /** What the address says about the last lead sent without the script (?sent=1, ?error=...). */
  lead: FormStatus;
  /** What a refused plain post typed, filled back into the lead form (the server's answer to it only). */
  returned?: ReturnedForm | undefined;
}

async function formToken(context: unknown): Promise<string> {
  try {
    return await siteDataFrom(context).inquiryFormToken();
  } catch {
    return '';
  }
}

/** The listing at /listings/{address} (and its unbranded page): live, gone, moved or unknown. */
export async function loadListing({
  params,
  context,
  request,
}: LoaderFunctionArgs): Promise<ListingPageData> {
  const address = params.slug ?? '';
  const found = await siteDataFrom(context).listing(address);
  if (found && 'redirect' in found) {
    // The query goes along: a shared link's utm_source, a plain form's ?sent=1.
    const { pathname, search } = new URL(request.url);
    const page = pathname.endsWith('/unbranded') ? `${found.redirect}/unbranded` : found.redirect;
    throw redirect(`${page}${search}`, 301);
  }
  const listing = found && 'entry' in found ? found.entry : null;
  const returned = listing ? returnedFormFrom(context) : undefined;
  return {
    address,
    listing,
    gone: Boolean(found && 'gone' in found),
    formToken: listing ? await formToken(context) : '',
    lead: statusFromQuery(new URL(request.url).searchParams, LEAD_LABELS),
    ...(returned ? { returned } : {}),
  };
}

/** The listed, live listings, newest first. */
export async function loadListings({ context }: LoaderFunctionArgs): Promise<ListingEntry[]> {
  return siteDataFrom(context).listings();
}

/** The address line of a listing: street, city, province and postal code. */
export const fullAddress = (listing: ListingEntry) =>
  [listing.address, listing.city, [listing.province, listing.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** `$1,250,000` */
export const priceText = (price: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(
    price,
  );

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The rooms and area, whichever are known, in words: `4 bedrooms`, `1 bathroom`, `2,400 sq ft`. */
export const roomsParts = (listing: Pick<ListingEntry, 'bedrooms' | 'bathrooms' | 'area'>): string[] =>
  [
    listing.bedrooms === undefined
      ? ''
      : typeof listing.bedrooms === 'string'
        ? `${listing.bedrooms} bedrooms`
        : counted(listing.bedrooms, 'bedroom', 'bedrooms'),
    listing.bathrooms !== undefined ? counted(listing.bathrooms, 'bathroom', 'bathrooms') : '',
    listing.area ?? '',
  ].filter(Boolean);

/** The card's facts line: `4 bedrooms · 2.5 bathrooms · 2,400 sq ft`. */
export const roomsText = (listing: Pick<ListingEntry, 'bedrooms' | 'bathrooms' | 'area'>) =>
  roomsParts(listing).join(' · ');
