import { describe, expect, it } from 'vitest';
import {
  collectionPageSchema,
  flagshipProjectSchema,
  portfolioIndexEntrySchema,
} from '../../schemas/content-services.ts';
import { COLLECTION_KEYS, createItemSchema, PORTFOLIO_COLLECTIONS } from '../../schemas/portfolio.ts';
import { imageInfo } from '../media/image-catalog.ts';
import { COLLECTION_PAGES } from './collection-pages.ts';
import { AI_BADGES, FLAGSHIP_PROJECTS, PORTFOLIO_ENTRIES } from './portfolio-index.ts';
import { PORTFOLIO_SEED } from './seed-items.ts';

describe('portfolio content', () => {
  it('when the index is read, then it lists the eight portfolios and four flagship projects', () => {
    for (const entry of PORTFOLIO_ENTRIES) portfolioIndexEntrySchema.parse(entry);
    for (const project of FLAGSHIP_PROJECTS) flagshipProjectSchema.parse(project);
    expect(PORTFOLIO_ENTRIES.map((e) => e.href)).toEqual(
      PORTFOLIO_COLLECTIONS.map((c) => `/portfolio/${c.slug}`),
    );
    expect(FLAGSHIP_PROJECTS).toHaveLength(4);
    expect([...AI_BADGES]).toEqual(['AI Automation', 'Machine Learning', 'Efficiency', 'Innovation']);
  });

  it('when the collection pages are read, then each collection has valid copy and AI has its hero and badges', () => {
    for (const page of COLLECTION_PAGES) collectionPageSchema.parse(page);
    expect(COLLECTION_PAGES.map((p) => p.slug)).toEqual(PORTFOLIO_COLLECTIONS.map((c) => c.slug));
    const ai = COLLECTION_PAGES.find((p) => p.slug === 'ai-services');
    expect(ai?.hero.title).toBe('AI Services Portfolio');
    expect(ai?.badges).toEqual([...AI_BADGES]);
    for (const page of COLLECTION_PAGES) expect(page.cta.primary.to).toBe('/contact');
  });

  it('when the seed is validated like an admin create, then every collection has 6-8 valid items with unique ids', () => {
    expect(Object.keys(PORTFOLIO_SEED).sort()).toEqual([...COLLECTION_KEYS].sort());
    const ids = new Set<string>();
    for (const key of COLLECTION_KEYS) {
      const items = PORTFOLIO_SEED[key];
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items.length).toBeLessThanOrEqual(8);
      for (const item of items) {
        createItemSchema.parse(item);
        expect(item.alt, item.id).toBeTruthy();
        expect(ids.has(item.id), item.id).toBe(false);
        ids.add(item.id);
      }
    }
  });

  it('when item kinds are checked, then video items are YouTube ids, Matterport items are embeds and images are local', () => {
    for (const item of PORTFOLIO_SEED.videoPortfolio) {
      expect(item.type).toBe('video');
      expect(item.thumbnail).toMatch(/^\/images\/portfolio\/video-\d\.jpg$/);
    }
    for (const item of PORTFOLIO_SEED.matterportPortfolio) {
      expect(item.type).toBe('embed');
      expect(item.src).toMatch(/^<iframe src="https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}"/);
    }
    const imageKeys = COLLECTION_KEYS.filter((k) => k !== 'videoPortfolio' && k !== 'matterportPortfolio');
    for (const key of imageKeys) {
      const slug = PORTFOLIO_COLLECTIONS.find((c) => c.key === key)?.slug;
      for (const item of PORTFOLIO_SEED[key]) {
        expect(item.type).toBe('image');
        expect(item.src).toMatch(new RegExp(`^/images/portfolio/${slug}-[1-8]\\.jpg$`));
      }
    }
  });

  it('when the pictures are looked up, then every page and item picture is in the image catalogue', () => {
    const paths = [
      ...PORTFOLIO_ENTRIES.map((e) => e.image),
      ...FLAGSHIP_PROJECTS.map((p) => p.image),
      ...COLLECTION_PAGES.map((p) => p.hero.image),
      ...COLLECTION_KEYS.flatMap((k) =>
        PORTFOLIO_SEED[k].map((item) => (item.type === 'image' ? item.src : (item.thumbnail ?? ''))),
      ),
    ];
    for (const path of paths) expect(() => imageInfo(path), path).not.toThrow();
  });
});
