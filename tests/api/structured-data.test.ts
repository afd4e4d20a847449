import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The JSON-LD of every page in sitemap.xml (and the search and 404 pages) parses, and each node has
 * the properties its type needs (REQUIRED below, docs/structured-data.md). Pages are rendered from
 * site/src, so no build is needed.
 */

/**
 * The properties each type the site emits must have. Where Google documents required properties
 * for a rich result, they are these (Search Central, "Structured data" pages, read 2026-11); where
 * Google requires none (Organization, Article), its recommended ones that issue 28 asks for; the
 * other types are schema.org's and hold what makes them meaningful. A dotted name is a property of
 * a nested node. A type that is not listed fails the test, so a new one is reviewed here.
 */
const REQUIRED: Record<string, string[]> = {
  // local-business: name and address are required.
  LocalBusiness: ['name', 'address', '@id'],
  // organization: nothing required; name, url and logo are what it documents first.
  Organization: ['name', 'url'],
  ProfessionalService: ['name', 'address'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  GeoCircle: ['geoMidpoint', 'geoRadius'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  // The site search (sitelinks search box documentation): url, potentialAction with target and query-input.
  WebSite: ['url', 'name', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  // breadcrumb: itemListElement; each ListItem position, name and item.
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  // faqpage: mainEntity of Questions, each with name and acceptedAnswer.text.
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer.text'],
  Answer: ['text'],
  // article: nothing required; recommended author (name, url), datePublished, dateModified, headline, image.
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author.name', 'author.url'],
  Person: ['name'],
  // video: name, thumbnailUrl and uploadDate are required; embedUrl is how the video is played here.
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate', 'embedUrl'],
  // Not Google features: schema.org's Service with its provider, the site's organisation by @id.
  Service: ['name', 'provider.@id', 'url'],
  City: ['name'],
  Blog: ['name', 'url'],
  AboutPage: ['name', 'url'],
  ContactPage: ['name', 'url'],
};

/** ISO 8601 with a time and a zone: Google reads a bare day as midnight in an unknown zone. */
const FULL_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_KEYS = ['datePublished', 'dateModified', 'uploadDate'];

type Node = Record<string, unknown>;

const valueAt = (node: Node, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Node)[key] : undefined), node);
const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Every node with a @type inside a block, nested ones included. */
function typedNodes(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const v of value) typedNodes(v, found);
  else if (value && typeof value === 'object') {
    if ('@type' in value) found.push(value as Node);
    for (const v of Object.values(value)) typedNodes(v, found);
  }
  return found;
}

/** The problems of one page's JSON-LD, each naming the type and what is missing or wrong. */
function problemsOf(html: string): string[] {
  const blocks = [...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => m[1]!,
  );
  if (blocks.length === 0) return ['no JSON-LD'];
  const problems: string[] = [];
  const nodes = blocks.flatMap((block) => typedNodes(JSON.parse(block)));
  const ids = new Set(nodes.map((n) => n['@id']).filter(Boolean));
  for (const node of nodes) {
    for (const type of [node['@type']].flat() as string[]) {
      const required = REQUIRED[type];
      if (!required) problems.push(`${type}: not in the table of required properties`);
      for (const path of required ?? [])
        if (!present(valueAt(node, path))) problems.push(`${type}: no ${path}`);
    }
    for (const key of DATE_KEYS)
      if (key in node && !FULL_DATE.test(String(node[key])))
        problems.push(`${node['@type']}.${key}: ${node[key]}`);
    const provider = valueAt(node, 'provider.@id');
    if (provider && !ids.has(provider))
      problems.push(`${node['@type']}.provider: ${provider} is on no node of the page`);
  }
  return problems;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: 'false' });
});
afterAll(async () => {
  await app?.close();
});

describe('structured data on every page', () => {
  it('when every page of sitemap.xml, the search and the 404 page are read, then each JSON-LD block parses and every node has its required properties', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const path of [...paths, '/search?q=drone', '/no-such-page']) {
      const html = await (await fetch(`${app.url}${path}`)).text();
      problems.push(...problemsOf(html).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('when the pages that show videos are read, then each video has a VideoObject and each service names the organisation by @id', async () => {
    const types = async (path: string) => {
      const html = await (await fetch(`${app.url}${path}`)).text();
      return [...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) =>
        typedNodes(JSON.parse(m[1]!)),
      );
    };
    const videoPage = (await types('/portfolio/video')).filter((n) => n['@type'] === 'VideoObject');
    expect(videoPage.length).toBeGreaterThanOrEqual(5);
    expect(String(videoPage[0]!.embedUrl)).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );
    expect(String(videoPage[0]!.thumbnailUrl)).toMatch(/^http:\/\/[^/]+\/images\//);
    expect((await types('/services/video')).some((n) => n['@type'] === 'VideoObject')).toBe(true);
    expect((await types('/projects/chelster-hall')).some((n) => n['@type'] === 'VideoObject')).toBe(true);
    const service = (await types('/services/ai-services')).find((n) => n['@type'] === 'Service')!;
    expect(service.provider).toEqual({ '@id': `${app.url}/#organization` });
    const post = (await types('/blog/drone-photography-best-practices')).find(
      (n) => n['@type'] === 'BlogPosting',
    )!;
    expect(post.author).toMatchObject({ '@type': 'Person', url: `${app.url}/about` });
  });
});
