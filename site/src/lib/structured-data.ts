import { COMPANY } from '#shared/content/company.ts';

type JsonLd = Record<string, unknown>;

/** The `@id` of the organisation siteJsonLd puts on every page; other blocks refer to it. */
export const ORGANIZATION_ID = '/#organization';

/** Organization + LocalBusiness and WebSite (with the site search action): on every page. */
export function siteJsonLd(origin: string): JsonLd[] {
  const url = `${origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': ['Organization', 'LocalBusiness', 'ProfessionalService'],
      '@id': `${url}#organization`,
      name: COMPANY.name,
      legalName: COMPANY.legalName,
      description: COMPANY.blurb,
      url,
      logo: `${origin}/icons/icon-512.png`,
      image: `${origin}/images/og-default.jpg`,
      telephone: COMPANY.phoneE164,
      email: COMPANY.email,
      foundingDate: String(COMPANY.foundedYear),
      priceRange: COMPANY.priceRange,
      address: {
        '@type': 'PostalAddress',
        streetAddress: COMPANY.address.street,
        addressLocality: COMPANY.address.locality,
        addressRegion: COMPANY.address.region,
        postalCode: COMPANY.address.postalCode,
        addressCountry: COMPANY.address.country,
      },
      geo: { '@type': 'GeoCoordinates', ...COMPANY.geo },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: COMPANY.hours.opens,
          closes: COMPANY.hours.closes,
        },
      ],
      areaServed: {
        '@type': 'GeoCircle',
        name: COMPANY.serviceArea.name,
        geoMidpoint: { '@type': 'GeoCoordinates', ...COMPANY.geo },
        geoRadius: COMPANY.serviceArea.radiusMetres,
      },
      sameAs: Object.values(COMPANY.social),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: COMPANY.name,
      url,
      publisher: { '@id': `${url}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList; `origin` is filled in when the head is written (paths stay relative here). */
export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  type?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.type ?? service.name,
    description: service.description,
    url: service.path,
    // The site's one organisation (siteJsonLd, on every page), not a second partial business.
    provider: { '@id': ORGANIZATION_ID },
    areaServed: { '@type': 'City', name: 'Toronto' },
  };
}

/** BlogPosting of a post, on its page and (without `@context`) in the blog's list. */
export function blogPostingJsonLd(post: {
  title: string;
  excerpt: string;
  slug: string;
  image: string;
  /** The agency's calendar day, YYYY-MM-DD. */
  datePublished: string;
  /** When the stored post last changed (ISO 8601 with zone). */
  updatedAt: string;
  author?: { name: string; role?: string } | undefined;
}): JsonLd {
  const path = `/blog/${post.slug}`;
  const published = torontoNoon(post.datePublished);
  // A post dated ahead of its last edit (scheduled) was not modified before it was published.
  const modified = Date.parse(post.updatedAt) > Date.parse(published) ? post.updatedAt : published;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: path,
    mainEntityOfPage: path,
    ...(post.image ? { image: post.image } : {}),
    datePublished: published,
    dateModified: modified,
    // There are no author pages: the About page presents the team (as the post's author card links).
    author: post.author
      ? {
          '@type': 'Person',
          name: post.author.name,
          ...(post.author.role ? { jobTitle: post.author.role } : {}),
          url: '/about',
        }
      : { '@type': 'Organization', '@id': ORGANIZATION_ID, name: COMPANY.name, url: '/' },
    publisher: { '@id': ORGANIZATION_ID },
  };
}

const TORONTO_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY.timeZone,
  timeZoneName: 'longOffset',
});

/**
 * A calendar day of the agency as a full ISO 8601 time with its zone: noon in Toronto, with that
 * day's offset (2025-03-12T12:00:00-04:00). Noon, because a day is all the owner gives, and noon
 * is the same day for any reader in the Americas or Europe and never near a clock change.
 */
function torontoNoon(day: string): string {
  const name = TORONTO_OFFSET.formatToParts(new Date(`${day}T17:00:00Z`)).find(
    (part) => part.type === 'timeZoneName',
  )?.value;
  const offset = name?.replace('GMT', '') || '+00:00';
  return `${day}T12:00:00${offset}`;
}

/** Keys whose value, when it starts with '/', is an address on the site. */
const ADDRESS_KEYS = ['url', 'item', 'image', 'mainEntityOfPage', 'logo', 'thumbnailUrl', '@id'];

/** Make every relative address (ADDRESS_KEYS) in a JSON-LD block absolute. */
export function absolutize(block: unknown, origin: string): unknown {
  if (Array.isArray(block)) return block.map((b) => absolutize(b, origin));
  if (block && typeof block === 'object') {
    return Object.fromEntries(
      Object.entries(block).map(([k, v]) => [
        k,
        typeof v === 'string' && v.startsWith('/') && ADDRESS_KEYS.includes(k)
          ? `${origin}${v}`
          : absolutize(v, origin),
      ]),
    );
  }
  return block;
}
