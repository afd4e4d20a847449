import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { Chevron } from '../ui/chevron.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import { inSection, type NavGroup } from './nav-links.ts';

/** Spec section 9: a dropdown closes 150 ms after focus leaves it. */
const BLUR_CLOSE_MS = 150;

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  pathname: string;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/**
 * A desktop dropdown: the parent is a real link (so it works without JavaScript) and a chevron
 * button toggles the list. Opens on hover, click and keyboard; closes on mouse leave, Escape and
 * 150 ms after focus leaves it.
 */
export function NavDropdown({ group, open, pathname, onOpenChange, onNavigate }: NavDropdownProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  // A mouse reaching the caret has already opened the list by hovering; its click must not close it.
  const openedByHover = useRef(false);
  const listId = `nav-${group.key}-menu`;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => onOpenChange(false), BLUR_CLOSE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      toggleRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === toggleRef.current) {
      event.preventDefault();
      onOpenChange(true);
      // The list renders on the next frame once open.
      window.requestAnimationFrame(() => listRef.current?.querySelector('a')?.focus());
    }
  }

  return (
    <li
      className={`nav-item has-dropdown${open ? ' is-open' : ''}`}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        onOpenChange(false);
      }}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavAnchor
        to={group.to}
        pathname={pathname}
        className={inSection(pathname, group.to) ? 'nav-link is-section' : 'nav-link'}
        onClick={onNavigate}
      >
        {group.label}
      </NavAnchor>
      <button
        ref={toggleRef}
        type="button"
        className="nav-caret"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${group.label} menu`}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          onOpenChange(keepOpen || !open);
        }}
      >
        <Chevron size={14} className="nav-caret-icon" />
      </button>
      <ul ref={listRef} id={listId} className="nav-dropdown" hidden={!open}>
        {group.children.map((link) => (
          <li key={link.to}>
            <NavAnchor to={link.to} pathname={pathname} className="nav-dropdown-link" onClick={onNavigate}>
              {link.label}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </li>
  );
}
