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
      'The lake at dawn,\nthen at dusk.',
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
});
