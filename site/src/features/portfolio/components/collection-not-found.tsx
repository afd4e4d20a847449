import { Link } from 'react-router-dom';

/** Shown (with HTTP 404) for a /portfolio/{slug} that does not exist. */
export function CollectionNotFound() {
  return (
    <section className="section portfolio-not-found" aria-labelledby="portfolio-not-found-title">
      <div className="container">
        <p className="eyebrow">404</p>
        <h1 id="portfolio-not-found-title">Portfolio Not Found</h1>
        <p>We could not find that portfolio. Browse all of our work instead.</p>
        <div className="button-row">
          <Link className="button button--primary" to="/portfolio">
            View All Portfolios
          </Link>
          <Link className="button button--outline" to="/contact">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
