import { Link } from 'react-router-dom';

interface NotFoundSectionProps {
  /** e.g. 'Service Not Found'. */
  title: string;
  text: string;
  /** The main way back, e.g. to the list the visitor was looking in. */
  back: { to: string; label: string };
}

/** Shown (with HTTP 404, set by the route's handle) for an address inside a section that does not exist. */
export function NotFoundSection({ title, text, back }: NotFoundSectionProps) {
  return (
    <section className="section page-not-found" aria-labelledby="page-not-found-title">
      <div className="container">
        <p className="eyebrow">404</p>
        <h1 id="page-not-found-title">{title}</h1>
        <p>{text}</p>
        <div className="button-row">
          <Link className="button button--primary" to={back.to}>
            {back.label}
          </Link>
          <Link className="button button--outline" to="/contact">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
