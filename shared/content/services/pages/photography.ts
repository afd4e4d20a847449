import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const PHOTOGRAPHY_PAGE: ServicePage = {
  slug: 'photography',
  name: 'Real Estate Photography',
  meta: {
    title: 'Real Estate Photography Toronto | Lumen Realty Media',
    description:
      'Bright, true-to-life listing photography for Toronto agents: 25-50+ edited photos, HDR and twilight options, delivered in 24-48 hours.',
  },
  hero: {
    title: 'Real Estate|Photography',
    subtitle: 'Listing photos that stop the scroll',
    description:
      'Professionally lit, carefully composed images of every room, delivered MLS-ready within 24-48 hours so your listing launches on time.',
    image: '/images/hero/photography.jpg',
  },
  card: SERVICE_SUMMARIES.photography,
  intro: {
    eyebrow: 'Why it matters',
    title: 'First impressions happen online',
    paragraphs: [
      'Nearly every buyer meets your listing on a phone screen before they ever see the front door. Our photographers have shot more than 5,000 GTA properties since 2007, and we know how to make a condo feel spacious, a family home feel warm and a luxury estate feel exceptional.',
      'Every shoot is colour-corrected by hand, straightened, and exported in both MLS and print sizes, so you can list, print feature sheets and post to social media the same day.',
    ],
    facts: [
      { value: '24-48 h', label: 'Standard delivery' },
      { value: '25-50+', label: 'Edited photos per shoot' },
      { value: '4 h', label: 'Quick-Turn option' },
      { value: '5000+', label: 'Properties shot' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Photography Packages',
    subtitle: 'From downtown condos to commercial towers, choose the coverage your listing needs.',
    items: [
      {
        title: 'Residential',
        description: 'Complete interior and exterior coverage for houses, townhomes and condos.',
        icon: 'home',
        popular: true,
        features: [
          '25-35 photos under 3,000 sq ft',
          'HDR interiors with window views',
          'Front and rear exteriors',
          'MLS and print-ready sizes',
        ],
      },
      {
        title: 'Commercial',
        description:
          'Offices, retail, restaurants and multi-unit buildings photographed for leasing and sale.',
        icon: 'building',
        popular: false,
        features: [
          'Scheduled around business hours',
          'Wide-angle common areas',
          'Signage and street presence',
          'Licensing for brochures and web',
        ],
      },
      {
        title: 'Twilight',
        description: 'The dusk shot that makes a home glow, captured in the 20 minutes after sunset.',
        icon: 'moon',
        popular: false,
        features: [
          'Warm interior lighting staged',
          'Deep blue evening sky',
          'Front exterior hero images',
          'Free reschedule for rain',
        ],
      },
      {
        title: 'HDR',
        description: 'Multi-exposure blending for balanced rooms where the view outside matters.',
        icon: 'sun',
        popular: false,
        features: [
          'Bracketed exposures per angle',
          'Natural window pulls',
          'No blown-out highlights',
          'Colour-true hand editing',
        ],
      },
      {
        title: 'High-Volume',
        description: 'Preferred pricing and a dedicated coordinator for brokerages and busy teams.',
        icon: 'layers',
        popular: false,
        features: [
          'Volume pricing per month',
          'Priority booking windows',
          'Consistent brokerage style',
          'One monthly invoice',
        ],
      },
      {
        title: 'Quick-Turn',
        description: 'For listings that need to go live today: shot in the morning, online by the afternoon.',
        icon: 'zap',
        popular: true,
        features: [
          '4-hour turnaround',
          'Same-day MLS upload',
          'Full Residential coverage',
          'Ideal for price changes and relaunches',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'Recent Photography',
    subtitle: 'A few listings we photographed this season. Select an image to view it full screen.',
    wrap: false,
    portfolio: { label: 'View the photography portfolio', to: '/portfolio/photography' },
    items: [
      portfolioImage('photography', 1, {
        title: 'Oakville Lakeside Estate',
        description: 'A luxury estate photographed at twilight with every window glowing.',
        category: 'Twilight',
        specs: '48 photos · 5,600 sq ft · Twilight add-on',
      }),
      portfolioImage('photography', 2, {
        title: 'King West Loft',
        description: 'An open living room balanced with HDR so the window view holds its detail.',
        category: 'Condo',
        specs: '28 photos · 1,150 sq ft · HDR',
      }),
      portfolioImage('photography', 3, {
        title: 'Riverdale Semi Kitchen',
        description: 'A renovated kitchen shot low and level to keep every vertical straight.',
        category: 'Residential',
        specs: '30 photos · 1,900 sq ft · Quick-Turn',
      }),
      portfolioImage('photography', 4, {
        title: 'Leaside Family Home',
        description: 'A renovated detached home photographed on a bright spring morning.',
        category: 'Residential',
        specs: '32 photos · 2,400 sq ft · 24-hour delivery',
      }),
      portfolioImage('photography', 5, {
        title: 'Lawrence Park Primary Suite',
        description: 'A calm primary bedroom lit to feel airy without losing its warmth.',
        category: 'Residential',
        specs: '34 photos · 2,900 sq ft',
      }),
    ],
  },
  process: {
    title: 'How a Photoshoot Works',
    subtitle: 'Five simple steps from booking to launch.',
    steps: [
      {
        title: 'Consultation',
        description: 'Tell us about the property, the buyer you want to reach and any must-have shots.',
        icon: 'message',
        duration: '15 minutes',
      },
      {
        title: 'Scheduling',
        description: 'Pick a time online; we send a preparation guide so the home is camera-ready.',
        icon: 'calendar',
      },
      {
        title: 'Photoshoot',
        description: 'Our photographer captures every room and exterior with professional lighting.',
        icon: 'camera',
        duration: '1-3 hours',
      },
      {
        title: 'Post-Production',
        description: 'Each image is hand-edited for colour, exposure, straight lines and clean windows.',
        icon: 'wand',
      },
      {
        title: 'Delivery',
        description: 'Download MLS and print sizes from your secure online gallery.',
        icon: 'upload',
        duration: '24-48 hours',
      },
    ],
  },
  faqs: [
    {
      question: 'How long does a photoshoot take?',
      answer:
        'Most homes under 2,500 sq ft take 1-2 hours. Larger homes, or shoots that add twilight or detail work, take 2-3 hours. We confirm the time window when you book.',
    },
    {
      question: 'How many photos will I receive?',
      answer:
        'Properties under 3,000 sq ft receive 25-35 edited photos. Larger properties receive 35-50+, depending on the number of rooms and outdoor features.',
    },
    {
      question: 'How quickly will my photos be delivered?',
      answer:
        'Standard delivery is 24-48 hours. Same-day delivery is available as an add-on, and our Quick-Turn package has a 4-hour turnaround for listings that must go live today.',
    },
    {
      question: 'How should I prepare the property?',
      answer:
        'We send a preparation checklist with every booking: open blinds, turn on all lights, clear countertops, hide personal items and move cars off the driveway. A prepared home shoots faster and looks better.',
    },
    {
      question: 'What happens if the weather is bad?',
      answer:
        'Interiors can be shot in any weather. If rain or heavy cloud would spoil the exteriors or a twilight shot, we reschedule the exterior portion at no charge.',
    },
    {
      question: 'Can I use the photos for print and social media?',
      answer:
        'Yes. Every gallery includes MLS-sized files and full-resolution files for feature sheets, signs and social posts, licensed for marketing the property.',
    },
  ],
  testimonial: {
    quote:
      'Lumen has shot every one of my listings for six years. The photos are consistently beautiful, they arrive the next day, and sellers tell me they chose me because of my marketing.',
    author: 'Priya Raman',
    role: 'Sales Representative, Harbourview Realty',
    service: 'Photography',
  },
  related: ['video', 'drone', 'matterport'],
  cta: {
    title: 'Ready to Showcase Your Listing?',
    text: 'Book a shoot today and have magazine-quality photos in your inbox within 24-48 hours.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/photography' },
  },
};
