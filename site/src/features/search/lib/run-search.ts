import type { SiteData } from '#shared/api/site-data.ts';
import {
  groupResults,
  MAX_QUERY_LENGTH,
  type SearchGroup,
  searchDocuments,
} from '#shared/content/search/search-engine.ts';
import { toSingleLine } from '#shared/constants/typed-text.ts';
import { PORTFOLIO_COLLECTIONS } from '#shared/constants/portfolio-collections.ts';

export interface SearchPageData {
  query: string;
  total: number;
  groups: SearchGroup[];
  /** Some portfolio collections could not be read: results may be incomplete. */
  partial: boolean;
}

/** The search words an address asks for, as typed text: a NUL or other control character is no word. */
export const queryFromUrl = (url: URL) =>
  toSingleLine(url.searchParams.get('q') ?? '')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);

/** Services from the content modules plus the owner's published projects, listings, posts and portfolio items. */
export async function runSearch(query: string, siteData: SiteData): Promise<SearchPageData> {
  if (!query) return { query, total: 0, groups: [], partial: false };
  // The documents pull in every service, project and post: load them only when a search runs, so a
  // first visit (whose results arrive in the server's HTML) never downloads them.
  const {
    listingSearchDocuments,
    portfolioSearchDocuments,
    postSearchDocuments,
    projectSearchDocuments,
    staticSearchDocuments,
  } = await import('#shared/content/search/search-documents.ts');
  let partial = false;
  const portfolio = await Promise.all(
    PORTFOLIO_COLLECTIONS.map((collection) =>
      siteData.portfolio(collection.key).then(
        (items) => portfolioSearchDocuments(collection, items),
        // One unreadable collection should not take the whole search down; the page says so.
        () => {
          partial = true;
          return [];
        },
      ),
    ),
  );
  const projects = await siteData.projects().then(projectSearchDocuments, () => {
    partial = true;
    return [];
  });
  const posts = await siteData.posts().then(postSearchDocuments, () => {
    partial = true;
    return [];
  });
  const listings = await siteData.listings().then(listingSearchDocuments, () => {
    partial = true;
    return [];
  });
  const results = searchDocuments(
    [...staticSearchDocuments(), ...projects, ...listings, ...posts, ...portfolio.flat()],
    query,
  );
  return { query, total: results.length, groups: groupResults(results), partial };
}
