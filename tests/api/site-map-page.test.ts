import { describe, expect, it } from 'vitest';
import { SERVICE_PAGES } from '#shared/content/services/service-pages.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newPost, newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

/**
 * Issue 28: the /sitemap page a person reads lists every page sitemap.xml lists (it once listed one
 * project of eight, no post, neither AI Services nor Floor Plans), from the same source, so a page
 * the owner publishes appears on both at once.
 */
let owner: OwnerClient | undefined;

const text = async (path: string) => (await fetch(`${owner!.app.url}${path}`)).text();

/** The paths sitemap.xml lists, relative to the origin. */
async function xmlPaths(): Promise<string[]> {
  const xml = await text('/sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The addresses the /sitemap page links to inside its "All pages" navigation. */
async function pagePaths(): Promise<string[]> {
  const html = await text('/sitemap');
  const nav = /<nav[^>]*aria-label="All pages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('the /sitemap page and sitemap.xml', () => {
  it('when a fresh install is read, then the page links to exactly the pages of sitemap.xml, all ten services, eight projects and every post included', async () => {
    owner = await ownerForTest();
    const xml = await xmlPaths();
    const page = await pagePaths();
    expect(new Set(page)).toEqual(new Set(xml));
    for (const service of SERVICE_PAGES) expect(page).toContain(`/services/${service.slug}`);
    expect(page).toEqual(expect.arrayContaining(['/services/ai-services', '/services/floorplans']));
    expect(xml.filter((p) => p.startsWith('/projects/'))).toHaveLength(8);
    expect(xml.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThanOrEqual(5);
  });

  it('when the owner publishes a project and a post, then both appear on the page and in sitemap.xml at once', async () => {
    owner = await ownerForTest();
    await text('/sitemap'); // kept in the page cache before the change
    const project = (await (
      await owner.call('/api/admin/content/projects', {
        method: 'POST',
        json: { ...newProject(), status: 'published' },
      })
    ).json()) as ProjectEntry;
    expect(project.status).toBe('published');
    const post = await owner.call('/api/admin/content/posts', {
      method: 'POST',
      json: { ...newPost(), status: 'published' },
    });
    expect(post.status).toBe(201);
    const html = await text('/sitemap');
    expect(html).toMatch(/href="\/projects\/harbourfront-loft"[^>]*>Harbourfront Loft<\/a>/);
    expect(html).toMatch(
      /href="\/blog\/spring-market-report"[^>]*>Spring Market Report for GTA Listings<\/a>/,
    );
    expect(new Set(await pagePaths())).toEqual(new Set(await xmlPaths()));
  });
});
