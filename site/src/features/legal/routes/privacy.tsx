import { PRIVACY_POLICY } from '#shared/content/legal/privacy.ts';
import { heroPreload } from '../../../components/layout/hero.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { LEGAL_HERO_IMAGE, LegalPage } from '../components/legal-page.tsx';

export const handle: RouteHandle = {
  meta: () => ({
    title: PRIVACY_POLICY.metaTitle,
    description: PRIVACY_POLICY.description,
    path: '/privacy',
    preload: heroPreload(LEGAL_HERO_IMAGE),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: PRIVACY_POLICY.title, path: '/privacy' },
      ]),
    ],
  }),
};

export function Component() {
  return <LegalPage doc={PRIVACY_POLICY} pageKey="privacy" />;
}
