import { createItemSchema } from '#shared/schemas/portfolio.ts';
import type { PostInput } from '#shared/schemas/post.ts';
import type { ProjectInput } from '#shared/schemas/project.ts';

/** A new project as the admin's editor sends it: six photos, a draft. */
/** A project with its details (a draft may have none). */
type DetailedProject = ProjectInput & { detail: NonNullable<ProjectInput['detail']> };

export function newProject(slug = 'harbourfront-loft'): DetailedProject {
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

/** A new post as the admin's block editor sends it: every block type, a draft. */
/** A complete post: every field the published page needs is there. */
type CompletePost = PostInput & Required<Pick<PostInput, 'content' | 'image' | 'category'>>;

export function newPost(slug = 'spring-market-report', category = 'Market Reports'): CompletePost {
  return {
    slug,
    title: 'Spring Market Report for GTA Listings',
    excerpt: 'What sold fastest this spring, and the pictures that helped.',
    datePublished: '2030-04-15',
    category,
    image: '/images/blog/post-1.jpg',
    imageAlt: 'A bright living room ready for photos',
    author: { name: 'Priya Raman', role: 'Head of Aerial Operations', image: '/images/authors/2.jpg' },
    content: [
      { type: 'heading', text: 'What moved this spring' },
      { type: 'paragraph', text: 'Homes with twilight photography drew more showings in April.' },
      {
        type: 'image',
        src: '/images/blog/post-2.jpg',
        alt: 'Twilight exterior',
        caption: 'Twilight sells the mood',
      },
      { type: 'highlight', text: 'Listings with a 3D tour sold nine days sooner.' },
      { type: 'quote', text: 'The tour did the first showing for us.', author: 'A Leslieville agent' },
      { type: 'list', items: ['Book twilight early', 'Add a floor plan', 'Publish the tour first'] },
    ],
  };
}

/** A portfolio item's fields, parsed by the shared schema as the router parses a body. */
export const PORTFOLIO_ITEM = createItemSchema.parse({
  title: 'Lakefront',
  description: 'A cottage on the lake',
  type: 'image',
  src: '/images/a.jpg',
  alt: 'A cottage',
});
