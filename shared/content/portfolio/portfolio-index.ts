import type { Cta, FlagshipProject, PortfolioIndexEntry } from '../../schemas/content-services.ts';

/** /portfolio: hero, the eight service portfolios and four flagship projects (cards that link nowhere). */
export const PORTFOLIO_INDEX = {
  meta: {
    title: 'Real Estate Media Portfolio | Lumen Realty Media',
    description:
      'Browse our real estate photography, video, drone, Matterport 3D tours, editing, websites, brand apparel and AI work for Toronto agents.',
  },
  hero: {
    title: 'Our|Portfolio',
    subtitle: 'Seventeen years of listings, launches and brands',
    description:
      'Explore the photography, films, aerials, 3D tours and designs we have created for real estate professionals across the GTA.',
    image: '/images/hero/portfolio.jpg',
  },
  section: {
    eyebrow: 'Browse by service',
    title: 'Service Portfolios',
    subtitle: 'Choose a service to see recent work, updated by our team as new projects are delivered.',
  },
  flagship: {
    eyebrow: 'Flagship projects',
    title: 'Projects That Define Us',
    subtitle: 'Multi-service campaigns where photography, video, aerials and tours worked together.',
  },
  cta: {
    title: 'Want Results Like These?',
    text: 'Tell us about your next listing or launch and we will put together the right team and a clear quote.',
    primary: { label: 'Start Your Project', to: '/contact' },
    secondary: { label: 'View Services', to: '/services' },
  } satisfies Cta,
};

export const PORTFOLIO_ENTRIES: PortfolioIndexEntry[] = [
  {
    title: 'Photography',
    description: 'Interiors, exteriors and twilight images for every kind of listing.',
    icon: 'camera',
    href: '/portfolio/photography',
    color: '#2563eb',
    image: '/images/portfolio/photography-1.jpg',
  },
  {
    title: 'Video Production',
    description: 'Property films, agent introductions and social cuts.',
    icon: 'video',
    href: '/portfolio/video',
    color: '#dc2626',
    image: '/images/portfolio/video-1.jpg',
  },
  {
    title: 'Drone Imagery',
    description: 'Aerial photos and video of homes, estates, land and construction.',
    icon: 'drone',
    href: '/portfolio/drone',
    color: '#0891b2',
    image: '/images/portfolio/drone-1.jpg',
  },
  {
    title: 'Matterport 3D',
    description: 'Live 3D tours you can walk through right in your browser.',
    icon: 'cube',
    href: '/portfolio/matterport',
    color: '#7c3aed',
    image: '/images/portfolio/matterport-1.jpg',
  },
  {
    title: 'Editing',
    description: 'Before-and-after enhancement, virtual staging and day-to-dusk edits.',
    icon: 'wand',
    href: '/portfolio/editing',
    color: '#db2777',
    image: '/images/portfolio/editing-1.jpg',
  },
  {
    title: 'Website Design',
    description: 'Single property sites, agent websites and custom real estate apps.',
    icon: 'globe',
    href: '/portfolio/website-design',
    color: '#059669',
    image: '/images/portfolio/website-design-1.jpg',
  },
  {
    title: 'Brand Apparel',
    description: 'Team apparel, merchandise, logos and complete brand identities.',
    icon: 'shirt',
    href: '/portfolio/brand-apparel',
    color: '#ea580c',
    image: '/images/portfolio/brand-apparel-1.jpg',
  },
  {
    title: 'AI Services',
    description: 'Pricing insights, AI staging, chatbots and automated reports.',
    icon: 'sparkles',
    href: '/portfolio/ai-services',
    color: '#4f46e5',
    image: '/images/portfolio/ai-services-1.jpg',
  },
];

export const FLAGSHIP_PROJECTS: FlagshipProject[] = [
  {
    title: 'Harbourfront Condominium Launch',
    description:
      'A full pre-sale campaign for a 42-storey waterfront tower: renderings photographed in the sales centre, a launch film, aerial views from the future penthouse height and a pre-sale website.',
    image: '/images/projects/flagship-1.jpg',
    services: ['Video Production', 'Drone Imagery', 'Website Design'],
  },
  {
    title: 'Bridle Path Estate Collection',
    description:
      'Five luxury estates marketed together with twilight photography, cinematic films and Matterport tours for international buyers.',
    image: '/images/projects/flagship-2.jpg',
    services: ['Photography', 'Video Production', 'Matterport 3D'],
  },
  {
    title: 'Lakeshore Community Launch',
    description:
      'Eighteen months of construction flights, model home photography and 3D tours for a 300-home waterfront community.',
    image: '/images/projects/flagship-3.jpg',
    services: ['Drone Imagery', 'Photography', 'Matterport 3D'],
  },
  {
    title: 'Yorkville Model Suite Collection',
    description:
      'Six designer model suites photographed, filmed and scanned in one week, then virtually staged in alternate styles for the sales centre.',
    image: '/images/projects/flagship-4.jpg',
    services: ['Photography', 'Matterport 3D', 'Editing'],
  },
];

/** Badges of the AI Services portfolio page (spec). */
export const AI_BADGES = ['AI Automation', 'Machine Learning', 'Efficiency', 'Innovation'] as const;
