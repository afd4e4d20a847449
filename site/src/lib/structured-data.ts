import { COMPANY } from '#shared/content/company.ts';

type JsonLd = Record<string, unknown>;

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
    provider: { '@type': 'LocalBusiness', name: COMPANY.name, telephone: COMPANY.phoneE164 },
    areaServed: { '@type': 'City', name: 'Toronto' },
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  excerpt: string;
  path: string;
  image: string;
  datePublished: string;
  author?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: post.path,
    mainEntityOfPage: post.path,
    image: post.image,
    datePublished: post.datePublished,
    author: { '@type': 'Person', name: post.author ?? COMPANY.name },
    publisher: { '@type': 'Organization', name: COMPANY.name },
  };
}

/** Make every relative `url`/`item`/`image`/`mainEntityOfPage` in a JSON-LD block absolute. */
export function absolutize(block: unknown, origin: string): unknown {
  if (Array.isArray(block)) return block.map((b) => absolutize(b, origin));
  if (block && typeof block === 'object') {
    return Object.fromEntries(
      Object.entries(block).map(([k, v]) => [
        k,
        typeof v === 'string' &&
        v.startsWith('/') &&
        ['url', 'item', 'image', 'mainEntityOfPage', 'logo'].includes(k)
          ? `${origin}${v}`
          : absolutize(v, origin),
      ]),
    );
  }
  return block;
}
