import { Link } from 'react-router-dom';
import type { Crumb } from '../../../lib/structured-data.ts';

/** The visible trail matching the page's BreadcrumbList structured data. */
export function ProjectBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="project-breadcrumb" aria-label="Breadcrumb">
      <ol className="container project-breadcrumb-list">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
