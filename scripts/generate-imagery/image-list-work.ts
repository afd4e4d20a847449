import type { ImageSpec } from './image-spec.ts';

/** Portfolio (8 per category), projects, Chelster Hall gallery, flagship projects and blog images, all 3:2. */
type Entry = [ImageSpec['scene'], string];

const PORTFOLIO: Record<string, Entry[]> = {
  photography: [
    ['house-twilight', 'Twilight exterior of a two-storey home with glowing windows'],
    ['living', 'Open living room with sectional sofa and large side window'],
    ['kitchen', 'Renovated kitchen with waterfall island and pendant lights'],
    ['house-day', 'Front exterior of a detached home with attached garage'],
    ['bedroom', 'Primary bedroom with upholstered headboard and matching nightstands'],
    ['condo-day', 'Glass condominium tower photographed from across the street'],
    ['living', 'Living room staged with accent chair, rug and artwork'],
    ['house-twilight', 'Dusk photograph of a family home with landscape and porch lighting'],
  ],
  video: [
    ['video-house', 'Opening shot of a listing video approaching a family home'],
    ['video-interior', 'Gimbal walkthrough frame inside a furnished interior'],
    ['video-aerial', 'Aerial establishing shot from a property video'],
    ['video-condo', 'Twilight condo tower frame from a cinematic building video'],
    ['video-interior', 'Video tour frame moving through a bright kitchen'],
    ['video-house', 'Exterior reveal from a luxury listing film'],
    ['video-aerial', 'Drone flyover frame from a neighbourhood video'],
    ['video-interior', 'Bedroom sequence from an agent-branded listing video'],
  ],
  drone: [
    ['aerial-lake', 'Top-down drone photo of lakefront homes and the shoreline'],
    ['aerial-lots', 'Drone view of a subdivision showing lot lines and rooftops'],
    ['aerial-lake', 'Aerial image of waterfront properties with private pools'],
    ['aerial-lots', 'Overhead view of a tree-lined residential street'],
    ['aerial-lots', 'Drone photograph of detached homes with backyard pools'],
    ['aerial-lake', 'Lake shore and beach beside a residential neighbourhood from above'],
    ['aerial-lots', 'Aerial survey-style image of a block of family homes'],
    ['aerial-lake', 'High-altitude drone shot of homes along a lake'],
  ],
  matterport: [
    ['dollhouse', 'Dollhouse view of a 3D tour showing the full main floor'],
    ['tour-viewer', '3D tour viewer inside a room with navigation points'],
    ['dollhouse', 'Cutaway 3D model of a furnished home'],
    ['tour-viewer', 'Virtual tour of a kitchen with room measurements'],
    ['dollhouse', 'Isometric 3D tour model of a family home layout'],
    ['tour-viewer', 'Walkthrough view from an immersive 3D home tour'],
    ['dollhouse', '3D dollhouse of a condo suite with every room visible'],
    ['tour-viewer', 'Interactive virtual tour of a bedroom'],
  ],
  editing: [
    ['edit-house', 'Exterior photo before and after sky replacement and colour correction'],
    ['edit-interior', 'Interior photo before and after HDR blending and white balance'],
    ['edit-house', 'Grey, flat exterior capture compared with the vivid final edit'],
    ['edit-interior', 'Dim living room before editing and bright, true-colour after'],
    ['edit-interior', 'Kitchen photo before and after perspective and exposure correction'],
    ['edit-house', 'Before and after lawn enhancement on a front exterior'],
    ['edit-interior', 'Bedroom before and after window pull and colour cast removal'],
    ['edit-house', 'Side-by-side of raw and retouched home exterior'],
  ],
  'website-design': [
    ['website', 'Single-property website with a twilight hero photo'],
    ['website', 'Listing website design with photo gallery cards'],
    ['website', 'Responsive property site on laptop and phone'],
    ['website', 'Custom agent website featuring an exclusive listing'],
    ['website', 'Luxury listing microsite with price and call to action'],
    ['website', 'Property website with room photo thumbnails'],
    ['website', 'Mobile-first listing page design for a family home'],
    ['website', 'Brokerage listing site showcase on desktop and mobile'],
  ],
  'brand-apparel': [
    ['apparel', 'Navy logo t-shirt with a matching cap'],
    ['apparel', 'Branded team apparel set for a brokerage'],
    ['apparel', 'Custom printed tee and embroidered cap'],
    ['apparel', 'Open-house staff shirt and cap with agency mark'],
    ['apparel', 'Corporate merchandise: logo t-shirt and hat'],
    ['apparel', 'Brand identity applied to casual apparel'],
    ['apparel', 'Agent team uniform with chest logo'],
    ['apparel', 'Promotional cap and shirt for a real estate team'],
  ],
  'ai-services': [
    ['dashboard', 'AI listing analytics dashboard with lead scores'],
    ['edit-interior', 'AI virtual staging: empty-looking room beside the staged result'],
    ['floor-plan', 'AI-generated floor plan from a 3D scan'],
    ['dashboard', 'Market insight dashboard with AI pricing trend'],
    ['floor-plan-mono', 'Automated black and white floor plan drawing'],
    ['dashboard', 'AI lead qualification and days-on-market report'],
    ['edit-house', 'AI sky and lawn enhancement before and after'],
    ['dashboard', 'AI content assistant dashboard with staged room preview'],
  ],
};

const PROJECTS: Entry[] = [
  ['estate-twilight', 'Chelster Hall, a limestone Georgian estate, at twilight'],
  ['condo-day', 'Waterfront condominium tower of the Shangri-La penthouses in daylight'],
  ['house-twilight', 'The Integral House, a modern residence above a ravine, at dusk'],
  ['house-day', 'Modern infill home on a narrow Leslieville lot'],
  ['house-day', 'Model home in a new Kleinburg community'],
  ['condo-twilight', 'The Wellington office tower at dusk'],
  ['house-day', 'Restored Victorian home in Cabbagetown'],
  ['cottage', 'Muskoka cottage on pink granite above Lake Rosseau, framed by white pines'],
];

/** Projects 2-8: six pictures of their own each, matching their gallery captions (never a portfolio picture). */
const PROJECT_GALLERIES: Record<string, Entry[]> = {
  '2': [
    [
      'condo-day',
      'The Penthouses at Shangri-La: the tower photographed from across the avenue in clean daylight.',
    ],
    ['living', 'The Penthouses at Shangri-La: the main living area with the skyline balanced through HDR.'],
    ['kitchen', 'The Penthouses at Shangri-La: italian cabinetry and a waterfall island.'],
    ['bedroom', 'The Penthouses at Shangri-La: a serene primary bedroom above the city.'],
    ['video-condo', 'The Penthouses at Shangri-La: a frame from the film, shot as the city lights came on.'],
    ['tour-viewer', 'The Penthouses at Shangri-La: the suite in the immersive 3D tour.'],
  ],
  '3': [
    ['house-twilight', 'The Integral House: the house glowing above the ravine at twilight.'],
    ['living', 'The Integral House: curved walls and wood fins framing the main living space.'],
    ['aerial-lots', 'The Integral House: a low aerial showing the house within its leafy setting.'],
    ['video-house', 'The Integral House: the exterior reveal that opens the film.'],
    ['dollhouse', 'The Integral House: the complex multi-level plan, easy to follow in 3D.'],
    ['house-twilight', 'The Integral House: the entrance court lit for the evening.'],
  ],
  '4': [
    ['house-day', 'Leslieville Modern Infill: the modern facade framed without the neighbouring homes.'],
    ['kitchen', 'Leslieville Modern Infill: a long kitchen kept true to proportion.'],
    ['living', 'Leslieville Modern Infill: living and dining under a wall of glass.'],
    ['floor-plan-mono', 'Leslieville Modern Infill: measured plans of all three levels.'],
    ['website', 'Leslieville Modern Infill: the single property website, live in four business days.'],
    ['video-interior', 'Leslieville Modern Infill: a 45-second vertical edit for Instagram and TikTok.'],
  ],
  '5': [
    [
      'aerial-lots',
      'Kleinburg Model Home Collection: month six of the construction flights, lot lines marked.',
    ],
    ['house-twilight', 'Kleinburg Model Home Collection: the largest model at twilight for the launch.'],
    ['dollhouse', 'Kleinburg Model Home Collection: the main model in 3D for remote buyers.'],
    ['aerial-lots', 'Kleinburg Model Home Collection: the first completed block, seen from above.'],
    ['video-house', 'Kleinburg Model Home Collection: the exterior reveal from the grand-opening film.'],
    ['website', 'Kleinburg Model Home Collection: the launch website, built around the models.'],
  ],
  '6': [
    ['condo-day', 'The Wellington Office Tower: the tower photographed from across the street.'],
    ['video-condo', 'The Wellington Office Tower: a dusk frame from the leasing video.'],
    ['tour-viewer', 'The Wellington Office Tower: an available floor in the immersive tour.'],
    ['floor-plan-mono', 'The Wellington Office Tower: plans with rentable areas for each floor.'],
    ['video-aerial', 'The Wellington Office Tower: transit, restaurants and the PATH, from above.'],
    ['living', 'The Wellington Office Tower: the shared lounge, staged for tenants.'],
  ],
  '7': [
    ['edit-house', 'Cabbagetown Victorian Restoration: the restored brick facade after sky replacement.'],
    [
      'edit-interior',
      'Cabbagetown Victorian Restoration: the front parlour virtually staged in a period style.',
    ],
    ['edit-interior', 'Cabbagetown Victorian Restoration: exposure recovered to show the original trim.'],
    ['edit-interior', 'Cabbagetown Victorian Restoration: the new kitchen, verticals corrected.'],
    ['edit-interior', 'Cabbagetown Victorian Restoration: garden views restored in the bedroom window.'],
    [
      'edit-house',
      'Cabbagetown Victorian Restoration: the facade straight from the camera and after retouching.',
    ],
  ],
  '8': [
    ['aerial-lake', 'Muskoka Lakeside Cottage: the shoreline and the lake beyond.'],
    ['living', 'Muskoka Lakeside Cottage: the great room, staged for a relaxed weekend feel.'],
    ['tour-viewer', 'Muskoka Lakeside Cottage: a view from the immersive 3D tour.'],
    ['aerial-lake', 'Muskoka Lakeside Cottage: the sandy beach shared with two neighbours.'],
    ['video-aerial', 'Muskoka Lakeside Cottage: the aerial establishing shot from the cottage film.'],
    ['aerial-lake', 'Muskoka Lakeside Cottage: a high-altitude view of the bay and nearby cottages.'],
  ],
};

const CHELSTER: Entry[] = [
  ['estate-twilight', 'Chelster Hall, a limestone Georgian estate: front elevation at twilight'],
  ['estate-day', 'Chelster Hall limestone facade, portico and gravel forecourt in daylight'],
  ['living', 'Chelster Hall great room with natural light'],
  ['kitchen', "Chelster Hall chef's kitchen with island seating"],
  ['bedroom', 'Chelster Hall primary suite'],
  ['aerial-lots', 'Aerial view of the Chelster Hall grounds and street'],
];

const FLAGSHIP: Entry[] = [
  ['condo-twilight', 'Flagship condominium towers at dusk'],
  ['house-twilight', 'Flagship luxury residence with glowing windows'],
  ['aerial-lake', 'Flagship lakefront community from the air'],
  ['living', 'Flagship model suite living room'],
];

const BLOG: [Entry, Entry][] = [
  [
    ['studio', 'Photography studio with softboxes, tripod and camera gear'],
    ['living', 'Interior shot demonstrating wide-angle lens composition'],
  ],
  [
    ['aerial-lots', 'Drone photograph of a residential block from above'],
    ['aerial-lake', 'Lakeside drone image showing property context'],
  ],
  [
    ['edit-interior', 'Virtual staging before and after in a living space'],
    ['bedroom', 'Virtually staged bedroom with warm lighting'],
  ],
  [
    ['house-twilight', 'Luxury home marketed with twilight photography'],
    ['website', 'Dedicated property website for a luxury listing'],
  ],
  [
    ['condo-day', 'Condominium exterior for a real estate marketing article'],
    ['dashboard', 'Marketing analytics dashboard for listing performance'],
  ],
];

export function workImages(): ImageSpec[] {
  const list: ImageSpec[] = [];
  const add = (path: string, [scene, alt]: Entry) => {
    list.push({ path, ratio: 2 / 3, scene, alt });
  };
  for (const [key, entries] of Object.entries(PORTFOLIO)) {
    for (const [i, e] of entries.entries()) add(`/images/portfolio/${key}-${i + 1}.jpg`, e);
  }
  for (const [i, e] of PROJECTS.entries()) add(`/images/projects/${i + 1}.jpg`, e);
  for (const [i, e] of CHELSTER.entries()) add(`/images/projects/chelster-hall-${i + 1}.jpg`, e);
  for (const [id, entries] of Object.entries(PROJECT_GALLERIES)) {
    for (const [i, e] of entries.entries()) add(`/images/projects/${id}-${i + 1}.jpg`, e);
  }
  for (const [i, e] of FLAGSHIP.entries()) add(`/images/projects/flagship-${i + 1}.jpg`, e);
  BLOG.forEach(([main, inline], i) => {
    add(`/images/blog/post-${i + 1}.jpg`, main);
    add(`/images/blog/post-${i + 1}-inline.jpg`, inline);
  });
  return list;
}
