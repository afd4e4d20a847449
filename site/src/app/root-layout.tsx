import { Outlet } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Navbar } from '../components/layout/navbar.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { KeepVisitedPages } from '../lib/pwa/keep-visited-pages.tsx';
import { UpdatePrompt } from '../lib/pwa/update-prompt.tsx';
import { HeadManager } from './head-manager.tsx';
import { BodyLoadedMarker, ScrollToTop } from './page-effects.tsx';

export function RootLayout() {
  return (
    <>
      <HeadManager />
      <ScrollToTop />
      <BodyLoadedMarker />
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <UpdatePrompt />
      <KeepVisitedPages />
    </>
  );
}
