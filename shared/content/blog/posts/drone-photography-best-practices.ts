import type { Block, BlogPost } from '../../../schemas/content.ts';
import { AUTHORS } from '../authors.ts';
import { readTimeOf } from '../read-time.ts';

const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A good aerial photo answers questions a ground-level photo cannot: how big is the lot, how close is the lake, what backs onto the yard, how far is the walk to the GO station? Done well, drone imagery is one of the most persuasive parts of a listing. Done badly, it is a tilted, washed-out picture of rooftops. Since our first drone permit in 2012 we have flown thousands of real estate missions across the Greater Toronto Area, and these are the practices that separate useful aerials from filler.',
  },
  { type: 'heading', text: 'Start with the rules, not the drone' },
  {
    type: 'paragraph',
    text: 'Flying for a listing is commercial work. In Canada that means a pilot certificate from Transport Canada, a registered aircraft, and respect for the controlled airspace around Pearson, Billy Bishop and the many hospital heliports across the city. Our pilots hold Transport Canada Advanced Operations certificates, plus FAA Part 107 certification for cross-border projects, and every flight is checked against airspace maps and notices before we confirm a booking. Some downtown addresses need an authorisation from NAV CANADA first, so we ask for the address as early as possible.',
  },
  {
    type: 'highlight',
    text: "Before anyone flies over your client's property, ask for the pilot's certificate and proof of liability insurance. A hobbyist flight that goes wrong quickly becomes the listing agent's problem.",
  },
  { type: 'heading', text: 'Plan the story before take-off' },
  {
    type: 'paragraph',
    text: "We never launch simply to 'get some aerials'. Before the shoot we study the property on satellite maps and agree with the agent what the images need to prove. Typical goals include:",
  },
  {
    type: 'list',
    items: [
      'Lot size and shape, with the property lines easy to read from above.',
      'Proximity to water, parks, ravines, schools or transit.',
      'The condition of the roof, the driveway and the landscaping.',
      'Privacy: mature trees, no rear neighbours, a quiet crescent.',
      'Context for new developments and vacant land, where the surroundings are the product.',
    ],
  },
  { type: 'heading', text: 'Altitude and angle: lower is usually better' },
  {
    type: 'paragraph',
    text: 'The most common mistake in real estate aerials is flying too high. From 120 metres a detached home is a small grey rectangle. Most of our best frames are taken between 10 and 40 metres, at an oblique angle of 30 to 45 degrees, which shows the façade, the roofline and the yard together and still feels like a house rather than a map. We then add a few straight-down views for lot shape and one or two higher context shots that show the neighbourhood, the lake or the skyline.',
  },
  {
    type: 'image',
    src: '/images/blog/post-2-inline.jpg',
    alt: 'Aerial view of a detached home with a large treed backyard',
    caption:
      'An oblique frame from roughly 30 metres shows the house, the lot and the tree line in one image.',
  },
  { type: 'heading', text: 'Light and weather' },
  {
    type: 'paragraph',
    text: 'We schedule aerials for soft, low-angle light: mid-morning or the last two hours before sunset, when shadows give roofs and gardens depth. Midday summer sun flattens everything. The weather decides the rest. We fly only when sustained winds are under 15 mph, with no rain and good visibility; a gusty day produces soft images and is not worth the risk. If the forecast turns, rescheduling for weather is free, and we usually offer the next suitable slot within a few days.',
  },
  {
    type: 'paragraph',
    text: 'Twilight aerials deserve a mention of their own. Shot in the short window after sunset with every interior and landscape light on, they make a home glow against a deep blue sky, and they are among the most shared listing images on social media.',
  },
  { type: 'heading', text: 'On the day: a short checklist for sellers' },
  {
    type: 'list',
    items: [
      'Tell the homeowner, and where sensible the immediate neighbours, that a drone will be flying.',
      'Move cars out of the driveway and close the garage doors.',
      'Tidy the yard: hoses, bins and pool covers are very visible from above.',
      'Switch on pool and landscape lighting for twilight sessions.',
    ],
  },
  {
    type: 'paragraph',
    text: 'A typical aerial session takes 1-2 hours on site, including a safety briefing, pre-flight checks and flights for both stills and video. Edited images are delivered within 48-72 business hours, with same-day or next-day rush delivery available for a fee.',
  },
  {
    type: 'quote',
    text: 'The aerials showed buyers the ravine lot better than any description could. We had three showings booked by out-of-town buyers before the sign even went up.',
    author: 'Daniel Moreau, Broker, York Region',
  },
  { type: 'heading', text: 'Privacy and good neighbourliness' },
  {
    type: 'paragraph',
    text: "Flying over a listing does not give anyone licence to photograph the neighbours. Our pilots frame every shot to keep the focus on the subject property, avoid lingering over adjacent backyards, and blur identifiable people, licence plates and house numbers other than the listing's own during editing. It is the right thing to do, and it keeps the agent clear of complaints.",
  },
  { type: 'heading', text: 'Combine aerials with the rest of the package' },
  {
    type: 'paragraph',
    text: 'Aerials work best as part of a complete listing: ground-level photography for the rooms, a short aerial sequence in the property film, and a Matterport tour for buyers who want to walk through. Booking them together means a single visit, one preparation checklist for the seller, and consistent light and colour across the whole gallery. Tell us the address and what makes the location special, and we will plan the flight around it.',
  },
];

export const droneBestPractices: BlogPost = {
  slug: 'drone-photography-best-practices',
  title: 'Drone Photography Best Practices for Real Estate Listings',
  excerpt:
    'Aerial images sell location, lot size and lifestyle. Here is how our certified pilots plan safe, legal and genuinely useful drone shoots for GTA listings.',
  date: 'September 23, 2026',
  datePublished: '2026-09-23',
  category: 'Drone',
  image: '/images/blog/post-2.jpg',
  readTime: readTimeOf(content),
  author: AUTHORS.priya,
  content,
};
