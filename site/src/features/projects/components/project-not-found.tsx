import { Link } from 'react-router-dom';

/** Shown (with HTTP 404) for a /projects/{slug-or-id} that does not exist. */
export function ProjectNotFound() {
  return (
    <section className="section project-not-found" aria-labelledby="project-not-found-title">
      <div className="container">
        <p className="eyebrow">404</p>
        <h1 id="project-not-found-title">Project Not Found</h1>
        <p>We could not find that project. Browse all of our notable projects instead.</p>
        <div className="button-row">
          <Link className="button button--primary" to="/projects">
            View All Projects
          </Link>
          <Link className="button button--outline" to="/contact">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
