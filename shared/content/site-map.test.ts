import { describe, expect, it } from 'vitest';
import { publicPaths } from './public-routes.ts';
import { sitePageNames } from './site-map.ts';

describe('sitePageNames', () => {
  it('when the site map is named, then every page of it has a name, and a service and a portfolio of one label are told apart', () => {
    const names = sitePageNames();
    expect([...names.keys()].sort()).toEqual(publicPaths().sort());
    expect(names.get('/')).toBe('Home');
    expect(names.get('/services/photography')).toBe('Service: Photography');
    expect(names.get('/portfolio/photography')).toBe('Portfolio: Photography');
    // An overview keeps its own label; a page two groups list keeps the first group's name.
    expect(names.get('/portfolio')).toBe('Portfolio Overview');
    expect(names.get('/services/all')).toBe('All Services');
    expect(names.get('/projects')).toBe('Projects');
  });

  it("when the owner's projects, posts and listings are given, then each is named by its kind and title", () => {
    const names = sitePageNames(
      [{ slug: 'harbour-loft', title: 'Harbour Loft' }],
      [{ slug: 'staging-tips', title: 'Staging tips' }],
      [{ slug: '12-elm-st', address: '12 Elm St' }],
    );
    expect(names.get('/projects/harbour-loft')).toBe('Project: Harbour Loft');
    expect(names.get('/blog/staging-tips')).toBe('Blog post: Staging tips');
    expect(names.get('/listings/12-elm-st')).toBe('Listing: 12 Elm St');
    expect(names.get('/listings')).toBe('All Listings');
  });
});
