import type { Block, BlogPost } from '../../../schemas/content.ts';
import { AUTHORS } from '../authors.ts';
import { readTimeOf } from '../read-time.ts';

const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Empty rooms photograph badly. Without furniture, buyers struggle to judge scale, a living room looks like a hallway, and a spare bedroom could be anything. Traditional staging solves that, but it costs thousands of dollars and takes days to arrange. Virtual staging places photorealistic furniture into professional photos after the shoot, for a fraction of the cost, and it has matured quickly. Here is what is changing and how to use it well.',
  },
  { type: 'heading', text: '1. Realism is now the baseline' },
  {
    type: 'paragraph',
    text: "A few years ago, virtually staged rooms were easy to spot: floating sofas, wrong shadows, furniture that ignored the light from the window. Buyers have seen enough of them to be sceptical. Today's best work is rendered with the room's real light direction, correct perspective and believable shadows and reflections, so the image reads as a photograph. The quality gap between providers is now the most important thing to compare, and it shows in a single kitchen or living room sample.",
  },
  { type: 'heading', text: '2. Styled for the buyer, not the decorator' },
  {
    type: 'paragraph',
    text: "The trend is away from one generic 'modern grey' look and toward staging chosen for the likely buyer. A downtown one-bedroom condo aimed at young professionals gets a compact work-from-home corner and a bistro table; a family home in Markham gets a practical mudroom bench and a homework desk in the kitchen. We agree the buyer profile with the agent before a single chair is placed. The styles we are asked for most:",
  },
  {
    type: 'list',
    items: [
      'Scandinavian and warm minimal for condos and new builds.',
      'Transitional for family homes in established neighbourhoods.',
      'Classic and traditional for heritage and luxury properties.',
      'A home office almost everywhere: buyers still ask where they will work.',
    ],
  },
  {
    type: 'image',
    src: '/images/blog/post-3-inline.jpg',
    alt: 'Virtually staged living room with a sofa, a rug and a dining table',
    caption: 'An empty living room, virtually staged for a young family: scale and flow become obvious.',
  },
  { type: 'heading', text: '3. AI speeds things up, designers keep control' },
  {
    type: 'paragraph',
    text: "AI has changed the production side of virtual staging. Drafts that once took a designer a day can be generated in minutes, and decluttering tools can remove a tenant's furniture before new pieces are placed. The results still need a human eye: AI models will happily put a bed across a heating vent or shrink a dining table to make it fit. Our workflow uses AI for speed and a designer for every final image, which is how we keep turnaround at 24-48 hours without giving up realism.",
  },
  { type: 'heading', text: '4. Staging inside 3D tours' },
  {
    type: 'paragraph',
    text: 'Staging is no longer limited to still photos. Virtual staging can now be applied to Matterport 3D tours, so buyers walk through a furnished version of an empty home. For pre-construction and vacant properties this is one of the most effective tools we offer, because buyers who explore a furnished tour tend to arrive at the showing already picturing themselves in the space.',
  },
  {
    type: 'highlight',
    text: 'Honesty rule: always label virtually staged images as such, and keep an unstaged version of every staged room in the gallery. Buyers who feel misled at the showing do not make offers.',
  },
  { type: 'heading', text: '5. Disclosure is expected' },
  {
    type: 'paragraph',
    text: "Buyers and regulators pay close attention to edited listing images. In Ontario, agents are responsible for making sure their advertising is not misleading, so the safest practice is simple: add a discreet 'virtually staged' caption or watermark, show the empty room too, and never use virtual staging to hide defects, change views, or add features the home does not have. Virtual furniture is fine; a virtual hardwood floor over real carpet is not.",
  },
  {
    type: 'quote',
    text: 'Our vacant condo had sat for five weeks. We relaunched it with virtually staged photos and a clear label, and it sold within two weeks of the new listing date.',
    author: 'Aisha Patel, Sales Representative, Mississauga',
  },
  { type: 'heading', text: 'When virtual staging makes sense, and when it does not' },
  {
    type: 'paragraph',
    text: 'Virtual staging works best for vacant homes, new builds, estate sales and rentals, and for rooms that are furnished but dated. It is less useful for homes that will be shown furnished, because buyers will notice the difference in person. For a vacant mid-market home, staging the four key rooms (living room, kitchen or dining area, primary bedroom and one flexible space) usually delivers most of the benefit.',
  },
  {
    type: 'list',
    items: [
      'Best fit: vacant homes, new construction, pre-sale condos and estates.',
      'Good fit: dated furniture in otherwise strong rooms.',
      'Poor fit: homes shown furnished, and rooms with visible defects.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Budget matters too. Virtually staging four rooms costs a small fraction of physical staging for a month, and there is nothing to move in or out. For sellers who have already moved away, it also means no visits to coordinate and no furniture rental to insure.',
  },
  { type: 'heading', text: 'Getting started' },
  {
    type: 'paragraph',
    text: 'Virtual staging starts with good photography, because no amount of furniture can fix a dark, crooked photo. When you book a shoot with us, mention that the home is vacant and we will photograph the rooms from the angles that stage best. Staged images are delivered 24-48 hours after the photos, and adjustments to style or furniture placement are part of the service.',
  },
];

export const virtualStagingTrends: BlogPost = {
  slug: 'virtual-staging-trends',
  title: 'Virtual Staging Trends Every Agent Should Know',
  excerpt:
    'Virtual staging has grown from a budget shortcut into a serious marketing tool. These are the trends shaping how GTA agents use it, and the rules for doing it honestly.',
  date: 'August 26, 2026',
  datePublished: '2026-08-26',
  category: 'Technology',
  image: '/images/blog/post-3.jpg',
  readTime: readTimeOf(content),
  author: AUTHORS.sophie,
  content,
};
