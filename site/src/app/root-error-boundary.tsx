import { COMPANY } from '#shared/content/company.ts';
import type { PageMeta } from '../lib/page-meta.ts';

/** The head of the error page (the route that failed cannot say what it is). */
export const ERROR_PAGE_META = (path: string): PageMeta => ({
  title: `Something Went Wrong | ${COMPANY.name}`,
  description: 'This page could not be shown right now. Please try again in a moment.',
  path,
  noindex: true,
});

/**
 * The site's own error page, shown in place of the whole layout when a route throws (its loader
 * or its component): on the server with HTTP 500 (site/src/entry-server.tsx). Public pages have no
 * client router; plain links, so leaving it reloads the site from a clean state.
 */
export function RootErrorBoundary() {
  return (
    <main id="main-content" className="section not-found" aria-labelledby="error-page-title">
      <div className="container not-found-inner">
        <p className="not-found-code" aria-hidden="true">
          500
        </p>
        <h1 id="error-page-title">Something Went Wrong</h1>
        <p className="not-found-text">
          Sorry, this page could not be shown right now. Please try again in a moment, or call us at{' '}
          <a href={`tel:${COMPANY.phoneE164}`}>{COMPANY.phone}</a>.
        </p>
        <div className="button-row button-row--center">
          <a className="button button--primary" href="/">
            Back to Home
          </a>
          <a className="button button--outline" href="/contact">
            Contact Us
          </a>
        </div>
      </div>
    </main>
  );
}
