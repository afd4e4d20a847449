import type { ReactNode } from 'react';

interface RevealProps {
  /** Position in its group: the animation starts index × 0.1 s later (spec section 9). */
  index?: number;
  as?: 'div' | 'li' | 'article' | 'section' | 'figure';
  className?: string;
  children: ReactNode;
}

/**
 * Content that fades in once as it scrolls into view. Only markup: the page's script animates
 * every `[data-reveal]` element (site/src/lib/reveal-on-scroll.ts), so no React runs for it.
 */
export function Reveal({ index = 0, as: Tag = 'div', className, children }: RevealProps) {
  return (
    <Tag className={className ? `reveal ${className}` : 'reveal'} data-reveal={index}>
      {children}
    </Tag>
  );
}
