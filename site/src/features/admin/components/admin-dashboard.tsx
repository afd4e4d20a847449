import { useEffect } from 'react';
import { ADMIN_SECTIONS } from '../sections/admin-sections.ts';
import { SECTION_PREFIX, SectionNav } from '../sections/section-nav.tsx';
import { preloadSections, SectionOutlet } from '../sections/section-outlet.tsx';
import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { useAdminStores, useNavigation } from '../stores/use-admin-stores.ts';
import { AccountBar } from './account-bar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { TabPanel } from './tabs.tsx';
import { useUnloadGuard } from './use-unload-guard.ts';

/**
 * Spec section 2 item 4 onwards: the hero, then the workspace: the sections' sidebar (in view while
 * an editor scrolls), the heading with the owner's name and Sign out, and the open section.
 */
export function AdminDashboard() {
  const { readiness, inquiries, leaving } = useAdminStores();
  const sectionId = useNavigation((s) => s.section);
  const section = ADMIN_SECTIONS.find((s) => s.id === sectionId) ?? ADMIN_SECTIONS[0];
  useUnloadGuard(leaving.unsavedWork);
  useEffect(() => {
    // The sidebar shows from the start how much is left before launch and how many quote
    // requests are new, before either section is opened.
    if (readiness.getState().status === 'idle') void readiness.getState().load();
    if (inquiries.getState().status === 'idle') void inquiries.getState().load();
    preloadSections();
  }, [readiness, inquiries]);
  return (
    <div className="admin-dashboard">
      <section className="admin-hero" aria-labelledby="admin-hero-title">
        <h1 id="admin-hero-title">{DASHBOARD_TEXTS.heroTitle}</h1>
        <p>{DASHBOARD_TEXTS.heroSubtitle}</p>
      </section>
      <div className="admin-workspace">
        <SectionNav />
        <div className="admin-main">
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
