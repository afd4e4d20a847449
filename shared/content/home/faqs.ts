import type { FaqItem } from '../../schemas/content.ts';

/** The eight home FAQs (spec section 3, "Home FAQ"). */
export const HOME_FAQS: FaqItem[] = [
  {
    question: 'How much does real estate photography cost?',
    answer:
      'Every property is different, so we quote each project individually based on its size, location and the services you need. Tell us about the listing and you will have a clear, custom quote within a few hours, with no surprises on the invoice.',
  },
  {
    question: 'What does your process look like?',
    answer:
      'It starts with a short consultation about the property and your goals. We then schedule the shoot at a time that suits you and the sellers, capture the home on site, complete post-production in our studio, and deliver the finished media ready for MLS, social media and print.',
  },
  {
    question: 'What will I receive after the shoot?',
    answer:
      'You receive professionally edited, high-resolution images or videos through a secure online gallery. Files come in MLS-ready and full-resolution sizes, so you can download, share and publish them straight away.',
  },
  {
    question: 'How quickly will my photos be delivered?',
    answer:
      'Standard turnaround is 24-48 hours after the shoot. When a listing has to go live fast, expedited options such as same-day or 4-hour quick-turn delivery are available.',
  },
  {
    question: 'Who will photograph my property?',
    answer:
      'Every shoot is handled by an experienced real estate photographer from our team. Our photographers know how to light a room, frame a floor plan and show a home at its best, and our drone pilots are licensed and insured.',
  },
  {
    question: 'How long does a photo shoot take?',
    answer:
      'A typical shoot takes 2-3 hours on site, depending on the size of the home and the services booked. Smaller condos are often done sooner; large estates with video and drone can take a little longer.',
  },
  {
    question: 'How should the home be prepared for the shoot?',
    answer:
      'We send you a preparation guide after booking. It covers decluttering, lighting, staging touches and what to do with cars, pets and personal items, so the sellers know exactly how to get the home camera-ready.',
  },
  {
    question: 'How far in advance should I book?',
    answer:
      'We recommend booking 48-72 hours ahead to secure your preferred time. Last-minute bookings are often possible too, so call us even if your listing goes live tomorrow.',
  },
];
