import type { PostBlock, PostEntry, PostInput } from '#shared/schemas/post.ts';
import type { ContentAdapter } from '../stores/content-adapter.ts';
import { slugOf } from './project-form.ts';

/** One body block as the editor holds it: text inputs only (a list is one item per line). */
export type BlockForm = { key: string } & (
  | { type: 'heading' | 'paragraph' | 'highlight'; text: string }
  | { type: 'quote'; text: string; author: string }
  | { type: 'image'; src: string; alt: string; caption: string }
  | { type: 'list'; items: string }
);
export type BlockType = BlockForm['type'];

export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  image: 'Image',
  highlight: 'Highlight',
  quote: 'Quote',
  list: 'List',
};

export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  datePublished: string;
  category: string;
  image: string;
  imageAlt: string;
  authorName: string;
  authorRole: string;
  authorImage: string;
  blocks: BlockForm[];
}

let nextKey = 1;
const key = () => `block-${nextKey++}`;

export function newBlock(type: BlockType): BlockForm {
  switch (type) {
    case 'quote':
      return { key: key(), type, text: '', author: '' };
    case 'image':
      return { key: key(), type, src: '', alt: '', caption: '' };
    case 'list':
      return { key: key(), type, items: '' };
    default:
      return { key: key(), type, text: '' };
  }
}

function blockFormOf(block: PostBlock): BlockForm {
  switch (block.type) {
    case 'quote':
      return { key: key(), type: 'quote', text: block.text, author: block.author ?? '' };
    case 'image':
      return { key: key(), type: 'image', src: block.src, alt: block.alt, caption: block.caption ?? '' };
    case 'list':
      return { key: key(), type: 'list', items: block.items.join('\n') };
    default:
      return { key: key(), type: block.type, text: block.text };
  }
}

function blockOf(block: BlockForm): PostBlock {
  switch (block.type) {
    case 'quote':
      return { type: 'quote', text: block.text, ...(block.author.trim() ? { author: block.author } : {}) };
    case 'image':
      return {
        type: 'image',
        src: block.src,
        alt: block.alt,
        ...(block.caption.trim() ? { caption: block.caption } : {}),
      };
    case 'list':
      return {
        type: 'list',
        items: block.items
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    default:
      return { type: block.type, text: block.text };
  }
}

const today = () => new Date().toISOString().slice(0, 10);

function postFormOf(entry: PostEntry): PostForm {
  return {
    title: entry.title,
    slug: entry.slug,
    excerpt: entry.excerpt,
    datePublished: entry.datePublished,
    category: entry.category,
    image: entry.image,
    imageAlt: entry.imageAlt,
    authorName: entry.author?.name ?? '',
    authorRole: entry.author?.role ?? '',
    authorImage: entry.author?.image ?? '',
    blocks: entry.content.map(blockFormOf),
  };
}

/** The API body; an author without a name is left out (the page then shows none). */
function postBodyOf(form: PostForm): Omit<PostInput, 'status' | 'publishAt'> {
  const author = form.authorName.trim()
    ? {
        name: form.authorName,
        role: form.authorRole,
        ...(form.authorImage.trim() ? { image: form.authorImage } : {}),
      }
    : undefined;
  return {
    slug: form.slug.trim() || slugOf(form.title),
    title: form.title,
    excerpt: form.excerpt,
    datePublished: form.datePublished,
    category: form.category,
    image: form.image,
    imageAlt: form.imageAlt,
    ...(author ? { author } : {}),
    content: form.blocks.map(blockOf),
  };
}

export const postAdapter: ContentAdapter<'posts', PostForm> = {
  kind: 'posts',
  empty: () => ({
    title: '',
    slug: '',
    excerpt: '',
    datePublished: today(),
    category: '',
    image: '',
    imageAlt: '',
    authorName: '',
    authorRole: '',
    authorImage: '',
    blocks: [newBlock('paragraph')],
  }),
  fromEntry: postFormOf,
  toBody: postBodyOf,
};
