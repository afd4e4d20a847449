import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Chevron } from '../ui/chevron.tsx';
import { isGroup, NAV_ENTRIES } from './nav-links.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  open: boolean;
  onNavigate: () => void;
}

/**
 * The small-screen panel: the same items as the desktop bar, dropdowns as expandable sections.
 * Choosing a link closes it. Without scripting, CSS shows the top-level links (the Services and
 * Portfolio pages list every sub-page).
 */
export function MobileMenu({ open, onNavigate }: MobileMenuProps) {
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
                <NavLink to={entry.to} end className="mobile-link" onClick={choose}>
                  {entry.label}
                </NavLink>
              </li>
            );
          }
          const isOpen = expanded === entry.key;
          const sectionId = `mobile-${entry.key}-menu`;
          return (
            <li key={entry.to} className={isOpen ? 'mobile-group is-open' : 'mobile-group'}>
              <div className="mobile-group-row">
                <NavLink to={entry.to} end className="mobile-link" onClick={choose}>
                  {entry.label}
                </NavLink>
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
                    <NavLink to={link.to} end className="mobile-sub-link" onClick={choose}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <NavLink to="/contact" className="button button--primary mobile-cta" onClick={choose}>
        Get a Quote
      </NavLink>
    </nav>
  );
}
