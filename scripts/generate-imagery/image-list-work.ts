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
  ['house-twilight', 'Chelster Hall estate exterior at twilight'],
  ['condo-day', 'Waterfront condominium launch photographed in daylight'],
  ['aerial-lake', 'Aerial campaign over a lakeshore community'],
  ['kitchen', 'Model suite kitchen for a new-build development'],
  ['house-day', 'Family home listing in a leafy neighbourhood'],
  ['condo-twilight', 'Downtown tower marketing shoot at dusk'],
  ['dollhouse', '3D tour of a renovated semi-detached home'],
  ['living', 'Staged living room for a luxury resale'],
];

const CHELSTER: Entry[] = [
  ['house-twilight', 'Chelster Hall front elevation at twilight'],
  ['house-day', 'Chelster Hall exterior and driveway in daylight'],
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
  for (const [i, e] of FLAGSHIP.entries()) add(`/images/projects/flagship-${i + 1}.jpg`, e);
  BLOG.forEach(([main, inline], i) => {
    add(`/images/blog/post-${i + 1}.jpg`, main);
    add(`/images/blog/post-${i + 1}-inline.jpg`, inline);
  });
  return list;
}
