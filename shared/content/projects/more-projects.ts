import type { Project } from '../../schemas/content.ts';
import { projectGallery, projectShot } from './project-gallery.ts';

const cover = (id: string) => ({
  src: `/images/projects/${id}.jpg`,
  thumbnail: `/images/projects/${id}.jpg`,
});

/** Projects 4 to 8: their detail pages use the id in the address (/projects/4 ...). */
export const MORE_PROJECTS: Project[] = [
  {
    id: '4',
    slug: 'leslieville-modern-infill',
    title: 'Leslieville Modern Infill',
    description:
      'A new three-storey infill home on a narrow east-end lot, launched with a property film and a same-week website.',
    type: 'image',
    ...cover('4'),
    category: 'Residential',
    specs: '2,650 sq ft · 4 bedrooms · Leslieville',
    detail: {
      location: 'Leslieville, Toronto, Ontario',
      completedDate: 'April 2024',
      propertyType: 'Detached Infill Home',
      area: '2,650 sq ft on a 20 ft lot',
      bedrooms: '4 bedrooms, 4 bathrooms',
      description:
        'A builder’s first project in Leslieville: a crisp modern home with a rooftop terrace, built on a lot just 20 feet wide. The builder wanted buyers to feel how much light and space the design creates.',
      challenges:
        'Narrow rooms are hard to photograph without distortion, and the neighbouring houses sit only a few feet away on both sides, limiting exterior angles.',
      services: ['Photography', 'Video Production', 'Floor Plans', 'Website Design'],
      results:
        'Careful lens choice kept walls straight and rooms true to size, and a pole-height exterior avoided the neighbours. A single property website launched in four business days with the film and floor plans, giving the builder one link for every channel.',
      gallery: projectGallery('4', [
        [
          projectShot('4', 1),
          'Street Facade',
          'The modern facade framed without the neighbouring homes.',
          'Exterior',
        ],
        [projectShot('4', 2), 'Kitchen', 'A long kitchen kept true to proportion.', 'Interior'],
        [projectShot('4', 3), 'Open Living', 'Living and dining under a wall of glass.', 'Interior'],
        [projectShot('4', 4), 'Floor Plan', 'Measured plans of all three levels.', 'Floor Plan'],
        [
          projectShot('4', 5),
          'Property Website',
          'The single property website, live in four business days.',
          'Website',
        ],
        [projectShot('4', 6), 'Social Cut', 'A 45-second vertical edit for Instagram and TikTok.', 'Video'],
      ]),
      videoId: 'Jm6tQw9ZpLb',
    },
  },
  {
    id: '5',
    slug: 'kleinburg-model-homes',
    title: 'Kleinburg Model Home Collection',
    description:
      'Model homes for a new Vaughan community, with construction progress flights from groundbreaking to grand opening.',
    type: 'image',
    ...cover('5'),
    category: 'New Construction',
    specs: '3 model homes · 8 months of flights · Vaughan',
    detail: {
      location: 'Kleinburg, Vaughan, Ontario',
      completedDate: 'November 2023',
      propertyType: 'New Construction Community',
      area: '3 model homes from 2,900 to 4,100 sq ft',
      bedrooms: '4-5 bedrooms per model',
      description:
        'A builder launching a community of detached homes needed media for the sales centre, the website and social media, plus a record of the build for buyers who had purchased before construction.',
      challenges:
        'The schedule ran for eight months with changing site conditions, and model homes had to be shot the week their staging was finished to meet the grand-opening date.',
      services: ['Drone Services', 'Photography', 'Matterport 3D', 'Video Production', 'Website Design'],
      results:
        'Monthly flights from the same positions became a time-lapse the builder shared with purchasers. The model homes were photographed, filmed and scanned within a week of staging, and the media launched with the community website on schedule.',
      gallery: projectGallery('5', [
        [
          projectShot('5', 1),
          'Community Progress',
          'Month six of the construction flights, lot lines marked.',
          'Aerial',
        ],
        [
          projectShot('5', 2),
          'Model Home at Dusk',
          'The largest model at twilight for the launch.',
          'Exterior',
        ],
        [projectShot('5', 3), 'Model Home Tour', 'The main model in 3D for remote buyers.', '3D Tour'],
        [projectShot('5', 4), 'Finished Streets', 'The first completed block, seen from above.', 'Aerial'],
        [
          projectShot('5', 5),
          'Launch Film Still',
          'The exterior reveal from the grand-opening film.',
          'Video',
        ],
        [projectShot('5', 6), 'Community Website', 'The launch website, built around the models.', 'Website'],
      ]),
      videoId: 'Fv2nBc7HqWs',
    },
  },
  {
    id: '6',
    slug: 'wellington-office-tower',
    title: 'The Wellington Office Tower',
    description:
      'Four vacant floors of a downtown office tower, photographed at dusk and scanned in 3D for a leasing campaign.',
    type: 'image',
    ...cover('6'),
    category: 'Commercial',
    specs: '48,000 sq ft · 4 floors · Financial District',
    detail: {
      location: 'Wellington Street West, Toronto, Ontario',
      completedDate: 'February 2024',
      propertyType: 'Commercial Office Tower',
      area: '48,000 sq ft across 4 floors',
      bedrooms: 'Not applicable (commercial)',
      description:
        'A landlord with four vacant floors needed marketing that would appeal to professional-services tenants and show the floors at their best, views included.',
      challenges:
        'Some floors were empty and others occupied, so shooting had to happen early in the morning, and every floor needed accurate measurements for prospective tenants.',
      services: [
        'Commercial Photography',
        'Twilight Photography',
        'Matterport 3D',
        'Floor Plans',
        'Video Production',
      ],
      results:
        'We photographed and scanned all four floors before 9 a.m. over two days and returned for a dusk exterior. Tenants toured the space in 3D and downloaded measured plans before visiting, and the leasing agent reported shorter tours focused on serious prospects.',
      gallery: projectGallery('6', [
        [projectShot('6', 1), 'Tower by Day', 'The tower photographed from across the street.', 'Exterior'],
        [projectShot('6', 2), 'Leasing Film Still', 'A dusk frame from the leasing video.', 'Video'],
        [projectShot('6', 3), 'Floor in 3D', 'An available floor in the immersive tour.', '3D Tour'],
        [projectShot('6', 4), 'Measured Layout', 'Plans with rentable areas for each floor.', 'Floor Plan'],
        [
          projectShot('6', 5),
          'Neighbourhood Context',
          'Transit, restaurants and the PATH, from above.',
          'Video',
        ],
        [projectShot('6', 6), 'Tenant Lounge', 'The shared lounge, staged for tenants.', 'Interior'],
      ]),
      videoId: 'Dn3rKv8YsHq',
    },
  },
  {
    id: '7',
    slug: 'cabbagetown-victorian-restoration',
    title: 'Cabbagetown Victorian Restoration',
    description:
      'A restored 1880s bay-and-gable semi, where a 3D tour, editing and virtual staging brought the history and the renovation to life.',
    type: 'image',
    ...cover('7'),
    category: 'Heritage Home',
    specs: '2,300 sq ft · 3 bedrooms · Cabbagetown',
    detail: {
      location: 'Cabbagetown, Toronto, Ontario',
      completedDate: 'June 2024',
      propertyType: 'Heritage Semi-Detached Home',
      area: '2,300 sq ft over three floors',
      bedrooms: '3 bedrooms, 3 bathrooms',
      description:
        'A Victorian bay-and-gable home restored over two years, with original trim and stained glass preserved alongside a new kitchen and baths. The sellers had moved out, leaving the rooms empty.',
      challenges:
        'Empty rooms hid the scale and warmth of the house, the street was lined with parked cars on shoot day, and an overcast sky flattened the brick facade.',
      services: ['Photography', 'Editing', 'Virtual Staging', 'Matterport 3D'],
      results:
        'Virtual staging furnished the main rooms in a style true to the period, editing replaced the grey sky and cleaned up the street, and the 3D tour showed how the restored rooms connect. All edited images were delivered within 24 hours.',
      gallery: projectGallery('7', [
        [
          projectShot('7', 1),
          'Facade with New Sky',
          'The restored brick facade after sky replacement.',
          'Editing',
        ],
        [
          projectShot('7', 2),
          'Staged Parlour',
          'The front parlour virtually staged in a period style.',
          'Virtual Staging',
        ],
        [
          projectShot('7', 3),
          'Parlour Brightened',
          'Exposure recovered to show the original trim.',
          'Editing',
        ],
        [projectShot('7', 4), 'Renovated Kitchen', 'The new kitchen, verticals corrected.', 'Editing'],
        [projectShot('7', 5), 'Primary Bedroom', 'Garden views restored in the bedroom window.', 'Editing'],
        [
          projectShot('7', 6),
          'Raw and Retouched',
          'The facade straight from the camera and after retouching.',
          'Editing',
        ],
      ]),
      videoId: 'Bx7mLr2TpQz',
    },
  },
  {
    id: '8',
    slug: 'muskoka-lakeside-cottage',
    title: 'Muskoka Lakeside Cottage',
    description:
      'A waterfront cottage on Lake Rosseau, marketed to buyers in three countries with aerials and a 3D tour.',
    type: 'image',
    ...cover('8'),
    category: 'Recreational',
    specs: '2,800 sq ft · 4 bedrooms · Lake Rosseau',
    detail: {
      location: 'Lake Rosseau, Muskoka, Ontario',
      completedDate: 'August 2023',
      propertyType: 'Waterfront Cottage',
      area: '2,800 sq ft with a two-slip boathouse',
      bedrooms: '4 bedrooms, 3 bathrooms',
      description:
        'A classic Muskoka cottage with granite shoreline, a boathouse and long western views. Many likely buyers lived far away, so the marketing had to stand in for a first visit.',
      challenges:
        'The property is a two-hour drive from Toronto and the weather over the lake changes quickly, so the shoot had to be planned around a reliable forecast with wind low enough to fly.',
      services: ['Photography', 'Drone Services', 'Matterport 3D', 'Video Production'],
      results:
        'We waited for a calm, clear day and captured the shoreline, the great room and the views in one visit. Buyers from three countries explored the 3D tour, and hosting was extended so the new owners could keep it.',
      gallery: projectGallery('8', [
        [projectShot('8', 1), 'Shoreline Aerial', 'The shoreline and the lake beyond.', 'Aerial'],
        [projectShot('8', 2), 'Great Room', 'The great room, staged for a relaxed weekend feel.', 'Interior'],
        [projectShot('8', 3), 'Walkthrough in 3D', 'A view from the immersive 3D tour.', '3D Tour'],
        [projectShot('8', 4), 'Private Beach', 'The sandy beach shared with two neighbours.', 'Aerial'],
        [projectShot('8', 5), 'Film Still', 'The aerial establishing shot from the cottage film.', 'Video'],
        [
          projectShot('8', 6),
          'Lake from Above',
          'A high-altitude view of the bay and nearby cottages.',
          'Aerial',
        ],
      ]),
      videoId: 'Gk9wTs4MbVx',
    },
  },
];
