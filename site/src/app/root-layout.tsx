import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Navbar } from '../components/layout/navbar.island.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { Island } from '../islands/island.tsx';
import { UpdatePrompt } from '../lib/pwa/update-prompt.island.tsx';

/**
 * Every page: rendered on the server only. Links between pages are plain page loads (the browser
 * keeps and restores the scroll position itself); the navigation bar and the update prompt are
 * islands hydrated in the browser.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <Island of={Navbar} props={{ pathname }} />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Island of={UpdatePrompt} props={{}} />
    </>
  );
}
