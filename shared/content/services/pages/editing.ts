import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const EDITING_PAGE: ServicePage = {
  slug: 'editing',
  name: 'Real Estate Photo and Video Editing',
  meta: {
    title: 'Real Estate Photo & Video Editing | Lumen Realty Media',
    description:
      'Professional editing for real estate photos and video: HDR blending, virtual staging, sky replacement and day-to-dusk, delivered in 6-24 hours.',
  },
  hero: {
    title: 'Professional|Editing',
    subtitle: 'Your photos, perfected',
    description:
      'Send us your raw files and get back polished, MLS-ready images and video. Basic edits in 24 hours, premium edits in as little as 6.',
    image: '/images/hero/editing.jpg',
  },
  card: SERVICE_SUMMARIES.editing,
  intro: {
    eyebrow: 'Editing solutions',
    title: 'The finishing touch your listing deserves',
    paragraphs: [
      'Whether you shoot your own listings or work with another photographer, our editors bring every image up to the standard buyers expect: straight lines, true colours, bright windows and clean skies.',
      'Upload RAW, JPEG, TIFF or video files, choose a turnaround and get edited files back in your gallery. Every order is checked by a second editor before delivery.',
    ],
    facts: [
      { value: '6-24 h', label: 'Editing turnaround' },
      { value: '6 h', label: 'Premium turnaround' },
      { value: 'RAW', label: 'CR2, NEF, ARW and DNG accepted' },
      { value: '2-step', label: 'Quality check on every order' },
    ],
  },
  packages: {
    kind: 'solutions',
    eyebrow: 'What we do',
    title: 'Editing Solutions',
    subtitle: 'Six ways we make listing images and video look their best.',
    items: [
      {
        title: 'Photo Enhancement',
        description: 'Exposure, colour, white balance and perspective corrected by hand.',
        icon: 'sun',
        popular: false,
        features: [
          'HDR exposure blending',
          'Vertical line correction',
          'Window pulls and colour balance',
          '6-24 hour turnaround',
        ],
      },
      {
        title: 'Virtual Staging',
        description: 'Empty rooms furnished with realistic, style-matched furniture.',
        icon: 'home',
        popular: false,
        features: [
          'Modern, classic and family styles',
          'Realistic light and shadows',
          'Empty and staged versions',
          'Disclosure watermark on request',
        ],
      },
      {
        title: 'Object Removal',
        description: 'Clutter, cords, cars and personal items removed cleanly.',
        icon: 'eye',
        popular: false,
        features: [
          'Personal photos and clutter',
          'Cars, bins and signs',
          'Reflections of the photographer',
          'Lawn and landscaping touch-ups',
        ],
      },
      {
        title: 'Sky Replacement',
        description: 'Grey Toronto skies turned into bright blue days.',
        icon: 'sparkles',
        popular: false,
        features: [
          'Natural-looking blue skies',
          'Matched lighting on the house',
          'Reflections updated in windows',
          'Green grass enhancement',
        ],
      },
      {
        title: 'Day-to-Dusk Conversion',
        description: 'A daytime exterior transformed into a glowing twilight image.',
        icon: 'moon',
        popular: false,
        features: [
          'Twilight sky added',
          'Interior lights switched on',
          'Warm exterior glow',
          'No evening shoot required',
        ],
      },
      {
        title: 'Video Editing',
        description: 'Your footage cut, colour-graded and scored for listings and social.',
        icon: 'film',
        popular: false,
        features: [
          'MP4, MOV and AVI accepted',
          'Colour grading and stabilization',
          'Licensed music and titles',
          'Vertical social versions',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Before & after',
    title: 'Featured Edits',
    subtitle: 'See what careful editing does for a listing. Select a card to compare full screen.',
    wrap: false,
    portfolio: { label: 'View the editing portfolio', to: '/portfolio/editing' },
    items: [
      portfolioImage('editing', 1, {
        title: 'Grey Sky to Blue',
        description: 'An overcast exterior brought to life with a natural blue sky and corrected colour.',
        category: 'Sky Replacement',
        specs: 'Basic · 24-hour turnaround',
      }),
      portfolioImage('editing', 2, {
        title: 'HDR Living Room',
        description: 'A dark interior balanced with the bright view outside, white balance corrected.',
        category: 'Photo Enhancement',
        specs: 'Professional · 12-hour turnaround',
      }),
      portfolioImage('editing', 3, {
        title: 'Flat to Vivid Exterior',
        description: 'A flat, grey capture turned into a crisp, true-colour front elevation.',
        category: 'Photo Enhancement',
        specs: 'Basic · 24-hour turnaround',
      }),
      portfolioImage('editing', 4, {
        title: 'Dim Living Room, Brightened',
        description: 'Exposure and colour recovered so the room looks the way it feels in person.',
        category: 'Photo Enhancement',
        specs: 'Premium · 6-hour turnaround',
      }),
      portfolioImage('editing', 5, {
        title: 'Kitchen Perspective Fix',
        description: 'Converging lines straightened and exposure balanced without a reshoot.',
        category: 'Photo Enhancement',
        specs: 'Professional · 12-hour turnaround',
      }),
      portfolioImage('ai-services', 2, {
        title: 'Staged Empty Living Room',
        description: 'A vacant room furnished in a calm, modern style, delivered in both versions.',
        category: 'Virtual Staging',
        specs: 'Premium · 6-hour turnaround',
      }),
    ],
  },
  process: {
    title: 'How Editing Works',
    subtitle: 'Four steps, with clear timings at every stage.',
    steps: [
      {
        title: 'Upload & Review',
        description: 'Upload your files; an editor reviews them and confirms your instructions.',
        icon: 'upload',
        duration: '30 minutes',
      },
      {
        title: 'Professional Editing',
        description: 'Your images are edited by hand according to the turnaround you chose.',
        icon: 'wand',
        duration: '2-24 hours',
      },
      {
        title: 'Quality Check',
        description: 'A second editor checks every file for consistency and accuracy.',
        icon: 'check',
        duration: '1 hour',
      },
      {
        title: 'Delivery',
        description: 'Edited files appear in your gallery the moment they pass review.',
        icon: 'zap',
        duration: 'instant',
      },
    ],
  },
  faqs: [
    {
      question: 'What is your editing turnaround?',
      answer:
        'Basic editing is returned within 24 hours, professional editing within 12 hours and premium editing within 6 hours. Large video projects are quoted individually.',
    },
    {
      question: 'What file types can I upload?',
      answer:
        'We accept RAW photos (CR2, NEF, ARW, DNG), JPEG and TIFF images, and MP4, MOV and AVI video files.',
    },
    {
      question: 'How do I send you my files?',
      answer:
        'After you order, you receive a secure upload link. Drop in your files with any notes, and we confirm receipt within 30 minutes during business hours.',
    },
    {
      question: 'What if I want changes to an edit?',
      answer:
        'Tell us what you would like adjusted and we will revise the image at no charge if it does not match your original instructions.',
    },
    {
      question: 'Is virtual staging allowed on MLS?',
      answer:
        'Virtual staging is widely used, but listings should disclose it. We deliver staged and unstaged versions and can add a small "virtually staged" note on request.',
    },
  ],
  testimonial: {
    quote:
      'I shoot my own condo listings and send the files to Lumen. They come back the same evening looking like a professional shoot, and the day-to-dusk edits are a favourite with my sellers.',
    author: 'Elena Petrova',
    role: 'Sales Representative, Cityline Realty',
    service: 'Editing',
  },
  related: ['photography', 'video', 'drone'],
  cta: {
    title: 'Ready to Perfect Your Images?',
    text: 'Send us your files and get polished, listing-ready images back in as little as 6 hours.',
    primary: { label: 'Start Editing', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/editing' },
  },
};
