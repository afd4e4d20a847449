import type { Block, BlogPost } from '../../../schemas/content.ts';
import { AUTHORS } from '../authors.ts';
import { readTimeOf } from '../read-time.ts';

const content: Block[] = [
  {
    type: 'paragraph',
    text: 'A luxury listing is judged by its marketing before anyone walks through the door. Buyers at the top of the market are often relocating, investing or buying a second home, and many of them shortlist properties from another city or country. For them, the photography, the film and the website are the first showing. After more than 17 years of marketing high-end homes in Rosedale, Forest Hill, the Bridle Path and along the Oakville lakeshore, this is the playbook we follow.',
  },
  { type: 'heading', text: 'Sell a lifestyle, then prove it with details' },
  {
    type: 'paragraph',
    text: 'Luxury marketing has two jobs. The first is emotional: show the morning light in the breakfast room, the view from the terrace at dusk, the walk to the ravine trail. The second is rational: prove the quality with close-ups of the stone, the millwork, the hardware and the mechanical systems. A strong gallery moves between the two, with wide lifestyle images followed by tight detail shots that reward a closer look.',
  },
  { type: 'heading', text: 'The essential luxury media package' },
  {
    type: 'list',
    items: [
      'Architectural photography with 35-50+ images, including twilight exteriors.',
      'A cinematic property film of 3-5 minutes, plus 30-60 second cuts for social media.',
      'Drone photography and aerial video that show the lot, the setting and the neighbourhood.',
      'A Matterport 3D tour for remote and international buyers.',
      'A single property website with its own address, gallery, film, floor plans and enquiry form.',
      'Printed feature books and brochures for private showings.',
    ],
  },
  {
    type: 'image',
    src: '/images/blog/post-4-inline.jpg',
    alt: 'Luxury home at twilight with warm light glowing in every window',
    caption:
      'Twilight exteriors, shot in the short window after sunset, are the signature image of most luxury campaigns.',
  },
  { type: 'heading', text: 'Prepare the home like a magazine set' },
  {
    type: 'paragraph',
    text: 'At this level, preparation is half of the result. We walk the property with the agent a few days before the shoot and agree on a shot list, the order of the rooms and the time of day for each elevation. Stagers or the homeowner finish the details: fresh flowers, folded throws, a set dining table, the pool uncovered and the lawn cut the day before. Small things are magnified in a 45-megapixel file, so we check lampshades, bedding and reflections in every frame before we move on.',
  },
  {
    type: 'paragraph',
    text: 'We also plan around the sun. A west-facing terrace is photographed in the late afternoon, a south-facing kitchen in the morning, and the twilight exterior in the short window after sunset when the sky and the interior lights are in balance.',
  },
  { type: 'heading', text: 'Film is no longer optional' },
  {
    type: 'paragraph',
    text: "For high-end homes, video is where buyers spend their time. A 3-5 minute property film lets the home unfold at its own pace: the arrival, the entrance, the main living spaces, the kitchen, the primary suite, the grounds. We plan the sequence with the agent, shoot with stabilised cinema cameras and drones, and deliver within 7-10 business days with two revision rounds included. Our crew arrives 30 minutes early to set up lighting and walk the route, so the homeowner's day is disrupted as little as possible.",
  },
  {
    type: 'highlight',
    text: 'Timeline tip: book luxury media two to three weeks before the list date. The film needs 7-10 business days after the shoot (rush from 72 hours), and a single property website launches 3-5 business days after the media is ready.',
  },
  { type: 'heading', text: 'Give the property its own address' },
  {
    type: 'paragraph',
    text: 'A dedicated property website is one of the most cost-effective tools at this price point. It gives the home a memorable web address for print and signage, presents the media without the clutter of a listing portal, and sends enquiries straight to the listing agent. Our single property websites cost $500-1,500 depending on features, and most launch within 3-5 business days.',
  },
  { type: 'heading', text: 'Distribution: reach the right buyer, not every buyer' },
  {
    type: 'paragraph',
    text: 'Luxury buyers are a small audience, so precision matters more than volume. We help agents plan distribution that fits the price point:',
  },
  {
    type: 'list',
    items: [
      'Targeted social campaigns to audiences in Toronto and in key relocation markets.',
      "A personal email to your network and your brokerage's luxury specialists.",
      'YouTube for the full film, where buyers search and linger.',
      'Private previews and broker events, with printed books on the kitchen island.',
    ],
  },
  {
    type: 'quote',
    text: 'The film and the twilight photos did the heavy lifting. Half of the buyers who booked private showings had watched the full video twice before they called.',
    author: 'Catherine Walsh, Luxury Home Specialist, Toronto',
  },
  { type: 'heading', text: 'Discretion is part of the service' },
  {
    type: 'paragraph',
    text: "Many luxury sellers value their privacy. We can shoot without showing family photos, art collections or security features, keep the address out of the film until the agent is ready, and put a tour or a website behind a password for pre-marketing. Raw files and unreleased material stay on our secure systems and never appear in our own portfolio without the agent's and the homeowner's permission.",
  },
  { type: 'heading', text: 'Measure and adjust' },
  {
    type: 'paragraph',
    text: 'Good marketing is measured. Property websites and 3D tours report views, time spent and enquiries, so agents can show their sellers exactly how the campaign is performing and adjust the targeting or the pricing strategy if interest is slow. That transparency is part of how agents win the next luxury listing.',
  },
  {
    type: 'paragraph',
    text: 'If you have a high-end listing coming up, talk to us early. We will walk the property with you, recommend the right package, and schedule the shoot around the best light for that particular home.',
  },
];

export const marketingLuxuryProperties: BlogPost = {
  slug: 'marketing-luxury-properties',
  title: 'Marketing Luxury Properties: A Playbook for Toronto Agents',
  excerpt:
    'Luxury buyers expect more than a polished MLS gallery. Here is how we build campaigns that match the price point, from the first photo to the property website.',
  date: 'July 29, 2026',
  datePublished: '2026-07-29',
  category: 'Marketing',
  image: '/images/blog/post-4.jpg',
  readTime: readTimeOf(content),
  author: AUTHORS.adrian,
  content,
};
