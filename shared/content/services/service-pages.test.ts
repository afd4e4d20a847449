import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS, servicePageSchema } from '../../schemas/content-services.ts';
import { imageInfo } from '../media/image-catalog.ts';
import { findServicePage, SERVICE_PAGES } from './service-pages.ts';
import { SERVICES_ALL, SERVICES_INDEX } from './services-overview.ts';

const page = (slug: string) => {
  const found = findServicePage(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
};
const titles = (slug: string) => page(slug).packages.items.map((p) => p.title);
const popular = (slug: string) =>
  page(slug)
    .packages.items.filter((p) => p.popular)
    .map((p) => p.title);

describe('service page content', () => {
  it('when parsed with the schema, then every page is valid and every slug has exactly one page', () => {
    for (const servicePage of SERVICE_PAGES) servicePageSchema.parse(servicePage);
    expect(SERVICE_PAGES.map((p) => p.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it('when a main service page is read, then it has the spec counts (6 packages of 4 features, 5 featured, 5 steps, 6 FAQs, 3 related)', () => {
    for (const slug of ['photography', 'video', 'drone', 'matterport']) {
      const p = page(slug);
      expect(p.packages.items).toHaveLength(6);
      for (const pkg of p.packages.items) expect(pkg.features).toHaveLength(4);
      expect(p.featured.items).toHaveLength(5);
      expect(p.featured.wrap).toBe(false);
      expect(p.process.steps).toHaveLength(5);
      expect(p.faqs).toHaveLength(6);
      expect(p.related).toHaveLength(3);
      expect(p.cta.primary).toEqual({ label: 'Get a Quote', to: '/contact' });
    }
  });

  it('when the package names are read, then they and the popular flags are those of spec section 3', () => {
    expect(titles('photography')).toEqual([
      'Residential',
      'Commercial',
      'Twilight',
      'HDR',
      'High-Volume',
      'Quick-Turn',
    ]);
    expect(popular('photography')).toEqual(['Residential', 'Quick-Turn']);
    expect(titles('video')).toEqual([
      'Property Films',
      'Aerial Video',
      'Marketing Content',
      'Quick Edit Videos',
      'Corporate Video',
      'Twilight Video',
    ]);
    expect(popular('video')).toEqual(['Property Films', 'Twilight Video']);
    expect(titles('drone')).toEqual([
      'Property Aerials',
      'Aerial Videography',
      'Twilight Aerials',
      'Construction Progress',
      'Land Surveys',
      'Rush Delivery',
    ]);
    expect(popular('drone')).toEqual(['Property Aerials', 'Rush Delivery']);
    expect(titles('matterport')).toEqual([
      '3D Virtual Tours',
      'Space Documentation',
      'Digital Integration',
      'Virtual Staging',
      'Interactive Tags',
      'Tour Hosting',
    ]);
    expect(popular('matterport')).toEqual(['3D Virtual Tours', 'Virtual Staging']);
  });

  it('when the editing page is read, then it has six solutions, six featured cards, the four timed steps and five FAQs', () => {
    const p = page('editing');
    expect(p.packages.kind).toBe('solutions');
    expect(p.packages.items).toHaveLength(6);
    expect(p.featured.items).toHaveLength(6);
    expect(p.featured.wrap).toBe(false);
    expect(p.process.steps.map((s) => [s.title, s.duration])).toEqual([
      ['Upload & Review', '30 minutes'],
      ['Professional Editing', '2-24 hours'],
      ['Quality Check', '1 hour'],
      ['Delivery', 'instant'],
    ]);
    expect(p.faqs).toHaveLength(5);
    expect(p.related).toEqual(['photography', 'video', 'drone']);
    expect(p.cta.primary.to).toBe('/contact');
  });

  it('when website, brand and AI pages are read, then packages, wrap modes and related links follow the spec', () => {
    const website = page('website');
    expect(titles('website')).toEqual([
      'Single Property Websites',
      'Agent/Broker Websites',
      'Custom Development',
      'Mobile Apps',
      'SEO & Marketing',
      'Hosting & Maintenance',
    ]);
    expect(website.featured.items).toHaveLength(5);
    expect(website.featured.wrap).toBe(true);
    expect(website.related).toEqual(['photography', 'video', 'matterport']);
    expect(titles('brand')).toEqual([
      'Custom Apparel',
      'Corporate Merchandise',
      'Logo Design',
      'Brand Identity',
    ]);
    expect(page('brand').featured.wrap).toBe(true);
    expect(page('brand').related).toEqual(['video', 'drone', 'matterport']);
    const ai = page('ai-services');
    expect(ai.packages.items).toHaveLength(6);
    expect(ai.featured.items).toHaveLength(5);
    expect(ai.featured.wrap).toBe(false);
    expect(ai.related).toEqual(['photography', 'website', 'brand']);
    for (const slug of ['website', 'brand', 'ai-services']) {
      expect(page(slug).process.steps).toHaveLength(5);
      expect(page(slug).faqs).toHaveLength(6);
    }
  });

  it('when the copy states figures, then they match the business constants of spec section 9', () => {
    const text = (slug: string) => JSON.stringify(page(slug));
    expect(text('photography')).toContain('1-2 hours');
    expect(text('photography')).toContain('25-35');
    expect(text('photography')).toContain('35-50+');
    expect(text('photography')).toContain('4-hour turnaround');
    expect(text('video')).toContain('7-10 business days');
    expect(text('video')).toContain('from 72 hours');
    expect(text('video')).toContain('30 minutes early');
    expect(text('drone')).toContain('under 15 mph');
    expect(text('drone')).toContain('48-72 business hours');
    expect(text('drone')).toContain('FAA Part 107');
    expect(text('matterport')).toContain('2, 3 or 5 years');
    expect(text('matterport')).toContain('transferable');
    expect(text('editing')).toContain('CR2, NEF, ARW, DNG');
    expect(text('editing')).toContain('MP4, MOV and AVI');
    expect(text('website')).toContain('$500-1,500');
    expect(text('website')).toContain('12-20 weeks');
    expect(text('ai-services')).toContain('85-92%');
    expect(text('ai-services')).toContain('3-5 hours');
    expect(page('matterport').extraLinks?.map((l) => l.to)).toContain('/services/floorplans');
  });

  it('when /services/all is read, then its industry tiles give the spec figures', () => {
    expect(SERVICES_ALL.industries.tiles.map((t) => `${t.stat} ${t.statLabel}`)).toEqual([
      '95% Faster sales',
      '30% Higher offers',
      '50+ Homes monthly',
      '200+ Agents served',
    ]);
  });

  it('when the pictures are looked up, then every hero, card and featured image is in the image catalogue', () => {
    const paths = [SERVICES_INDEX.hero.image, SERVICES_ALL.hero.image];
    for (const p of SERVICE_PAGES) {
      paths.push(p.hero.image, p.card.image, ...p.featured.items.map((i) => i.thumbnail ?? i.src));
    }
    for (const path of paths) expect(() => imageInfo(path), path).not.toThrow();
  });
});
