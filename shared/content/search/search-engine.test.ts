import { describe, expect, it } from 'vitest';
import { PORTFOLIO_COLLECTIONS, type PortfolioItem } from '../../schemas/portfolio.ts';
import { BLOG_POSTS } from '../blog/posts.ts';
import { PROJECTS } from '../projects/projects.ts';
import { SERVICE_PAGES } from '../services/service-pages.ts';
import {
  portfolioSearchDocuments,
  postSearchDocuments,
  projectSearchDocuments,
  staticSearchDocuments,
  summarize,
} from './search-documents.ts';
import {
  groupResults,
  normalize,
  queryTerms,
  type SearchDocument,
  searchDocuments,
  stem,
} from './search-engine.ts';

const doc = (
  id: string,
  kind: SearchDocument['kind'],
  title: string,
  summary = '',
  body = '',
): SearchDocument => ({
  id,
  kind,
  title,
  summary,
  body,
  path: `/${id}`,
});

describe('search engine', () => {
  it('when text has accents, case and punctuation, then normalising removes them', () => {
    expect(normalize('Café-Style  HOMES, Québec!')).toBe('cafe style homes quebec');
    expect(stem('tours')).toBe('tour');
    expect(stem('properties')).toBe('property');
    expect(stem('glass')).toBe('glass');
  });

  it('when the query has stop words, then only the meaningful words are searched', () => {
    expect(queryTerms('How to market THE luxury homes')).toEqual(['market', 'luxury', 'homes']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('when a term matches a title, then that document ranks above one matching only in the body', () => {
    const docs = [doc('a', 'post', 'Kitchen lighting', '', 'drone'), doc('b', 'post', 'Drone rules')];
    expect(searchDocuments(docs, 'drone').map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('when several words are searched, then every word must match', () => {
    const docs = [doc('a', 'service', 'Drone video'), doc('b', 'service', 'Drone photos')];
    expect(searchDocuments(docs, 'drone video').map((r) => r.id)).toEqual(['a']);
  });

  it('when a plural or a word start is searched, then the singular and the full word match', () => {
    const docs = [doc('a', 'service', 'Virtual tour'), doc('b', 'service', 'Photography')];
    expect(searchDocuments(docs, 'Tours').map((r) => r.id)).toEqual(['a']);
    expect(searchDocuments(docs, 'photo').map((r) => r.id)).toEqual(['b']);
  });

  it('when nothing matches or the query is empty, then there are no results', () => {
    const docs = [doc('a', 'service', 'Photography')];
    expect(searchDocuments(docs, 'zeppelin')).toEqual([]);
    expect(searchDocuments(docs, '')).toEqual([]);
  });

  it('when results are grouped, then groups follow Services, Projects, Blog Posts, Portfolio and skip empty ones', () => {
    const docs = [
      doc('p', 'portfolio', 'Lake house'),
      doc('s', 'service', 'Lake aerials'),
      doc('b', 'post', 'Lake'),
    ];
    const groups = groupResults(searchDocuments(docs, 'lake'));
    expect(groups.map((g) => g.label)).toEqual(['Services', 'Blog Posts', 'Portfolio']);
    expect(groups[0]!.results[0]).not.toHaveProperty('body');
  });

  it('when a long text is summarised, then it is cut at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const summary = summarize(text, 50);
    expect(summary.length).toBeLessThanOrEqual(51);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('site content search', () => {
  const docs = [
    ...staticSearchDocuments(),
    ...projectSearchDocuments(PROJECTS),
    ...postSearchDocuments(BLOG_POSTS),
  ];

  it('when a service, project or post title is searched, then its page is the first result of its group', () => {
    const titled = [
      ...SERVICE_PAGES.map((p) => ({ title: p.name, path: `/services/${p.slug}` })),
      ...PROJECTS.map((p) => ({ title: p.title, path: `/projects/${p.slug}` })),
      ...BLOG_POSTS.map((p) => ({ title: p.title, path: `/blog/${p.slug}` })),
    ];
    for (const { title, path } of titled) {
      const results = searchDocuments(docs, title);
      expect(results[0]?.path, title).toBe(path);
    }
  });

  it('when "drone" is searched, then the drone service and the drone blog post are found', () => {
    const paths = searchDocuments(docs, 'drone').map((r) => r.path);
    expect(paths).toContain('/services/drone');
    expect(paths).toContain('/blog/drone-photography-best-practices');
  });

  it('when portfolio items are indexed, then a match links to its collection page with its label', () => {
    const collection = PORTFOLIO_COLLECTIONS.find((c) => c.key === 'dronePortfolio')!;
    const item: PortfolioItem = {
      id: 'drone-1',
      title: 'Lakeshore estate aerial',
      description: 'Oblique aerial of a waterfront home in Oakville.',
      type: 'image',
      src: '/images/portfolio/drone-1.jpg',
      order: 0,
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const [hit] = searchDocuments(portfolioSearchDocuments(collection, [item]), 'waterfront oakville');
    expect(hit).toMatchObject({
      path: '/portfolio/drone',
      label: 'Drone',
      image: '/images/portfolio/drone-1.jpg',
    });
  });
});
