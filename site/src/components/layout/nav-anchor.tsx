import type { ReactNode } from 'react';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** True when `to` is the current page (what react-router's `<NavLink end>` marks active). */
const isCurrent = (pathname: string, to: string) => normalise(pathname) === normalise(to);

interface NavAnchorProps {
  to: string;
  /** The current page's path (given by the server: islands have no router). */
  pathname: string;
  className: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A navigation link, a plain page load, marked `active` and `aria-current="page"` on its own page. */
export function NavAnchor({ to, pathname, className, onClick, children }: NavAnchorProps) {
  const current = isCurrent(pathname, to);
  return (
    <a
      href={to}
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
