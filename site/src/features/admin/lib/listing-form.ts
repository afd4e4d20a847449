import { isBedroomsPlus, type ListingEntry, type ListingInput } from '#shared/schemas/listing.ts';
import type { ContentAdapter } from '../stores/content-adapter.ts';
import { isoOfLocalInput, localInputOf } from './publication.ts';
import type { GalleryPhoto } from './project-form.ts';

/** The listing editor's fields, as inputs hold them (numbers as typed). */
export interface ListingForm {
  slug: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  listingStatus: ListingInput['listingStatus'];
  price: string;
  mlsNumber: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  lotSize: string;
  yearBuilt: string;
  description: string;
  photos: GalleryPhoto[];
  floorPlans: GalleryPhoto[];
  video: string;
  tour: string;
  agentName: string;
  agentPhone: string;
  agentEmail: string;
  brokerage: string;
  agentPhoto: string;
  brokerageLogo: string;
  listed: boolean;
  /** `YYYY-MM-DDTHH:mm` in the owner's time zone ('' for none). */
  expiresAt: string;
  /** The agent's private delivery address (the server's; read-only here). */
  deliveryUrl: string;
}

const EMPTY: ListingForm = {
  slug: '',
  address: '',
  city: 'Toronto',
  province: 'ON',
  postalCode: '',
  listingStatus: 'for-sale',
  price: '',
  mlsNumber: '',
  bedrooms: '',
  bathrooms: '',
  area: '',
  lotSize: '',
  yearBuilt: '',
  description: '',
  photos: [],
  floorPlans: [],
  video: '',
  tour: '',
  agentName: '',
  agentPhone: '',
  agentEmail: '',
  brokerage: '',
  agentPhoto: '',
  brokerageLogo: '',
  listed: true,
  expiresAt: '',
  deliveryUrl: '',
};

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
/** A number as typed; what is not one goes as null, so the server names the field. */
const number = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(/[$,\s]/g, '')));
const photosOf = (list: ListingEntry['photos']): GalleryPhoto[] =>
  list.map((p) => ({ src: p.src, alt: p.alt, title: p.caption ?? '' }));
const photosBody = (list: GalleryPhoto[]) =>
  list.map((p) => ({ src: p.src, alt: p.alt, ...(p.title.trim() ? { caption: p.title } : {}) }));

function listingFormOf(entry: ListingEntry & { slug: string; deliveryUrl?: string }): ListingForm {
  const video = entry.video
    ? entry.video.provider === 'youtube'
      ? `https://youtu.be/${entry.video.id}${entry.video.start ? `?t=${entry.video.start}` : ''}`
      : `https://vimeo.com/${entry.video.id}${entry.video.start ? `#t=${entry.video.start}s` : ''}`
    : '';
  return {
    slug: entry.slug,
    address: entry.address,
    city: entry.city,
    province: entry.province,
    postalCode: entry.postalCode,
    listingStatus: entry.listingStatus,
    price: text(entry.price),
    mlsNumber: entry.mlsNumber ?? '',
    bedrooms: text(entry.bedrooms),
    bathrooms: text(entry.bathrooms),
    area: entry.area ?? '',
    lotSize: entry.lotSize ?? '',
    yearBuilt: text(entry.yearBuilt),
    description: entry.description,
    photos: photosOf(entry.photos),
    floorPlans: photosOf(entry.floorPlans),
    video,
    tour: entry.tour ?? '',
    agentName: entry.agent.name,
    agentPhone: entry.agent.phone,
    agentEmail: entry.agent.email,
    brokerage: entry.agent.brokerage,
    agentPhoto: entry.agent.photo ?? '',
    brokerageLogo: entry.agent.brokerageLogo ?? '',
    listed: entry.listed,
    expiresAt: localInputOf(entry.expiresAt),
    deliveryUrl: entry.deliveryUrl ?? '',
  };
}

/** The API body (the server's schema is the judge: it names any field it refuses). */
function listingBodyOf(form: ListingForm): Omit<ListingInput, 'status' | 'publishAt'> {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const expiresAt = isoOfLocalInput(form.expiresAt);
  return {
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    address: form.address,
    city: form.city,
    province: form.province as ListingInput['province'],
    postalCode: form.postalCode,
    listingStatus: form.listingStatus,
    price: number(form.price),
    mlsNumber: optional(form.mlsNumber),
    // `3+1` goes as typed (the schema keeps it); anything else as a number.
    bedrooms: isBedroomsPlus(form.bedrooms) ? form.bedrooms.trim() : number(form.bedrooms),
    bathrooms: number(form.bathrooms),
    area: optional(form.area),
    lotSize: optional(form.lotSize),
    yearBuilt: number(form.yearBuilt),
    description: form.description,
    photos: photosBody(form.photos),
    floorPlans: photosBody(form.floorPlans),
    video: optional(form.video),
    tour: optional(form.tour),
    agent: {
      name: form.agentName,
      phone: form.agentPhone,
      email: form.agentEmail,
      brokerage: form.brokerage,
      photo: optional(form.agentPhoto),
      brokerageLogo: optional(form.brokerageLogo),
    },
    listed: form.listed,
    ...(expiresAt ? { expiresAt } : {}),
  };
}

export const listingAdapter: ContentAdapter<'listings', ListingForm> = {
  kind: 'listings',
  empty: () => ({ ...EMPTY, photos: [], floorPlans: [] }),
  fromEntry: listingFormOf,
  toBody: listingBodyOf,
};
