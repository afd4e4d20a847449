import { describe, expect, it } from 'vitest';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

/** Issue 28: a project's page shows what the owner typed as they typed it. */
let owner: OwnerClient | undefined;

async function publishedPage(detail: Partial<ProjectEntry['detail']>): Promise<string> {
  owner = await ownerForTest();
  const base = newProject();
  const res = await owner.call('/api/admin/content/projects', {
    method: 'POST',
    json: { ...base, status: 'published', detail: { ...base.detail, ...detail } },
  });
  expect(res.status).toBe(201);
  return (await fetch(`${owner.app.url}/projects/harbourfront-loft`)).text();
}

describe('a project page', () => {
  it('when the story, challenge and result have blank lines, then each part is its own paragraph', async () => {
    const html = await publishedPage({
      description: 'Brick and beams.\n\nThe lake at dawn,\nthen at dusk.\r\n  \r\nA third part.',
      challenges: 'Low light.\n\nTight stairs.',
      results: 'Sold in nine days.\n\n\nTwo offers.',
    });
    for (const paragraph of [
      'Brick and beams.',
      // A single line break is a line break (components/ui/paragraphs.tsx).
      'The lake at dawn,<br/>then at dusk.',
      'A third part.',
      'Low light.',
      'Tight stairs.',
      'Sold in nine days.',
      'Two offers.',
    ])
      expect(html).toContain(`<p>${paragraph}</p>`);
  });

  it('when the owner types 5 under Bedrooms, then the page reads "Bedrooms 5", never "Layout"', async () => {
    const html = await publishedPage({ bedrooms: '5', area: '3,200 sq ft' });
    expect(html).toMatch(/<dt>Bedrooms<\/dt><dd>5<\/dd>/);
    expect(html).toMatch(/<dt>Size<\/dt><dd>3,200 sq ft<\/dd>/);
    expect(html).not.toContain('<dt>Layout</dt>');
  });

  it('when the owner published only a title, card image, summary and story, then no empty card, fact or heading shows', async () => {
    const html = await publishedPage({
      location: '',
      completedDate: '',
      propertyType: '',
      area: '',
      bedrooms: '',
      challenges: '',
      results: '',
      services: [],
      gallery: [],
    });
    expect(html).toContain('<p>Brick, beams and the lake.</p>');
    expect(html).toContain('About the Project');
    for (const empty of [
      'The Challenge',
      'The Result',
      'Project Details',
      'Services Provided',
      '<dt>',
      '<dd>',
    ])
      expect(html).not.toContain(empty);
  });

  it('when only some details are filled, then only those show; with every one filled, all show as the spec lays them out', async () => {
    const html = await publishedPage({
      location: 'Queens Quay West, Toronto',
      completedDate: '',
      propertyType: '',
      area: '',
      bedrooms: '  ',
      results: '',
      services: [],
    });
    expect(html).toMatch(/<dt>Location<\/dt><dd>Queens Quay West, Toronto<\/dd>/);
    expect(html.match(/<dt>/g)).toHaveLength(1);
    expect(html).toContain('The Challenge');
    for (const empty of ['The Result', 'Services Provided']) expect(html).not.toContain(empty);

    const full = await publishedPage({});
    for (const shown of [
      'About the Project',
      'The Challenge',
      'The Result',
      'Project Details',
      'Services Provided',
    ])
      expect(full).toContain(shown);
    expect(full.match(/<dt>/g)).toHaveLength(5);
    expect(full).toMatch(/<li><svg[^>]*>.*?<\/svg>Video Production<\/li>/);
  });

  it('when the gallery photos have no text, then their cards carry no empty paragraph', async () => {
    const html = await publishedPage({});
    expect(html).toContain('Photo 1');
    expect(html).not.toMatch(/<p class="gallery-card-text"[^>]*>\s*<\/p>/);
    expect(html).not.toMatch(/aria-describedby="project-[^"]*-gallery-item-\d+-text"/);
  });

  it('when the gallery photos have alt text but no title, then each is named by its alt text (or its number), never an empty button', async () => {
    // As the studio sends a photo the owner gave only its alt text (no stored id yet).
    const photo = (n: number, alt: string, title: string) =>
      ({
        src: `/images/projects/chelster-hall-${n}.jpg`,
        alt,
        title,
      }) as ProjectEntry['detail']['gallery'][number];
    const html = await publishedPage({
      gallery: [photo(1, 'Front porch at dusk', ''), photo(2, 'Kitchen island', '   ')],
    });
    expect(html).toContain('<span class="gallery-card-title">Front porch at dusk</span>');
    expect(html).toContain('<span class="gallery-card-title">Kitchen island</span>');
    expect(html).not.toMatch(/<span class="gallery-card-title">\s*<\/span>/);
  });

  it('when the project has no category or card specifications, then its card on /projects has no empty tag or line', async () => {
    owner = await ownerForTest();
    const res = await owner.call('/api/admin/content/projects', {
      method: 'POST',
      json: { ...newProject(), status: 'published', category: '', specs: '' },
    });
    expect(res.status).toBe(201);
    const html = await (await fetch(`${owner.app.url}/projects`)).text();
    expect(html).toContain('Harbourfront Loft');
    expect(html).not.toMatch(/<span class="tag project-card-tag"><\/span>/);
    expect(html).not.toMatch(/<p class="project-card-specs"><\/p>/);
  });
});
