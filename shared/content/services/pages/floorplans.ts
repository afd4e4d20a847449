import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const FLOORPLANS_PAGE: ServicePage = {
  slug: 'floorplans',
  name: 'Real Estate Floor Plans',
  meta: {
    title: 'Real Estate Floor Plans Toronto | Lumen Realty Media',
    description:
      'Accurate 2D and 3D floor plans for Toronto listings, measured on site or from a Matterport scan, delivered in 24-48 hours and ready for MLS.',
  },
  hero: {
    title: 'Floor|Plans',
    subtitle: 'Help buyers understand the layout',
    description:
      'Clear, measured 2D and 3D floor plans that answer the first question every buyer asks: will our life fit in this home?',
    image: '/images/hero/floorplans.jpg',
  },
  card: SERVICE_SUMMARIES.floorplans,
  intro: {
    eyebrow: 'Why floor plans',
    title: 'The most-viewed image after the front photo',
    paragraphs: [
      'Photos show how a home looks; a floor plan shows how it works. Buyers use plans to check room sizes, furniture fit and flow between kitchen, living and outdoor space before they book a showing.',
      'We measure on site or generate plans from your Matterport scan, then draw them in your brand colours with room names and dimensions.',
    ],
    facts: [
      { value: '24-48 h', label: 'Standard delivery' },
      { value: '2D + 3D', label: 'Plan styles available' },
      { value: 'No revisit', label: 'When drawn from a 3D scan' },
      { value: 'MLS', label: 'Ready-to-upload files' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Floor Plan Packages',
    subtitle: 'Plans for every listing, from a one-bedroom condo to a commercial floor.',
    items: [
      {
        title: '2D Floor Plans',
        description: 'Clean, measured black-and-white or colour plans for every level.',
        icon: 'layout',
        popular: true,
        features: [
          'Room names and dimensions',
          'Total interior area',
          'Colour or monochrome style',
          'PDF, JPG and PNG files',
        ],
      },
      {
        title: '3D Floor Plans',
        description: 'Furnished, three-dimensional plans that bring each level to life.',
        icon: 'cube',
        popular: true,
        features: [
          'Furnished 3D rendering',
          'Realistic flooring and finishes',
          'One image per level',
          'Great for social and print',
        ],
      },
      {
        title: 'Plans from Matterport',
        description: 'Floor plans generated from your 3D tour scan, with no extra visit.',
        icon: 'layers',
        popular: false,
        features: [
          'Drawn from the existing scan',
          'Matches the 3D tour exactly',
          'Ordered any time after the scan',
          'Same 24-48 hour delivery',
        ],
      },
      {
        title: 'Site Plans',
        description: 'Lot, building footprint and outdoor features in one overview.',
        icon: 'map',
        popular: false,
        features: [
          'Lot lines and setbacks shown',
          'Decks, pools and driveways',
          'Optional aerial underlay',
          'Ideal for land and estates',
        ],
      },
      {
        title: 'Interactive Floor Plans',
        description: 'Clickable plans on your property website that open the photos of each room.',
        icon: 'smartphone',
        popular: false,
        features: [
          'Click a room to see its photos',
          'Works on phones and desktops',
          'Embeds in property websites',
          'Links to the 3D tour',
        ],
      },
      {
        title: 'Commercial Plans',
        description: 'Measured plans of offices, retail and industrial units for leasing.',
        icon: 'building',
        popular: false,
        features: [
          'Unit and common-area layouts',
          'Rentable area summaries',
          'Multi-floor sets',
          'CAD-friendly exports on request',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'Recent Floor Plans',
    subtitle: 'Plans delivered alongside photography and 3D tours this season.',
    wrap: false,
    portfolio: { label: 'Explore 3D tours', to: '/portfolio/matterport' },
    items: [
      portfolioImage('ai-services', 3, {
        title: 'Forest Hill Main Floor',
        description: 'A main-floor plan drawn from the home’s Matterport scan, with no extra visit.',
        category: 'Plans from Matterport',
        specs: 'Part of a 3-level set · 4,200 sq ft',
      }),
      portfolioImage('ai-services', 5, {
        title: 'Leslieville Semi',
        description: 'A measured black-and-white plan delivered the day after the shoot.',
        category: '2D Floor Plans',
        specs: '2 levels · 1,850 sq ft',
      }),
      portfolioImage('matterport', 7, {
        title: 'Yorkville Condo Suite',
        description: 'A one-bedroom plus den shown in 3D with every room visible.',
        category: '3D Floor Plans',
        specs: '1 level · 720 sq ft',
      }),
      portfolioImage('matterport', 3, {
        title: 'Markham Townhome Cutaway',
        description: 'A furnished 3D plan that shows how the three levels stack.',
        category: '3D Floor Plans',
        specs: '3 levels · 2,100 sq ft',
      }),
      portfolioImage('matterport', 5, {
        title: 'Family Home Layout',
        description: 'An isometric plan used on feature sheets and the property website.',
        category: 'Interactive Floor Plans',
        specs: 'Embedded on the listing website',
      }),
    ],
  },
  process: {
    title: 'How We Create Floor Plans',
    subtitle: 'Accurate plans in five steps.',
    steps: [
      {
        title: 'Order',
        description: 'Add floor plans to a shoot or order them from an existing scan.',
        icon: 'calendar',
      },
      {
        title: 'Measure',
        description: 'We measure on site with laser tools or use your Matterport scan.',
        icon: 'ruler',
      },
      {
        title: 'Draft',
        description: 'Our drafters draw every level with room names and dimensions.',
        icon: 'layout',
      },
      {
        title: 'Review',
        description: 'A second drafter checks measurements and labels for accuracy.',
        icon: 'check',
      },
      {
        title: 'Delivery',
        description: 'Download MLS, print and web files from your gallery.',
        icon: 'upload',
        duration: '24-48 hours',
      },
    ],
  },
  faqs: [
    {
      question: 'How quickly will I receive my floor plans?',
      answer:
        'Floor plans are delivered within 24-48 hours of the measuring visit or scan, with rush options available.',
    },
    {
      question: 'Can you create plans from my Matterport tour?',
      answer:
        'Yes. If we have scanned the property for a 3D tour, we can draw the plans from the scan without another visit.',
    },
    {
      question: 'How accurate are the measurements?',
      answer:
        'We measure with laser tools or a Matterport scan and check every plan twice. Plans are for marketing purposes and are labelled as approximate, as is standard practice.',
    },
    {
      question: 'Can the plans match my brand?',
      answer: 'Yes. We can use your brand colours and logo on every plan, or keep them unbranded for MLS.',
    },
    {
      question: 'What file formats do I receive?',
      answer:
        'You receive high-resolution JPG and PNG images for MLS and web, plus a PDF ready for feature sheets and print.',
    },
    {
      question: 'Do you draw plans for commercial properties?',
      answer:
        'Yes. We draw offices, retail and industrial units, including multi-floor sets and rentable area summaries.',
    },
  ],
  testimonial: {
    quote:
      'Adding floor plans cut the number of "is the second bedroom big enough?" calls in half. Buyers show up already sold on the layout.',
    author: 'Hannah Morrison',
    role: 'Sales Representative, Maple & Main Real Estate',
    service: 'Floor Plans',
  },
  related: ['matterport', 'photography', 'website'],
  cta: {
    title: 'Add Floor Plans to Your Next Listing',
    text: 'Book plans with your photo shoot or order them from an existing 3D scan.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'Explore Matterport', to: '/services/matterport' },
  },
};
