import { COMPANY } from '#shared/content/company.ts';

/**
 * A listing taken down (410) or never here (404). The branded page links to the agency; the
 * unbranded one stays without agency marketing and links nowhere. Buyers read it: no status code
 * is shown on it (the response carries it).
 */
export function ListingGone({ gone, branded }: { gone: boolean; branded: boolean }) {
  return (
    <section className="section page-not-found" aria-labelledby="listing-gone-title">
      <div className="container">
        <h1 id="listing-gone-title">{gone ? 'This Property Is No Longer Listed' : 'Listing Not Found'}</h1>
        {branded ? (
          <>
            <p>
              {gone
                ? 'This property website has been taken down. See our current listings, or get in touch.'
                : 'We could not find that property. See our current listings, or get in touch.'}
            </p>
            <div className="button-row">
              <a className="button button--primary" href="/listings">
                Current Listings
              </a>
              <a className="button button--outline" href="/">
                {COMPANY.name}
              </a>
            </div>
          </>
        ) : (
          <p>This property is not available.</p>
        )}
      </div>
    </section>
  );
}
