import type { Project } from '../../schemas/content.ts';
import { projectGallery, projectShot } from './project-gallery.ts';

const chelster = (n: number) => `/images/projects/chelster-hall-${n}.jpg`;

/** The three projects the home page features (spec: Chelster Hall, Shangri-La, Integral House). */
export const FEATURED_PROJECTS: Project[] = [
  {
    id: '1',
    slug: 'chelster-hall',
    title: 'Chelster Hall',
    description:
      'A Georgian-inspired lakefront estate in Oakville, marketed with twilight photography, a cinematic film, aerials and a 3D tour.',
    type: 'image',
    src: '/images/projects/1.jpg',
    thumbnail: '/images/projects/1.jpg',
    category: 'Luxury Estate',
    specs: '12,400 sq ft · 6 bedrooms · Oakville',
    detail: {
      location: 'Lakeshore Road East, Oakville, Ontario',
      completedDate: 'September 2024',
      propertyType: 'Luxury Estate',
      area: '12,400 sq ft on 1.6 acres',
      bedrooms: '6 bedrooms, 9 bathrooms',
      description:
        'Chelster Hall is a limestone-clad, Georgian-inspired estate set on 1.6 landscaped acres along the Oakville lakeshore. The listing team wanted marketing that matched the home’s craftsmanship and reached buyers well beyond the GTA, from Vancouver to Hong Kong.',
      challenges:
        'The estate is so large that conventional photos made the rooms feel disconnected, and its best feature, the lake frontage, is hidden behind mature trees from the street. The sellers were also travelling, so every visit had to be completed in two days with the home staged to perfection.',
      services: [
        'Photography',
        'Twilight Photography',
        'Video Production',
        'Drone Services',
        'Matterport 3D',
      ],
      results:
        'We shot interiors and twilight exteriors on day one and flew the aerials and scanned the home on day two. The 4-minute film and 3D tour let overseas buyers explore every room, and the aerials finally showed the private lake frontage. The listing team reported its strongest showing week of the year, with most booked visitors having already toured the home in 3D.',
      gallery: projectGallery('1', [
        [
          chelster(1),
          'Front Elevation at Twilight',
          'The limestone facade lit for the hero image of the listing.',
          'Twilight',
        ],
        [
          chelster(2),
          'Daylight Approach',
          'The long drive and front gardens on a clear afternoon.',
          'Exterior',
        ],
        [
          chelster(3),
          'Great Room',
          'A double-height great room balanced with HDR to keep the view.',
          'Interior',
        ],
        [
          chelster(4),
          'Chef’s Kitchen',
          'A marble kitchen with island seating, shot level and symmetrical.',
          'Interior',
        ],
        [chelster(5), 'Primary Suite', 'A calm primary suite overlooking the garden.', 'Interior'],
        [
          chelster(6),
          'Grounds from Above',
          'The estate, its grounds and the quiet street from the air.',
          'Aerial',
        ],
      ]),
      videoId: 'Cq4nHx7LmPw',
    },
  },
  {
    id: '2',
    slug: 'penthouses-at-shangri-la',
    title: 'The Penthouses at Shangri-La',
    description:
      'Sky-high penthouse suites above University Avenue, photographed at blue hour with the city lights below.',
    type: 'image',
    src: '/images/projects/2.jpg',
    thumbnail: '/images/projects/2.jpg',
    category: 'Luxury Condo',
    specs: '4,800 sq ft · 3 bedrooms · Downtown Toronto',
    detail: {
      location: 'University Avenue, Downtown Toronto, Ontario',
      completedDate: 'May 2024',
      propertyType: 'Luxury Penthouse Condominium',
      area: '4,800 sq ft plus 1,100 sq ft of terraces',
      bedrooms: '3 bedrooms, 4 bathrooms',
      description:
        'The penthouse suites sit at the top of one of downtown Toronto’s best-known luxury towers. Our brief was to capture the views, the finishes and the hotel-style amenities for a listing aimed at discerning local and international buyers.',
      challenges:
        'Floor-to-ceiling glass means extreme contrast between bright skyline and darker interiors, plus reflections in every pane. Drone flights downtown require careful planning near controlled airspace and over busy streets.',
      services: ['Photography', 'Twilight Photography', 'Video Production', 'Matterport 3D'],
      results:
        'Multi-exposure HDR kept both the interiors and the skyline detailed, and shooting at blue hour turned the reflections into city lights. We used the building’s terraces and a long lens instead of a flight to capture the tower in context. The listing launched with a film, a 3D tour and a twilight set that the brokerage now uses in its own marketing.',
      gallery: projectGallery('2', [
        [
          projectShot('2', 1),
          'Tower from the Street',
          'The tower photographed from across the avenue in clean daylight.',
          'Exterior',
        ],
        [
          projectShot('2', 2),
          'Living Room',
          'The main living area with the skyline balanced through HDR.',
          'Interior',
        ],
        [projectShot('2', 3), 'Custom Kitchen', 'Italian cabinetry and a waterfall island.', 'Interior'],
        [projectShot('2', 4), 'Primary Suite', 'A serene primary bedroom above the city.', 'Interior'],
        [
          projectShot('2', 5),
          'Blue Hour Film Still',
          'A frame from the film, shot as the city lights came on.',
          'Video',
        ],
        [projectShot('2', 6), '3D Tour', 'The suite in the immersive 3D tour.', '3D Tour'],
      ]),
      videoId: 'Ws8kPm3RtYn',
    },
  },
  {
    id: '3',
    slug: 'integral-house',
    title: 'The Integral House',
    description:
      'A landmark of contemporary Toronto architecture: curving glass and wood above a Rosedale ravine, documented in photography, film and 3D.',
    type: 'image',
    src: '/images/projects/3.jpg',
    thumbnail: '/images/projects/3.jpg',
    category: 'Architectural Residence',
    specs: 'Architectural landmark · Rosedale',
    detail: {
      location: 'Rosedale, Toronto, Ontario',
      completedDate: 'October 2023',
      propertyType: 'Architectural Residence',
      area: 'Multi-level residence with a performance hall',
      bedrooms: '5 bedrooms',
      description:
        'The Integral House is one of Toronto’s most celebrated private homes, known for its undulating glass walls, curved wood fins and a concert space overlooking the ravine. We were asked to document it with the same care that went into its design.',
      challenges:
        'Curved glass and wood fins produce constantly changing light and reflections, and the ravine setting hides most of the house from any single vantage point. Architecture audiences expect perfectly controlled verticals and honest colour.',
      services: ['Architectural Photography', 'Video Production', 'Drone Services', 'Matterport 3D'],
      results:
        'We photographed the house over a full day to follow the light across the glass, flew low along the ravine to show how the building steps down the slope, and scanned the interior so visitors could understand its unusual plan. The resulting film remains one of the most watched on our YouTube channel.',
      gallery: projectGallery('3', [
        [
          projectShot('3', 1),
          'Elevation at Dusk',
          'The house glowing above the ravine at twilight.',
          'Exterior',
        ],
        [
          projectShot('3', 2),
          'Living Space',
          'Curved walls and wood fins framing the main living space.',
          'Interior',
        ],
        [
          projectShot('3', 3),
          'From the Treetops',
          'A low aerial showing the house within its leafy setting.',
          'Aerial',
        ],
        [projectShot('3', 4), 'Film Still', 'The exterior reveal that opens the film.', 'Video'],
        [projectShot('3', 5), '3D Model', 'The complex multi-level plan, easy to follow in 3D.', '3D Tour'],
        [projectShot('3', 6), 'Evening Approach', 'The entrance court lit for the evening.', 'Exterior'],
      ]),
      videoId: 'Rt5vLq2NxKe',
    },
  },
];
