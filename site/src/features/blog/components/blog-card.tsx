import type { PostCardData } from '#shared/schemas/post-view.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

interface PostCardProps {
  post: PostCardData;
  /** Heading level of the title inside the page outline. */
  level?: 2 | 3;
}

/**
 * A post in a list: image, category, date, title, excerpt and author line. The title link covers the
 * whole card (one link per card for screen readers, a large target for everyone).
 */
export function PostCard({ post, level = 3 }: PostCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <div className="blog-card-media">
        <ResponsiveImage
          src={post.image}
          alt=""
          sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 380px"
          className="blog-card-image"
          media={post.imageMedia}
        />
      </div>
      <div className="blog-card-body">
        <p className="blog-card-meta">
          <span className="tag">{post.category}</span>
          <time dateTime={post.datePublished}>{post.date}</time>
        </p>
        <Title className="blog-card-title">
          <a className="blog-card-link" href={`/blog/${post.slug}`}>
            {post.title}
          </a>
        </Title>
        {post.excerpt ? <p className="blog-card-excerpt">{post.excerpt}</p> : null}
        <p className="blog-card-author">
          {post.author ? `By ${post.author.name}` : 'By the Lumen team'}
          {post.readTime ? ` · ${post.readTime}` : ''}
        </p>
      </div>
    </article>
  );
}
