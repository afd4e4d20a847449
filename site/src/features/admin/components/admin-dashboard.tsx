import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { AnalyticsView } from './analytics-view.tsx';
import type { Section } from '../stores/navigation-store.ts';
import { useAdminStores, useNavigation, useSession } from '../stores/use-admin-stores.ts';
import { InquiriesView } from './inquiries-view.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PortfolioManager } from './portfolio-manager.tsx';
import { PicturesView } from './pictures-view.tsx';
import { PostsView } from './posts-view.tsx';
import { ReadinessPanel } from './readiness-panel.tsx';
import { ProjectsView } from './projects-view.tsx';
import { SubscribersView } from './subscribers-view.tsx';
import { TestimonialsView } from './testimonials-view.tsx';
import { TabPanel, Tabs } from './tabs.tsx';
import { UserMenu } from './user-menu.tsx';

const SECTION_TABS: { id: Section; label: string }[] = [
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'projects', label: 'Projects' },
  { id: 'posts', label: 'Blog' },
  { id: 'pictures', label: 'Pictures' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'inquiries', label: 'Inquiries' },
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'analytics', label: 'Analytics' },
];

/** Spec section 2 item 4 onwards: hero, welcome line, user menu, then the chosen view. */
export function AdminDashboard() {
  const { navigation } = useAdminStores();
  const name = useSession((s) => s.name);
  const section = useNavigation((s) => s.section);
  return (
    <div className="admin-dashboard">
      <section className="admin-hero" aria-labelledby="admin-hero-title">
        <h1 id="admin-hero-title">{DASHBOARD_TEXTS.heroTitle}</h1>
        <p>{DASHBOARD_TEXTS.heroSubtitle}</p>
      </section>
      <div className="admin-container">
        <header className="admin-header">
          <div>
            <h2>{DASHBOARD_TEXTS.heading}</h2>
            <p className="admin-welcome">{DASHBOARD_TEXTS.welcome(name)}</p>
          </div>
          <UserMenu />
        </header>
        <OfflineBanner />
        <ReadinessPanel />
        <Tabs
          label="Admin sections"
          idPrefix="admin-section"
          tabs={SECTION_TABS}
          value={section}
          onChange={(value) => navigation.getState().setSection(value)}
        />
        <TabPanel idPrefix="admin-section" id={section}>
          {section === 'portfolio' ? <PortfolioManager /> : null}
          {section === 'projects' ? <ProjectsView /> : null}
          {section === 'posts' ? <PostsView /> : null}
          {section === 'pictures' ? <PicturesView /> : null}
          {section === 'testimonials' ? <TestimonialsView /> : null}
          {section === 'inquiries' ? <InquiriesView /> : null}
          {section === 'subscribers' ? <SubscribersView /> : null}
          {section === 'analytics' ? <AnalyticsView /> : null}
        </TabPanel>
      </div>
    </div>
  );
}
