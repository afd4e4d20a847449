import { useEffect, useState } from 'react';
import { COMPANY } from '#shared/content/company.ts';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx';
import { NavAnchor } from './nav-anchor.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { isGroup, NAV_ENTRIES } from './nav-links.ts';
import { useScrolled } from './use-scrolled.ts';

/** Spec section 9: the bar turns solid once the page is scrolled more than 50 px. */
const SCROLL_THRESHOLD = 50;

/**
 * The fixed navigation bar: transparent with the light logo over the hero, white translucent with
 * the dark logo once scrolled. Desktop dropdowns; a toggle and a collapsible panel on small screens.
 */
interface NavbarProps {
  /** The current page's path. */
  pathname: string;
}

export function Navbar({ pathname }: NavbarProps) {
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  const closeAll = () => {
    setOpenKey(null);
    setMobileOpen(false);
  };

  // Escape closes the mobile panel and gives focus back to its toggle.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      document.getElementById('nav-toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  const classes = ['navbar', scrolled ? 'is-scrolled' : '', mobileOpen ? 'is-menu-open' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes}>
      <div className="container navbar-inner">
        <a href="/" className="navbar-brand" onClick={closeAll}>
          <img
            className="logo logo--light"
            src="/brand/logo-light.png"
            alt={COMPANY.name}
            width={175}
            height={44}
          />
          <img
            className="logo logo--dark"
            src="/brand/logo-dark.png"
            alt={COMPANY.name}
            width={175}
            height={44}
          />
        </a>
        <nav className="nav-desktop" aria-label="Main">
          <ul className="nav-list">
            {NAV_ENTRIES.map((entry) =>
              isGroup(entry) ? (
                <NavDropdown
                  key={entry.key}
                  group={entry}
                  open={openKey === entry.key}
                  pathname={pathname}
                  onOpenChange={(open) => setOpenKey(open ? entry.key : null)}
                  onNavigate={closeAll}
                />
              ) : (
                <li className="nav-item" key={entry.to}>
                  <NavAnchor to={entry.to} pathname={pathname} className="nav-link" onClick={closeAll}>
                    {entry.label}
                  </NavAnchor>
                </li>
              ),
            )}
          </ul>
        </nav>
        <a href="/contact" className="button button--primary navbar-cta" onClick={closeAll}>
          Get a Quote
        </a>
        <button
          id="nav-toggle"
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
      <MobileMenu open={mobileOpen} pathname={pathname} onNavigate={closeAll} />
    </header>
  );
}

export default Navbar;
