import { Link } from 'react-router-dom';
import { PAGE_HERO_TEXTS } from '#shared/content/page-heroes.ts';
import { Hero } from '../../../components/layout/hero.tsx';

/** Unknown slug (spec): 'Post Not Found' with a way back; the route answers HTTP 404. */
export function PostNotFound({ heroImage }: { heroImage: string }) {
  return (
    <>
      <Hero {...PAGE_HERO_TEXTS.postNotFound} image={heroImage} pageKey="post" />
      <section className="section post-missing">
        <div className="container post-missing-inner">
          <p className="post-missing-text">
            Browse all of our articles on photography, drones, 3D tours and real estate marketing.
          </p>
          <Link className="button button--dark" to="/blog">
            Return to Blog
          </Link>
        </div>
      </section>
    </>
  );
}
