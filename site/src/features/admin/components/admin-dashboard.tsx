import { useEffect, useRef } from 'react';
import { ADMIN_SECTIONS, type AdminSection } from '../sections/admin-sections.ts';
import { SECTION_PREFIX, SectionNav } from '../sections/section-nav.tsx';
import { preloadSections, SectionOutlet } from '../sections/section-outlet.tsx';
import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { attachStudioHistory } from '../stores/studio-history.ts';
import { useAdminStores, useNavigation } from '../stores/use-admin-stores.ts';
import { AccountBar } from './account-bar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { TabPanel } from './tabs.tsx';
import { useNoStrayFileDrops } from './use-file-drop.ts';
import { useUnloadGuard } from './use-unload-guard.ts';

const SECTIONS: readonly AdminSection[] = ADMIN_SECTIONS;

/**
 * Spec section 2 item 4 onwards: the hero, then the workspace: the sections' sidebar (in view while
 * an editor scrolls), the heading with the owner's name and Sign out, and the open section.
 */
export function AdminDashboard() {
  const stores = useAdminStores();
  const { leaving } = stores;
  const sectionId = useNavigation((s) => s.section);
  const section = ADMIN_SECTIONS.find((s) => s.id === sectionId) ?? ADMIN_SECTIONS[0];
  const main = useRef<HTMLDivElement>(null);
  const shownSection = useRef(sectionId);
  useEffect(() => {
    if (shownSection.current === sectionId) return;
    shownSection.current = sectionId;
    // Opened from the sidebar (which stays in view) far down a long editor: the new section starts
    // at its top, not with the owner looking at the site's footer below a shorter section.
    if ((main.current?.getBoundingClientRect().top ?? 0) < 0)
      main.current?.scrollIntoView({ block: 'start' });
  }, [sectionId]);
  useUnloadGuard(leaving.unsavedWork);
  // Back and Forward move between the sections and editors the owner opened, not out of the studio.
  useEffect(() => attachStudioHistory(stores, window), [stores]);
  useNoStrayFileDrops();
  useEffect(() => {
    // The sidebar's numbers (what is left before launch, new quote requests, entries of each kind)
    // from the start, before any of their sections is opened.
    for (const s of SECTIONS) s.loadCount?.(stores);
    preloadSections();
  }, [stores]);
  return (
    <div className="admin-dashboard">
      <section className="admin-hero" aria-labelledby="admin-hero-title">
        <h1 id="admin-hero-title">{DASHBOARD_TEXTS.heroTitle}</h1>
        <p>{DASHBOARD_TEXTS.heroSubtitle}</p>
      </section>
      <div className="admin-workspace">
        <SectionNav />
        <div className="admin-main" ref={main}>
          <AccountBar />
          <OfflineBanner />
          <TabPanel idPrefix={SECTION_PREFIX} id={section.id}>
            <SectionOutlet section={section} />
          </TabPanel>
        </div>
      </div>
    </div>
  );
}
