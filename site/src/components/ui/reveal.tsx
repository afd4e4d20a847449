import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface RevealProps {
  /** Position in its group: the animation starts index × 0.1 s later (spec section 9). */
  index?: number;
  as?: 'div' | 'li' | 'article' | 'section' | 'figure';
  className?: string;
  children: ReactNode;
}

type Phase = 'static' | 'pending' | 'revealed';

/**
 * Fades and lifts its content in once, the first time it scrolls into view (0.6 s). Content is
 * visible in the server HTML and without JavaScript; only elements that are still off screen after
 * hydration are hidden until they arrive, so nothing on screen flickers. Under
 * prefers-reduced-motion nothing moves.
 */
export function Reveal({ index = 0, as: Tag = 'div', className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          if (visible) {
            observer.disconnect();
            return;
          }
          setPhase('pending');
          return;
        }
        if (visible) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -40px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = ['reveal', phase === 'static' ? '' : `is-${phase}`, className ?? '']
    .filter(Boolean)
    .join(' ');
  const style = phase === 'revealed' ? { transitionDelay: `${Math.min(index, 12) * 0.1}s` } : undefined;
  return (
    // biome-ignore lint/suspicious/noExplicitAny: a polymorphic ref over a handful of block elements
    <Tag ref={ref as any} className={classes} style={style}>
      {children}
    </Tag>
  );
}
