import { PAGE_HERO_TEXTS, PAGE_HEROES } from '#shared/content/page-heroes.ts';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { queryFromUrl, runSearch, type SearchPageData } from '../lib/run-search.ts';

const HERO_IMAGE = PAGE_HEROES.search;

export function loader({ request, context }: LoaderFunctionArgs): Promise<SearchPageData> {
  return runSearch(queryFromUrl(new URL(request.url)), siteDataFrom(context));
}

export const handle: RouteHandle = {
  meta: ({ data }) => {
    const query = (data as SearchPageData | undefined)?.query ?? '';
    return {
      title: query ? `Search results for "${query}" | ${COMPANY.name}` : `Search | ${COMPANY.name}`,
      description: `Search ${COMPANY.name}: real estate photography, video, drone and 3D tour services, projects, property listings, articles and portfolio work.`,
      path: '/search',
      // Result pages are thin, endless variations of one page: keep them out of search engines.
      noindex: true,
      preload: heroPreload(HERO_IMAGE),
    };
  },
};

function Summary({ data }: { data: SearchPageData }) {
  if (!data.query) return <p className="search-summary">Type a word or two and press Search.</p>;
  return (
    <p className="search-summary" role="status">
      {data.total === 1 ? '1 result' : `${data.total} results`} for <strong>“{data.query}”</strong>
      {data.partial ? '. Some pages could not be searched right now.' : ''}
    </p>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <Hero {...PAGE_HERO_TEXTS.search} image={HERO_IMAGE} pageKey="search" />
      <section className="section search-page" aria-label="Search results">
        <div className="container search-container">
          <SearchForm query={data.query} />
          <Summary data={data} />
          {data.groups.length > 0 ? <SearchResults groups={data.groups} /> : null}
          {data.query && data.total === 0 ? (
            <div className="search-empty">
              <h2 className="search-empty-title">No results</h2>
              <p>Nothing matched your search. Try a different word, or start from one of these pages:</p>
              <ul className="search-suggestions">
                <li>
                  <Link to="/services">Our Services</Link>
                </li>
                <li>
                  <Link to="/portfolio">Portfolio</Link>
                </li>
                <li>
                  <Link to="/projects">Projects</Link>
                </li>
                <li>
                  <Link to="/blog">Blog</Link>
                </li>
              </ul>
            </div>
          ) : null}
        </div>
      </section>
      <CtaSection {...PAGE_CTAS.search} />
    </>
  );
}
