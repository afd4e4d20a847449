import { Form, Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  status: () => 404,
  meta: ({ pathname }) => ({
    title: 'Page Not Found | Lumen Realty Media',
    description:
      'The page you are looking for does not exist or has moved. Find our services, portfolio and contact details here.',
    path: pathname,
    noindex: true,
  }),
};

/** The 404 page: a real 404 status (handle.status) with the ways back into the site. */
export function Component() {
  return (
    <section className="section not-found" aria-labelledby="not-found-title">
      <div className="container not-found-inner">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page Not Found</h1>
        <p className="not-found-text">
          Sorry, we couldn't find that page. It may have moved, or the address may be mistyped.
        </p>
        <div className="button-row button-row--center">
          <Link className="button button--primary" to="/">
            <Icon name="home" size={18} />
            Back to Home
          </Link>
          <Link className="button button--outline" to="/services">
            Our Services
          </Link>
          <Link className="button button--outline" to="/contact">
            Contact Us
          </Link>
        </div>
        <Form method="get" action="/search" className="not-found-search" role="search">
          <label htmlFor="not-found-q" className="visually-hidden">
            Search the site
          </label>
          <input
            id="not-found-q"
            className="input"
            type="search"
            name="q"
            placeholder="Search services, projects, articles..."
          />
          <button className="button button--dark" type="submit">
            <Icon name="search" size={18} />
            Search
          </button>
        </Form>
      </div>
    </section>
  );
}
