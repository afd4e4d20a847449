import { PORTFOLIO_COLLECTIONS } from '../constants/portfolio-collections.ts';
import { BLOG_POSTS } from './blog/posts.ts';
import { PROJECTS, projectPath } from './projects/projects.ts';
import { SERVICE_PAGES } from './services/service-pages.ts';
import { SERVICE_SUMMARIES } from './services/service-summaries.ts';
import { postPath } from '../schemas/post-view.ts';

interface SiteMapLink {
  label: string;
  to: string;
}
export interface SiteMapGroup {
  title: string;
  links: SiteMapLink[];
}

/** What a project or post needs to be listed: its address and the title that names it. */
interface Listed {
  slug: string;
  title: string;
}

/** The service pages of spec section 2's sitemap, in its order and with its names; the others follow. */
const SPEC_SERVICES: [string, string][] = [
  ['photography', 'Photography'],
  ['video', 'Video Production'],
  ['drone', 'Drone Services'],
  ['matterport', 'Matterport 3D Tours'],
  ['automation', 'Automation'],
  ['editing', 'Editing'],
  ['website', 'Website Design'],
  ['brand', 'Brand Apparel'],
];

/** The portfolio pages of that sitemap, likewise. */
const SPEC_PORTFOLIO: [string, string][] = [
  ['photography', 'Photography'],
  ['video', 'Video Production'],
  ['drone', 'Drone Imagery'],
  ['matterport', 'Matterport 3D'],
  ['ai-services', 'AI Services'],
  ['editing', 'Editing'],
  ['website-design', 'Website Design'],
  ['brand-apparel', 'Brand Apparel'],
];

/** The spec's pages of a section in its order and names, then every other page of the section. */
function specFirst(spec: [string, string][], all: readonly SiteMapLink[], base: string): SiteMapLink[] {
  const listed = new Set(spec.map(([slug]) => `${base}/${slug}`));
  return [
    ...spec.map(([slug, label]) => ({ label, to: `${base}/${slug}` })),
    ...all.filter((link) => !listed.has(link.to)),
  ];
}

const SERVICE_LINKS = specFirst(
  SPEC_SERVICES,
  SERVICE_PAGES.map((page) => ({ label: SERVICE_SUMMARIES[page.slug].title, to: `/services/${page.slug}` })),
  '/services',
);
const PORTFOLIO_LINKS = specFirst(
  SPEC_PORTFOLIO,
  PORTFOLIO_COLLECTIONS.map((c) => ({ label: c.label, to: `/portfolio/${c.slug}` })),
  '/portfolio',
);

/**
 * Every public page the site links to, grouped as the /sitemap page shows them: the one source of
 * that page and of sitemap.xml (publicPaths). Spec section 2's groups come first, each with its
 * links first and in its order; what the spec's list left out follows them (the services overview,
 * AI Services and Floor Plans, every published project, every post), so the page a person reads
 * lists exactly what the file a crawler reads lists. Projects and posts are the owner's published
 * ones (the server passes them); by default the sample ones a fresh install is seeded with.
 */
export function siteMapGroups(
  projects: readonly Listed[] = PROJECTS,
  posts: readonly Listed[] = BLOG_POSTS,
  /** The listed, live property websites (docs/listings.md); the group shows only when there are some. */
  listings: readonly { slug: string; address: string }[] = [],
): SiteMapGroup[] {
  const listingGroup: SiteMapGroup[] = listings.length
    ? [
        {
          title: 'Property Listings',
          links: [
            { label: 'All Listings', to: '/listings' },
            ...listings.map((l) => ({ label: l.address, to: `/listings/${l.slug}` })),
          ],
        },
      ]
    : [];
  return [
    {
      title: 'Main Pages',
      links: [
        { label: 'Home', to: '/' },
        { label: 'About Us', to: '/about' },
        { label: 'Projects', to: '/projects' },
        { label: 'Blog', to: '/blog' },
        { label: 'Contact', to: '/contact' },
        { label: 'Services Overview', to: '/services' },
      ],
    },
    { title: 'Services', links: [{ label: 'All Services', to: '/services/all' }, ...SERVICE_LINKS] },
    { title: 'Portfolio', links: [{ label: 'Portfolio Overview', to: '/portfolio' }, ...PORTFOLIO_LINKS] },
    {
      title: 'Featured Projects',
      links: [
        { label: 'All Projects', to: '/projects' },
        ...projects.map((p) => ({ label: p.title, to: projectPath(p) })),
      ],
    },
    { title: 'Blog Posts', links: posts.map((p) => ({ label: p.title, to: postPath(p) })) },
    ...listingGroup,
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', to: '/privacy' },
        { label: 'Terms of Use', to: '/terms' },
        { label: 'Sitemap', to: '/sitemap' },
      ],
    },
  ];
}

/**
 * What each group's pages are called where an address is shown alone (the admin's figures): the
 * group says what kind of page a label names, since "Photography" is both a service and a
 * portfolio. A group's overview pages ("All Services", "Portfolio Overview") keep their label.
 */
const NAME_PREFIX: Record<string, string> = {
  Services: 'Service',
  Portfolio: 'Portfolio',
  'Featured Projects': 'Project',
  'Blog Posts': 'Blog post',
  'Property Listings': 'Listing',
};
const OVERVIEW = /^All |Overview$/;

/**
 * The name of every page of the site map by its address ("/" is "Home", "/portfolio/drone" is
 * "Portfolio: Drone Imagery"), the first group's where two list it.
 */
export function sitePageNames(...args: Parameters<typeof siteMapGroups>): Map<string, string> {
  const names = new Map<string, string>();
  for (const group of siteMapGroups(...args)) {
    const prefix = NAME_PREFIX[group.title];
    for (const { label, to } of group.links) {
      if (names.has(to)) continue;
      names.set(to, prefix && !OVERVIEW.test(label) ? `${prefix}: ${label}` : label);
    }
  }
  return names;
}

/** Pages a visitor opens that the site map leaves out (a crawler has nothing to find there). */
const PAGES_OFF_THE_MAP: [string, string][] = [
  ['/search', 'Search'],
  ['/newsletter', 'Newsletter signup'],
  ['/unsubscribe', 'Unsubscribe'],
];

/**
 * The name of every page whose figures the owner reads (the admin's Analytics): the site map's,
 * the pages it leaves out (search, the newsletter's), and each live listing whether listed or not
 * (an unlisted one is visited by its address alone) with its unbranded MLS page. Without a name
 * the owner would read "/search" or "/listings/12-elm-st/unbranded".
 */
export function visitedPageNames(
  projects: readonly Listed[],
  posts: readonly Listed[],
  /** Every live listing, listed or not. */
  listings: readonly { slug: string; address: string }[],
): Map<string, string> {
  const names = sitePageNames(projects, posts, listings);
  for (const [path, name] of PAGES_OFF_THE_MAP) names.set(path, name);
  for (const { slug, address } of listings) {
    names.set(`/listings/${slug}/unbranded`, `Listing: ${address} (unbranded, for the MLS)`);
  }
  return names;
}
