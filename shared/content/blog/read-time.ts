import type { Block } from '../../schemas/content.ts';

/** Average adult reading speed for web copy, in words per minute. */
const WORDS_PER_MINUTE = 200;

function blockWords(block: Block): number {
  const text = block.type === 'list' ? block.items.join(' ') : block.type === 'image' ? '' : block.text;
  return text.split(/\s+/).filter(Boolean).length;
}

export function wordCount(blocks: Block[]): number {
  return blocks.reduce((sum, block) => sum + blockWords(block), 0);
}

/** '6 min read': computed from the text so the label can never drift from the article. */
export function readTimeOf(blocks: Block[]): string {
  return `${Math.max(1, Math.round(wordCount(blocks) / WORDS_PER_MINUTE))} min read`;
}
