import { describe, expect, it } from 'vitest';
import { projectSchema } from '../../schemas/content.ts';
import { SLUG_PATTERN } from '../../schemas/content-entry.ts';
import { imageInfo } from '../media/image-catalog.ts';
import { findProject, PROJECTS, PROJECTS_INDEX, projectPath } from './projects.ts';

describe('projects content', () => {
  it('when parsed with the schema, then all eight projects are valid with ids 1 to 8', () => {
    for (const project of PROJECTS) projectSchema.parse(project);
    expect(PROJECTS.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('when addresses are made, then every project uses its slug (the numeric ids only redirect)', () => {
    expect(PROJECTS.map(projectPath)).toEqual([
      '/projects/chelster-hall',
      '/projects/penthouses-at-shangri-la',
      '/projects/integral-house',
      '/projects/leslieville-modern-infill',
      '/projects/kleinburg-model-homes',
      '/projects/wellington-office-tower',
      '/projects/cabbagetown-victorian-restoration',
      '/projects/muskoka-lakeside-cottage',
    ]);
    for (const project of PROJECTS) expect(project.slug).toMatch(SLUG_PATTERN);
    expect(PROJECTS.slice(0, 3).map((p) => p.title)).toEqual([
      'Chelster Hall',
      'The Penthouses at Shangri-La',
      'The Integral House',
    ]);
  });

  it('when looked up, then a slug or an id finds the project and anything else finds nothing', () => {
    expect(findProject('chelster-hall')?.id).toBe('1');
    expect(findProject('5')?.title).toBe('Kleinburg Model Home Collection');
    expect(findProject('9')).toBeUndefined();
    expect(findProject('unknown')).toBeUndefined();
  });

  it('when galleries are read, then each project has six images with alt text and unique ids', () => {
    const ids = new Set<string>();
    for (const project of PROJECTS) {
      expect(project.detail.gallery).toHaveLength(6);
      for (const item of project.detail.gallery) {
        expect(item.alt).toBeTruthy();
        expect(ids.has(item.id)).toBe(false);
        ids.add(item.id);
      }
    }
  });

  it('when the pictures are looked up, then every cover and gallery image is in the image catalogue', () => {
    const paths = [
      PROJECTS_INDEX.hero.image,
      ...PROJECTS.flatMap((p) => [p.src, ...p.detail.gallery.map((g) => g.src)]),
    ];
    for (const path of paths) expect(() => imageInfo(path), path).not.toThrow();
  });
});
