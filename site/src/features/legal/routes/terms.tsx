import { TERMS_OF_USE } from '#shared/content/legal/terms.ts';
import { heroPreload } from '../../../components/layout/hero.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { LEGAL_HERO_IMAGE, LegalPage } from '../components/legal-page.tsx';

export const handle: RouteHandle = {
  meta: () => ({
    title: TERMS_OF_USE.metaTitle,
    description: TERMS_OF_USE.description,
    path: '/terms',
    preload: heroPreload(LEGAL_HERO_IMAGE),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: TERMS_OF_USE.title, path: '/terms' },
      ]),
    ],
  }),
};

export function Component() {
  return <LegalPage doc={TERMS_OF_USE} pageKey="terms" />;
}
