import type { ImageSpec } from './image-spec.ts';

/** Page heroes (16:9), service cards (3:2), about, authors, footer tiles and the share card. */
const HEROES: [string, ImageSpec['scene'], string][] = [
  [
    'home-desktop',
    'house-twilight',
    'Two-storey family home at dusk with warm light glowing from every window',
  ],
  [
    'home-mobile',
    'condo-twilight',
    'Toronto condominium towers at twilight with lit suites and street-level retail',
  ],
  ['services', 'house-day', 'Detached home with attached garage and manicured lawn on a bright summer day'],
  [
    'photography',
    'living',
    'Bright living room with sofa, coffee table and daylight streaming through a tall window',
  ],
  ['video', 'video-house', 'Frame from a cinematic property video tour of a suburban home'],
  [
    'drone',
    'aerial-lake',
    'Drone view straight down over a lakeside neighbourhood of homes, pools and tree-lined streets',
  ],
  ['matterport', 'dollhouse', 'Dollhouse view of a 3D virtual tour showing every room of a home from above'],
  ['editing', 'edit-house', 'Before and after comparison of a professionally edited exterior listing photo'],
  ['website', 'website', 'Single-property listing website shown on a desktop browser and a phone'],
  ['brand', 'apparel', 'Branded t-shirt and cap printed with a real estate agency logo'],
  ['ai-services', 'dashboard', 'AI analytics dashboard with listing insights and a virtually staged room'],
  ['automation', 'dashboard', 'Automated marketing dashboard tracking listings, leads and market days'],
  ['floorplans', 'floor-plan', 'Colour-coded marketing floor plan with room names and dimensions'],
  ['portfolio', 'house-twilight', 'Twilight exterior of a brick home with glowing windows and porch lights'],
  ['projects', 'condo-day', 'Glass condominium towers above a tree-lined downtown street'],
  ['about', 'studio', 'Lumen Realty Media photo studio with softboxes and a camera on a tripod'],
  ['blog', 'kitchen', 'Modern kitchen with a large island, bar stools and pendant lights'],
  ['contact', 'house-day', 'Family home with a paved driveway and mature trees on a sunny afternoon'],
  ['legal', 'aerial-lots', 'Aerial view of a residential subdivision with rooftops, driveways and streets'],
  ['search', 'bedroom', 'Calm primary bedroom with upholstered headboard and glowing bedside lamps'],
];

const SERVICES: [string, ImageSpec['scene'], string][] = [
  ['photography', 'kitchen', 'Professionally lit kitchen photographed for a real estate listing'],
  ['video', 'video-interior', 'Still from a real estate video walkthrough of a living room'],
  ['drone', 'aerial-lots', 'Drone photograph of a neighbourhood showing homes, lots and roads from above'],
  ['matterport', 'tour-viewer', 'Matterport-style 3D tour viewer inside a furnished room'],
  [
    'editing',
    'edit-interior',
    'Before and after photo editing of an interior: colour, exposure and clarity corrected',
  ],
  ['website', 'website', 'Custom property website design on desktop and mobile screens'],
  ['brand', 'apparel', 'Custom branded apparel: logo t-shirt and cap'],
  ['ai-services', 'dashboard', 'AI tools dashboard with market charts and an AI-staged interior'],
  ['automation', 'dashboard', 'Marketing automation dashboard with performance charts'],
  ['floorplans', 'floor-plan', 'Accurate floor plan of a home with labelled rooms and measurements'],
];

export function pageImages(): ImageSpec[] {
  const list: ImageSpec[] = [];
  for (const [name, scene, alt] of HEROES)
    list.push({ path: `/images/hero/${name}.jpg`, ratio: 9 / 16, scene, alt });
  for (const [name, scene, alt] of SERVICES)
    list.push({ path: `/images/services/${name}.jpg`, ratio: 2 / 3, scene, alt });
  list.push(
    {
      path: '/images/about/founder.jpg',
      ratio: 5 / 4,
      scene: 'portrait-camera',
      alt: 'Illustrated portrait of the Lumen Realty Media founder holding a camera',
    },
    {
      path: '/images/about/team.jpg',
      ratio: 2 / 3,
      scene: 'team',
      alt: 'Illustration of the Lumen Realty Media team of photographers and editors',
    },
    {
      path: '/images/about/studio.jpg',
      ratio: 2 / 3,
      scene: 'studio',
      alt: 'Our Toronto studio with softbox lighting, a tripod-mounted camera and an editing desk',
    },
  );
  const authors = [
    'Illustrated headshot of a senior real estate photographer',
    'Illustrated headshot of a drone and video specialist',
    'Illustrated headshot of a marketing and staging writer',
  ];
  authors.forEach((alt, i) => {
    list.push({ path: `/images/authors/${i + 1}.jpg`, ratio: 1, scene: 'portrait', alt });
  });
  const tiles: [ImageSpec['scene'], string][] = [
    ['house-twilight', 'Twilight exterior of a detached home'],
    ['aerial-lake', 'Aerial photo of a lakeside neighbourhood'],
    ['living', 'Sunlit living room interior'],
    ['kitchen', 'Modern kitchen with island'],
    ['condo-twilight', 'Condo towers at dusk'],
    ['dollhouse', '3D tour dollhouse view of a home'],
  ];
  tiles.forEach(([scene, alt], i) => {
    list.push({ path: `/images/footer/tile-${i + 1}.jpg`, ratio: 1, scene, alt });
  });
  list.push({
    path: '/images/og-default.jpg',
    ratio: 630 / 1200,
    scene: 'og',
    alt: "Lumen Realty Media, Toronto's Premier Real Estate Media Company",
    fallbackWidth: 1200,
  });
  return list;
}
