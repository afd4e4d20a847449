import type { Block } from '#shared/schemas/content.ts';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

/**
 * One content block of an article. An unknown block type renders nothing (spec). The owner's text
 * reads as everywhere on the site: a blank line starts a new paragraph (components/ui/paragraphs.tsx).
 */
export function PostBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="post-heading">{block.text}</h2>;
    case 'paragraph':
      return <Paragraphs text={block.text} />;
    case 'image':
      return (
        <figure className="post-figure">
          <ResponsiveImage
            src={block.src}
            alt={block.alt}
            sizes="(max-width: 900px) 100vw, 760px"
            className="post-figure-image"
            media={block.media}
          />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'highlight':
      return (
        <div className="post-highlight">
          <Paragraphs text={block.text} />
        </div>
      );
    case 'quote':
      return (
        <figure className="post-quote">
          <blockquote>
            <Paragraphs text={block.text} />
          </blockquote>
          {block.author ? <figcaption>{block.author}</figcaption> : null}
        </figure>
      );
    case 'list':
      return (
        <ul className="post-list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

export function PostBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="post-content">
      {blocks.map((block, index) => (
        <PostBlock key={index} block={block} />
      ))}
    </div>
  );
}
