import { useState } from 'react';
import { Chevron } from '../ui/chevron.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import { isGroup, NAV_ENTRIES } from './nav-links.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  open: boolean;
  pathname: string;
  onNavigate: () => void;
}

/**
 * The small-screen panel: the same items as the desktop bar, dropdowns as expandable sections.
 * Choosing a link closes it. Without scripting, CSS shows the top-level links (the Services and
 * Portfolio pages list every sub-page).
 */
export function MobileMenu({ open, pathname, onNavigate }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  // Choosing a link closes the menus: the panel and its expanded section.
  const choose = () => {
    setExpanded(null);
    onNavigate();
  };
  return (
    <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label="Mobile" hidden={!open}>
      <ul className="mobile-menu-list">
        {NAV_ENTRIES.map((entry) => {
          if (!isGroup(entry)) {
            return (
              <li key={entry.to}>
                <NavAnchor to={entry.to} pathname={pathname} className="mobile-link" onClick={choose}>
                  {entry.label}
                </NavAnchor>
              </li>
            );
          }
          const isOpen = expanded === entry.key;
          const sectionId = `mobile-${entry.key}-menu`;
          return (
            <li key={entry.to} className={isOpen ? 'mobile-group is-open' : 'mobile-group'}>
              <div className="mobile-group-row">
                <NavAnchor to={entry.to} pathname={pathname} className="mobile-link" onClick={choose}>
                  {entry.label}
                </NavAnchor>
                <button
                  type="button"
                  className="mobile-expand"
                  aria-expanded={isOpen}
                  aria-controls={sectionId}
                  aria-label={`${entry.label} menu`}
                  onClick={() => setExpanded(isOpen ? null : entry.key)}
                >
                  <Chevron size={18} className="mobile-expand-icon" />
                </button>
              </div>
              <ul id={sectionId} className="mobile-sub" hidden={!isOpen}>
                {entry.children.map((link) => (
                  <li key={link.to}>
                    <NavAnchor to={link.to} pathname={pathname} className="mobile-sub-link" onClick={choose}>
                      {link.label}
                    </NavAnchor>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <NavAnchor
        to="/contact"
        pathname={pathname}
        className="button button--primary mobile-cta"
        onClick={choose}
      >
        Get a Quote
      </NavAnchor>
    </nav>
  );
}
