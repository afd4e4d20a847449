import type { CollectionPage } from '../../schemas/content-services.ts';
import { AI_BADGES } from './portfolio-index.ts';

const quote = { label: 'Get a Quote', to: '/contact' };

/** The copy around each /portfolio/{slug} grid (the items themselves come from the datastore). */
export const COLLECTION_PAGES: CollectionPage[] = [
  {
    slug: 'photography',
    meta: {
      title: 'Real Estate Photography Portfolio | Lumen Realty Media',
      description:
        'Recent real estate photography by Lumen Realty Media: bright interiors, crisp exteriors and twilight images of Toronto homes, condos and estates.',
    },
    hero: {
      title: 'Photography|Portfolio',
      subtitle: 'Listings that look their best',
      description: 'Interiors, exteriors and twilight images from recent shoots across the GTA.',
      image: '/images/hero/photography.jpg',
    },
    gridTitle: 'Recent Photography',
    gridSubtitle: 'Select any image to view it full screen with its details.',
    cta: {
      title: 'Want Photos Like These?',
      text: 'Book a shoot and have your listing photos delivered within 24-48 hours.',
      primary: { label: 'Book a Photo Session', to: '/contact' },
    },
  },
  {
    slug: 'video',
    meta: {
      title: 'Real Estate Video Portfolio | Lumen Realty Media',
      description:
        'Watch property films, twilight videos, agent introductions and social cuts produced by Lumen Realty Media for Toronto real estate professionals.',
    },
    hero: {
      title: 'Video|Portfolio',
      subtitle: 'Stories that sell the lifestyle',
      description: 'Property films, agent features and social cuts. Videos load only when you press play.',
      image: '/images/hero/video.jpg',
    },
    gridTitle: 'Featured Films',
    gridSubtitle: 'Select a film to watch it full screen.',
    cta: {
      title: 'Ready for Your Own Film?',
      text: 'Tell us about your listing and we will plan a film that brings buyers to the door.',
      primary: quote,
    },
  },
  {
    slug: 'drone',
    meta: {
      title: 'Drone Photography Portfolio | Lumen Realty Media',
      description:
        'Aerial photography and video of GTA homes, estates, waterfront properties, land and construction sites, flown by certified Lumen pilots.',
    },
    hero: {
      title: 'Drone|Portfolio',
      subtitle: 'The bigger picture',
      description: 'Aerial views that show the lot, the neighbourhood and everything nearby.',
      image: '/images/hero/drone.jpg',
    },
    gridTitle: 'Aerial Highlights',
    gridSubtitle: 'Select an aerial to view it full screen.',
    cta: {
      title: 'See Your Property From Above',
      text: 'Send us the address and we will check the airspace and plan the flight.',
      primary: quote,
    },
  },
  {
    slug: 'matterport',
    meta: {
      title: 'Matterport 3D Tour Portfolio | Lumen Realty Media',
      description:
        'Explore live Matterport 3D tours of Toronto homes, condos, cottages and commercial spaces. Tours load only when you choose to open them.',
    },
    hero: {
      title: 'Matterport|Portfolio',
      subtitle: 'Walk through from anywhere',
      description: 'Open a tour to explore it in 3D. Tours load from Matterport only when you open them.',
      image: '/images/hero/matterport.jpg',
    },
    gridTitle: 'Live 3D Tours',
    gridSubtitle: 'Select a property to open its interactive tour.',
    cta: {
      title: 'Give Buyers 24/7 Access',
      text: 'Book a Matterport scan and have your 3D tour live within 24-48 hours.',
      primary: quote,
    },
  },
  {
    slug: 'editing',
    meta: {
      title: 'Real Estate Photo Editing Portfolio | Lumen Realty Media',
      description:
        'Before-and-after examples of real estate photo editing: HDR blending, virtual staging, sky replacement, object removal and day-to-dusk conversions.',
    },
    hero: {
      title: 'Editing|Portfolio',
      subtitle: 'Before and after',
      description: 'See how careful editing turns good listing photos into great ones.',
      image: '/images/hero/editing.jpg',
    },
    gridTitle: 'Before & After',
    gridSubtitle: 'Select an edit to compare it full screen.',
    cta: {
      title: 'Send Us Your Photos',
      text: 'Upload your files and get polished images back in 6-24 hours.',
      primary: quote,
    },
  },
  {
    slug: 'website-design',
    meta: {
      title: 'Real Estate Website Design Portfolio | Lumen Realty Media',
      description:
        'Single property websites, agent and brokerage sites, pre-sale condo sites and apps designed and built by Lumen Realty Media.',
    },
    hero: {
      title: 'Website Design|Portfolio',
      subtitle: 'Sites built to convert',
      description: 'Property websites, agent sites and custom tools for real estate professionals.',
      image: '/images/hero/website.jpg',
    },
    gridTitle: 'Recent Websites',
    gridSubtitle: 'Select a project to see it full screen.',
    cta: {
      title: 'Let’s Build Your Website',
      text: 'Single property sites launch in 3-5 business days; agent sites in 2-4 weeks.',
      primary: quote,
    },
  },
  {
    slug: 'brand-apparel',
    meta: {
      title: 'Brand Apparel & Identity Portfolio | Lumen Realty Media',
      description:
        'Team apparel, open-house merchandise, logos and brand identities we designed and produced for GTA real estate agents and brokerages.',
    },
    hero: {
      title: 'Brand Apparel|Portfolio',
      subtitle: 'Brands people remember',
      description: 'Apparel, merchandise and identities for real estate teams and brokerages.',
      image: '/images/hero/brand.jpg',
    },
    gridTitle: 'Recent Brand Work',
    gridSubtitle: 'Select an item to see it full screen.',
    cta: {
      title: 'Outfit Your Team',
      text: 'Tell us about your brand and we will send concepts, mock-ups and a quote.',
      primary: quote,
    },
  },
  {
    slug: 'ai-services',
    meta: {
      title: 'AI Services Portfolio | Lumen Realty Media',
      description:
        'Examples of AI-assisted real estate work: pricing insights, AI virtual staging, lead chatbots, automated reports and smart workflows.',
    },
    hero: {
      title: 'AI Services Portfolio',
      subtitle: 'Intelligent tools, real results',
      description: 'A showcase of AI-assisted marketing, analytics and automation delivered to our clients.',
      image: '/images/hero/ai-services.jpg',
    },
    gridTitle: 'AI Showcase',
    gridSubtitle: 'Select a project to see what it delivered.',
    badges: [...AI_BADGES],
    cta: {
      title: 'Put AI to Work for You',
      text: 'Book a discovery call and see where AI can save you hours every week.',
      primary: quote,
    },
  },
];

export function findCollectionPage(slug: string): CollectionPage | undefined {
  return COLLECTION_PAGES.find((page) => page.slug === slug);
}
