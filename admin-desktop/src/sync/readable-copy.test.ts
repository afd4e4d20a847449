import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL, PORTFOLIO_MODEL } from '#shared/schemas/content-model.ts';
import { newProject } from '../../../tests/api/content-fixtures.ts';
import { readableCopy } from './readable-copy.ts';

describe('readableCopy', () => {
  it('when a project is copied, then each filled field is one line named as the form names it, ids and versions left out', () => {
    const project = { id: 'project-1', version: 3, ...newProject('king-west-loft') };
    project.detail.gallery = project.detail.gallery?.slice(0, 2);
    project.detail.description = 'Brick, beams and the lake.\nSunsets over the islands.';
    const text = readableCopy(project, CONTENT_MODEL.projects.labels);
    expect(text.split('\n')).toEqual([
      'Address (slug): king-west-loft',
      'Title: Harbourfront Loft',
      'Summary: A converted warehouse loft above the harbour.',
      'Category: Condo',
      'Card specifications: 1,900 sq ft · 2 bedrooms · Harbourfront',
      'Card image: /images/projects/4.jpg',
      'Location: Queens Quay West, Toronto',
      'Completed: May 2026',
      'Property type: Loft',
      'Size: 1,900 sq ft',
      'Bedrooms: 2 bedrooms, 2 bathrooms',
      'Story:',
      'Brick, beams and the lake.',
      'Sunsets over the islands.',
      'Challenges: Low winter light.',
      'Services, line 1: Photography',
      'Services, line 2: Video Production',
      'Results: Sold in nine days.',
      'Gallery, photo 1: picture: /images/projects/chelster-hall-1.jpg',
      'Gallery, photo 1: alt text: Loft photo 1',
      'Gallery, photo 1: title: Photo 1',
      'Gallery, photo 2: picture: /images/projects/chelster-hall-2.jpg',
      'Gallery, photo 2: alt text: Loft photo 2',
      'Gallery, photo 2: title: Photo 2',
    ]);
    expect(text).not.toMatch(/project-1|version|\bid\b/i);
  });

  it('when a portfolio item has empty fields and a ticked box, then the empty ones are left out and the box says yes', () => {
    const text = readableCopy(
      {
        id: 'dronePortfolio-1',
        title: 'Over the bluffs',
        description: '  ',
        type: 'image',
        featuredOnService: true,
        order: 4,
      },
      PORTFOLIO_MODEL.labels,
    );
    expect(text).toBe('Title: Over the bluffs\nType: image\nFeatured on the service page: yes');
  });
});
