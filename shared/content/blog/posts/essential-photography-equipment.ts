import type { Block, BlogPost } from '../../../schemas/content.ts';
import { AUTHORS } from '../authors.ts';
import { readTimeOf } from '../read-time.ts';

const content: Block[] = [
  {
    type: 'paragraph',
    text: 'Buyers decide in seconds whether a listing is worth a visit, and they decide based on the photos. Great real estate photography is mostly skill and preparation, but the right equipment is what lets a photographer deliver the same crisp, bright, true-to-life result in a narrow Leslieville semi on a grey February afternoon as in a sun-filled Oakville estate in June. After more than 5,000 properties shot across the Greater Toronto Area, this is the kit our photographers carry into every listing, and why each piece matters to you as the agent.',
  },
  { type: 'heading', text: 'Why equipment still matters when every phone has a good camera' },
  {
    type: 'paragraph',
    text: "Modern phones take impressive pictures, and for a quick social story they are perfectly fine. Listing photography asks for something different: straight vertical lines, windows that show the view instead of a white glare, accurate colour on painted walls and hardwood, and enough resolution for print feature sheets and large-screen MLS galleries. Those four requirements are where professional equipment earns its keep. A buyer will never think 'that was shot on a full-frame camera', but they will notice when a room looks dark, crooked or orange.",
  },
  { type: 'heading', text: 'A full-frame camera body built for low light' },
  {
    type: 'paragraph',
    text: 'Our photographers work with full-frame mirrorless bodies. The large sensor gathers more light and keeps noise low in dim basements, north-facing bedrooms and early winter evenings, which are exactly the conditions Toronto listings are shot in for a good part of the year. Wide dynamic range lets us hold detail in the brightest window and the darkest corner of the same room, and a high-resolution file gives designers room to crop for brochures without losing sharpness. We also carry a second body to every shoot: if one fails, the appointment continues and your listing date holds.',
  },
  { type: 'heading', text: 'Lenses that keep walls straight' },
  {
    type: 'paragraph',
    text: 'Interiors are usually photographed wide, but wide is not the same as distorted. Cheap ultra-wide lenses bend door frames and stretch furniture toward the corners, which makes rooms feel strange rather than spacious. We choose lenses for how honestly they render a room:',
  },
  {
    type: 'list',
    items: [
      'A 16-35 mm rectilinear zoom for most interiors: wide enough for a compact condo kitchen, without the fisheye look.',
      'A 24 mm tilt-shift lens for architectural exteriors and tall rooms, so vertical lines stay vertical without heavy correction in post-production.',
      'A 24-70 mm standard zoom for details: a marble backsplash, custom millwork, a fireplace surround.',
      'A 70-200 mm telephoto for compressing a streetscape or picking out the lake view from the back deck.',
    ],
  },
  {
    type: 'paragraph',
    text: 'We deliberately avoid going wider than a room deserves. A bedroom that looks twice its size online only disappoints at the showing, and disappointed buyers rarely make strong offers.',
  },
  {
    type: 'image',
    src: '/images/blog/post-1-inline.jpg',
    alt: 'Camera on a tripod photographing a bright, modern kitchen',
    caption:
      'A tripod-mounted full-frame camera set at counter height keeps kitchen lines level and cabinetry true.',
  },
  { type: 'heading', text: 'Light: flash, bracketing and careful blending' },
  {
    type: 'paragraph',
    text: 'The hardest part of interior photography is balancing the light inside a room with the daylight outside its windows. Our approach combines bracketed exposures (several frames of the same composition at different brightness levels) with off-camera flash bounced from ceilings and walls. In editing, the frames are blended by hand so the window shows the garden or the skyline, the room looks naturally bright, and the colours stay true. Flash is colour-matched with gels where needed, because mixed light is what turns white kitchens yellow and grey floors blue.',
  },
  {
    type: 'highlight',
    text: 'Planning tip: a home under 2,500 sq ft usually takes 1-2 hours to photograph, larger homes 2-3 hours. Expect 25-35 finished images under 3,000 sq ft and 35-50+ for larger properties, delivered in 24-48 hours, or within 4 hours with our Quick-Turn package.',
  },
  { type: 'heading', text: 'The support gear nobody sees' },
  {
    type: 'paragraph',
    text: 'A few unglamorous tools do a lot of the work behind a polished gallery:',
  },
  {
    type: 'list',
    items: [
      'A sturdy carbon tripod with a levelling base, so every frame in a room shares the same height and horizon.',
      'A colour checker card for consistent white balance across rooms shot an hour apart.',
      'Tethering to a tablet on larger shoots, so the agent or homeowner can approve key angles on the spot.',
      'Spare batteries, memory cards and a portable power bank: enough for two full days of shooting.',
      'A small styling kit with microfibre cloths, a lint roller, glass cleaner and neutral towels to tidy a bathroom in seconds.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Every file is written to two cards in camera and uploaded to our studio at the end of the day, so your images are never at the mercy of a single memory card.',
  },
  {
    type: 'quote',
    text: 'I used to shoot my own listings with a phone. The first time I saw a professional gallery next to mine, the difference in the kitchen shots alone paid for the shoot. The windows actually showed the view.',
    author: 'Rebecca Chen, Sales Representative, Toronto',
  },
  { type: 'heading', text: 'Equipment only works with preparation' },
  {
    type: 'paragraph',
    text: 'The best kit in the world cannot hide clutter. Before every booking we send a short preparation guide: open all blinds, switch on every light, clear the counters, hide bins and family photos, and park cars away from the driveway. A well-prepared home lets the photographer spend the appointment on light and composition instead of moving laundry baskets.',
  },
  { type: 'heading', text: 'What this means for your listing' },
  {
    type: 'paragraph',
    text: 'When you book a shoot, you are not paying for a camera; you are paying for a consistent result, on schedule, every time. Straight lines, bright rooms, accurate colour and real views through the windows tell buyers that a home has been cared for, and that the agent representing it takes marketing seriously. If you would like to see how our equipment and process would work on your next listing, send us the address and the list date and we will recommend the right package.',
  },
];

export const essentialPhotographyEquipment: BlogPost = {
  slug: 'essential-photography-equipment',
  title: 'Essential Real Estate Photography Equipment: What the Pros Bring to Every Shoot',
  excerpt:
    'From full-frame cameras and tilt-shift lenses to colour-matched flash, here is the kit our photographers carry into every Toronto listing, and why each piece shows up in your photos.',
  date: 'October 14, 2026',
  datePublished: '2026-10-14',
  category: 'Photography',
  image: '/images/blog/post-1.jpg',
  readTime: readTimeOf(content),
  author: AUTHORS.adrian,
  content,
};
