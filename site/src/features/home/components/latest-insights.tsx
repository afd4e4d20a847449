import { Link } from 'react-router-dom';
import type { PostCardData } from '#shared/schemas/post-view.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** Spec section 9: the home teaser shows the first 3 posts. */
export const TEASER_COUNT = 3;

/** 'Latest Insights': the three newest published posts (the loader picks them) and a link to the blog. */
export function LatestInsights({ posts }: { posts: PostCardData[] }) {
  return (
    <section className="section" aria-labelledby="home-insights-title">
      <div className="container">
        <SectionHeading
          id="home-insights-title"
          eyebrow="From the Blog"
          title="Latest Insights"
          subtitle="Practical advice on photography, marketing and technology for real estate professionals."
        />
        <div className="post-grid">
          {posts.map((post, index) => (
            <Reveal as="article" index={index} className="post-card" key={post.slug}>
              <Link to={`/blog/${post.slug}`} className="post-card-media" tabIndex={-1} aria-hidden="true">
                <ResponsiveImage
                  src={post.image}
                  alt=""
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  media={post.imageMedia}
                />
              </Link>
              <div className="post-card-body">
                <p className="post-card-meta">
                  <span className="tag">{post.category}</span>
                  <span className="post-card-date">
                    <Icon name="calendar" size={14} />
                    {post.date}
                  </span>
                  {post.readTime ? (
                    <span className="post-card-date">
                      <Icon name="clock" size={14} />
                      {post.readTime}
                    </span>
                  ) : null}
                </p>
                <h3 className="post-card-title">
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
                <p className="post-card-text">{post.excerpt}</p>
                <Link to={`/blog/${post.slug}`} className="text-link">
                  Read More<span className="visually-hidden">: {post.title}</span>
                  <Icon name="arrow-right" size={16} />
                </Link>
              </div>
            </Reveal>
          ))}
        </div>
        <div className="button-row button-row--center section-more">
          <Link className="button button--outline" to="/blog">
            View all blog posts
          </Link>
        </div>
      </div>
    </section>
  );
}
