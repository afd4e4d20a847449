import { Link } from 'react-router-dom';

/** Shown (with HTTP 404) for a /services/{slug} that does not exist. */
export function ServiceNotFound() {
  return (
    <section className="section service-not-found" aria-labelledby="service-not-found-title">
      <div className="container">
        <p className="eyebrow">404</p>
        <h1 id="service-not-found-title">Service Not Found</h1>
        <p>We could not find that service. It may have moved, or the address may be mistyped.</p>
        <div className="button-row">
          <Link className="button button--primary" to="/services">
            View All Services
          </Link>
          <Link className="button button--outline" to="/contact">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
