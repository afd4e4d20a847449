import type { Block, BlogPost } from '../../../schemas/content.ts';
import { AUTHORS } from '../authors.ts';
import { readTimeOf } from '../read-time.ts';

const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Most buyers now tour dozens of homes online before they see a handful in person. A Matterport 3D tour lets them move through a property room by room, at their own pace, on a phone or a laptop, at any hour. For the listing agent, that means fewer wasted showings and more buyers who arrive already convinced. Here is how 3D tours help homes sell faster, and what you need to know to get the most from one.',
  },
  { type: 'heading', text: 'What a Matterport tour actually is' },
  {
    type: 'paragraph',
    text: 'A Matterport camera captures a series of 3D scans throughout a property. The software stitches them into a digital twin: a walkable tour, a dollhouse view that shows the whole home from the outside in, and a floor plan view. Buyers can measure rooms, jump between floors and look in any direction. Unlike a video, which follows the route the videographer chose, a tour lets each buyer look at what matters to them.',
  },
  { type: 'heading', text: 'Why tours shorten time on market' },
  {
    type: 'list',
    items: [
      'Better showings: buyers who have walked the tour already know the layout, so the people who book a visit are serious.',
      'Remote buyers can act: relocating families, investors and overseas purchasers can shortlist a home, or even make an offer, with confidence.',
      'More time with the listing: buyers spend far longer in a 3D tour than scrolling a photo gallery, and that engagement turns into enquiries.',
      'A stronger first impression: the tour link stands out on listing portals, in email and in social posts.',
    ],
  },
  {
    type: 'image',
    src: '/images/blog/post-5-inline.jpg',
    alt: '3D dollhouse view of a two-storey home showing every room',
    caption: 'The dollhouse view shows how the rooms connect, which photos alone cannot do.',
  },
  { type: 'heading', text: 'What to expect on scan day' },
  {
    type: 'paragraph',
    text: 'A typical scan takes 1-3 hours on site, depending on the size and layout of the home; properties over 5,000 sq ft, or with many small rooms, take longer. The tour is processed and delivered within 24-48 hours, ready to link from the MLS listing, your website or a single property website. Because the camera captures everything, preparation matters even more than for photos: a tour shows every corner, not just the best angles.',
  },
  {
    type: 'highlight',
    text: 'Preparation checklist: open every interior door, switch on all the lights, close toilet seats, clear the counters and put away personal items. Keep people and pets out of the rooms being scanned.',
  },
  { type: 'heading', text: 'Get more from the tour' },
  {
    type: 'paragraph',
    text: 'A tour is most effective when it works together with the rest of your marketing. We recommend:',
  },
  {
    type: 'list',
    items: [
      'Adding tags that point out upgrades: the new furnace, heated floors, the custom kitchen.',
      'Using the schematic floor plan on feature sheets and in the listing.',
      'Pairing the tour with virtual staging for vacant homes, so buyers walk through a furnished space.',
      'Sharing short clips of the dollhouse view on social media to drive traffic to the full tour.',
    ],
  },
  {
    type: 'quote',
    text: 'A buyer from Vancouver made an offer after walking the tour twice with her partner on a video call. She saw the home in person for the first time on closing day.',
    author: 'Michael Tran, Sales Representative, Toronto',
  },
  { type: 'heading', text: 'Tour, photos or video? Use all three' },
  {
    type: 'paragraph',
    text: 'A 3D tour does not replace photography or film; each does a different job. Photos win the click on the listing portal, where buyers decide in a second which home to open. Video tells the story of the home and its neighbourhood and works best on social media. The tour is where a buyer who is already interested checks the details: whether the sofa fits the living room wall, how far the kitchen is from the garage, whether the basement ceiling is high enough. Listings that combine all three give each kind of buyer what they need, at the moment they need it.',
  },
  {
    type: 'paragraph',
    text: 'Because photos, video and the tour are captured in the same visit, scheduling them together also saves the seller a second day of preparation, and keeps the light and styling consistent across every piece of marketing.',
  },
  { type: 'heading', text: 'Hosting, privacy and life after the sale' },
  {
    type: 'paragraph',
    text: "Our tours include 12 months of hosting as standard, with extended hosting of 2, 3 or 5 years for developers and property managers. Hosting time is transferable when the property is sold, so a builder's model suite tour can become a resale tour later. Before a tour goes live we can blur family photos, documents and security panels, and we leave the address out of the tour title for sellers who prefer discretion.",
  },
  { type: 'heading', text: 'Who benefits most' },
  {
    type: 'paragraph',
    text: 'Almost every listing gains from a 3D tour, but tours are especially effective for condos, where layout and views decide the sale; for large luxury homes with many rooms; for vacant and pre-construction properties; and for commercial spaces, where tenants want to plan a fit-out before they visit. If you have a listing coming up, book the tour together with the photography and we will capture both in a single visit.',
  },
];

export const matterportToursSellFaster: BlogPost = {
  slug: 'matterport-3d-tours-sell-homes-faster',
  title: 'How Matterport 3D Tours Help Homes Sell Faster',
  excerpt:
    'A 3D tour lets buyers walk through a home before they book a showing. Here is why Matterport tours shorten time on market, and how to get the most from one.',
  date: 'June 17, 2026',
  datePublished: '2026-06-17',
  category: 'Marketing',
  image: '/images/blog/post-5.jpg',
  readTime: readTimeOf(content),
  author: AUTHORS.sophie,
  content,
};
