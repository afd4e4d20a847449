import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const MATTERPORT_PAGE: ServicePage = {
  slug: 'matterport',
  name: 'Matterport 3D Virtual Tours',
  meta: {
    title: 'Matterport 3D Virtual Tours Toronto | Lumen Realty Media',
    description:
      'Immersive Matterport 3D tours for Toronto listings: 1-3 hour scans, tours live in 24-48 hours, 12 months of hosting included and transferable on sale.',
  },
  hero: {
    title: 'Matterport|3D Tours',
    subtitle: 'Open houses that never close',
    description:
      'Let buyers walk through every room, from anywhere, at any hour. Our Matterport tours qualify buyers before they ever book a showing.',
    image: '/images/hero/matterport.jpg',
  },
  card: SERVICE_SUMMARIES.matterport,
  intro: {
    eyebrow: 'Why 3D tours',
    title: 'Serious buyers, fewer wasted showings',
    paragraphs: [
      'A 3D tour lets out-of-town buyers, relocating families and busy professionals explore a home on their own schedule. By the time they book a showing, they already know they like the layout.',
      'We launched 3D tours in 2016 and have scanned everything from 500 sq ft condos to multi-storey estates. Every tour includes a dollhouse view, a floor plan view and measurement mode.',
    ],
    facts: [
      { value: '1-3 h', label: 'Typical scan time' },
      { value: '24-48 h', label: 'Tour processing' },
      { value: '12 months', label: 'Hosting included' },
      { value: 'Since 2016', label: 'Scanning GTA homes' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Matterport Packages',
    subtitle: 'Immersive tours, documentation and integrations for every kind of property.',
    items: [
      {
        title: '3D Virtual Tours',
        description: 'A complete walk-through tour with dollhouse and floor plan views.',
        icon: 'cube',
        popular: true,
        features: [
          'Full interior scan',
          'Dollhouse and floor plan views',
          'Branded and unbranded links',
          '12 months of hosting',
        ],
      },
      {
        title: 'Space Documentation',
        description: 'Accurate as-built records for renovations, insurance and property management.',
        icon: 'ruler',
        popular: false,
        features: [
          'Measurement mode enabled',
          'Point cloud on request',
          'Room-by-room documentation',
          'Ideal for insurance records',
        ],
      },
      {
        title: 'Digital Integration',
        description: 'Your tour embedded everywhere buyers look for homes.',
        icon: 'code',
        popular: false,
        features: [
          'MLS-compliant unbranded link',
          'Website embed code',
          'Social media share previews',
          'Google Street View publishing',
        ],
      },
      {
        title: 'Virtual Staging',
        description: 'Furnish empty rooms inside the tour so buyers can picture living there.',
        icon: 'sparkles',
        popular: true,
        features: [
          'Digitally furnished rooms',
          'Styles matched to the buyer',
          'Staged and empty versions',
          'Far cheaper than physical staging',
        ],
      },
      {
        title: 'Interactive Tags',
        description: 'Clickable tags that highlight upgrades, appliances and finishes.',
        icon: 'tag',
        popular: false,
        features: [
          'Tags with text, photos and links',
          'Highlight renovations and brands',
          'Embedded video tags',
          'Guided highlight reel',
        ],
      },
      {
        title: 'Tour Hosting',
        description: 'Keep your tours online as long as you need them.',
        icon: 'globe',
        popular: false,
        features: [
          '12 months included with every tour',
          'Extend to 2, 3 or 5 years',
          'Transferable when the property sells',
          'Visitor statistics',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'Recent 3D Tours',
    subtitle: 'A look inside some of the spaces we have scanned. Live tours are in the Matterport portfolio.',
    wrap: false,
    portfolio: { label: 'Explore live 3D tours', to: '/portfolio/matterport' },
    items: [
      portfolioImage('matterport', 1, {
        title: 'Forest Hill Residence',
        description: 'The full main floor in dollhouse view, with every room connected.',
        category: 'Residential',
        specs: '4,200 sq ft · 3 floors · 2.5-hour scan',
      }),
      portfolioImage('matterport', 2, {
        title: 'Yorkville Condo Tour',
        description: 'A compact condo scanned in under an hour, with tags on every upgrade.',
        category: 'Condo',
        specs: '980 sq ft · 1-hour scan · 12 tags',
      }),
      portfolioImage('matterport', 3, {
        title: 'Markham Townhome',
        description: 'A cutaway model that lets buyers understand the layout at a glance.',
        category: 'Residential',
        specs: '2,100 sq ft · 3 floors',
      }),
      portfolioImage('matterport', 4, {
        title: 'Pickering Bungalow Kitchen',
        description: 'Measurement mode on, so buyers can check that their table fits.',
        category: 'Space Documentation',
        specs: '1,600 sq ft · Measurements enabled',
      }),
      portfolioImage('matterport', 5, {
        title: 'Muskoka Cottage',
        description: 'A waterfront cottage toured in 3D by buyers from three countries.',
        category: 'Recreational',
        specs: '2,800 sq ft · Hosted 24 months',
      }),
    ],
  },
  process: {
    title: 'How We Create Your Tour',
    subtitle: 'From booking to a shareable link in five steps.',
    steps: [
      {
        title: 'Booking',
        description: 'Share the address, size and any rooms to highlight or skip.',
        icon: 'calendar',
      },
      {
        title: 'Preparation',
        description: 'Stage the home as for photos: lights on, doors open, clutter away.',
        icon: 'home',
      },
      {
        title: '3D Scan',
        description: 'We capture the property with a Matterport Pro camera, room by room.',
        icon: 'cube',
        duration: '1-3 hours',
      },
      {
        title: 'Processing',
        description: 'Matterport builds the model; we add tags, highlights and branding.',
        icon: 'cpu',
        duration: '24-48 hours',
      },
      {
        title: 'Launch',
        description: 'Receive branded and MLS-ready links plus embed code for your website.',
        icon: 'rocket',
      },
    ],
  },
  faqs: [
    {
      question: 'How long does a Matterport scan take?',
      answer:
        'Most properties take 1-3 hours to scan, depending on size and layout. Homes over 5,000 sq ft take longer, and we will give you an estimate when you book.',
    },
    {
      question: 'When will my 3D tour be ready?',
      answer:
        'Tours are processed and ready to share within 24-48 hours of the scan. Properties over 5,000 sq ft can take a little longer to process.',
    },
    {
      question: 'How long is my tour hosted?',
      answer:
        'Every tour includes 12 months of hosting. You can extend hosting to 2, 3 or 5 years at any time so the tour stays online.',
    },
    {
      question: 'What happens to the tour when the property sells?',
      answer:
        'Remaining hosting time is transferable, so a buyer, builder or property manager can keep using the tour after the sale.',
    },
    {
      question: 'Can I put the tour on MLS and my website?',
      answer:
        'Yes. You receive an unbranded MLS-compliant link, a branded link for your marketing, and embed code for your website and listing pages.',
    },
    {
      question: 'Do you also provide floor plans?',
      answer:
        'Yes. Floor plans can be produced from the same scan, with no extra visit. See our floor plan service for 2D and 3D options.',
    },
  ],
  testimonial: {
    quote:
      'A couple relocating from Vancouver bought our Leaside listing after touring it in 3D twice. They visited once, in person, to sign. The tour paid for itself many times over.',
    author: 'Sophie Tremblay',
    role: 'Team Lead, Maple & Main Real Estate',
    service: 'Matterport 3D',
  },
  related: ['photography', 'video', 'drone'],
  extraLinks: [
    {
      label: 'Floor Plans',
      to: '/services/floorplans',
      text: 'Add accurate 2D and 3D floor plans generated from the same scan.',
    },
  ],
  cta: {
    title: 'Open Your Listing to the World',
    text: 'Book a Matterport scan and have a shareable 3D tour live within 24-48 hours.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'See Floor Plans', to: '/services/floorplans' },
  },
};
