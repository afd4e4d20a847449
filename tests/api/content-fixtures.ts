import type { ProjectInput } from '#shared/schemas/project.ts';

/** A new project as the admin's editor sends it: six photos, a draft. */
export function newProject(slug = 'harbourfront-loft'): ProjectInput {
  return {
    slug,
    title: 'Harbourfront Loft',
    description: 'A converted warehouse loft above the harbour.',
    category: 'Condo',
    specs: '1,900 sq ft · 2 bedrooms · Harbourfront',
    src: '/images/projects/4.jpg',
    detail: {
      location: 'Queens Quay West, Toronto',
      completedDate: 'May 2026',
      propertyType: 'Loft',
      area: '1,900 sq ft',
      bedrooms: '2 bedrooms, 2 bathrooms',
      description: 'Brick, beams and the lake.',
      challenges: 'Low winter light.',
      services: ['Photography', 'Video Production'],
      results: 'Sold in nine days.',
      gallery: Array.from({ length: 6 }, (_, i) => ({
        src: `/images/projects/chelster-hall-${i + 1}.jpg`,
        alt: `Loft photo ${i + 1}`,
        title: `Photo ${i + 1}`,
      })),
    },
  };
}
