import { Link } from 'react-router-dom';
import type { SearchGroup } from '#shared/content/search/search-engine.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

const groupId = (kind: string) => `search-group-${kind}`;

/** Results by kind (Services, Projects, Listings, Blog Posts, Portfolio), each a linked title with a summary. */
export function SearchResults({ groups }: { groups: SearchGroup[] }) {
  return (
    <div className="search-groups">
      {groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={groupId(group.kind)}>
          <h2 id={groupId(group.kind)} className="search-group-title">
            {group.label} <span className="search-group-count">({group.results.length})</span>
          </h2>
          <ul className="search-result-list">
            {group.results.map((result) => (
              <li key={result.id} className="search-result">
                {result.image ? (
                  <div className="search-result-media">
                    {/* Fixed box size: owner uploads have no catalogue entry, and nothing may shift. */}
                    <ResponsiveImage
                      src={result.image}
                      alt=""
                      sizes="160px"
                      width={480}
                      height={320}
                      media={result.imageMedia}
                    />
                  </div>
                ) : null}
                <div className="search-result-body">
                  {result.label ? <p className="search-result-label">{result.label}</p> : null}
                  <h3 className="search-result-title">
                    <Link to={result.path}>{result.title}</Link>
                  </h3>
                  <p className="search-result-summary">{result.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
