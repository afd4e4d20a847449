import { Link } from 'react-router-dom';
import type { PageMeta } from '../../lib/page-meta.ts';

/** The head of that page: never indexed, and it names no draft. */
export const previewSignInMeta = (pathname: string): PageMeta => ({
  title: 'Sign in to see this preview | Lumen Realty Media',
  description: 'Only the owner can see a draft before it is published.',
  path: pathname,
  noindex: true,
});

/**
 * A /preview/ address opened without the owner's session: the desktop app opens previews in the
 * system browser, where the owner may not be signed in. It says how to see the draft and tells a
 * visitor nothing about it (every address under /preview/ answers the same, with HTTP 401).
 */
export function PreviewSignIn({ noun }: { noun: 'project' | 'post' }) {
  return (
    <section className="section page-not-found" aria-labelledby="preview-sign-in-title">
      <div className="container">
        <p className="eyebrow">Preview</p>
        <h1 id="preview-sign-in-title">Sign in to see this preview</h1>
        <p>
          Only the owner can see a {noun} before it is published. Sign in to the admin in this browser, then
          open the preview again.
        </p>
        <div className="button-row">
          {/* The admin is its own app: a full page load, not a client-side link. */}
          <a className="button button--primary" href="/admin">
            Sign in
          </a>
          <Link className="button button--outline" to="/">
            Home
          </Link>
        </div>
      </div>
    </section>
  );
}
