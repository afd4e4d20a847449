import { ABOUT } from '../about/about.ts';
import { SERVICE_CARDS } from '../home/service-cards.ts';
import { IMAGE_CATALOG } from '../media/image-catalog.ts';
import { PAGE_HEROES } from '../page-heroes.ts';
import { COLLECTION_PAGES } from '../portfolio/collection-pages.ts';
import { PORTFOLIO_INDEX } from '../portfolio/portfolio-index.ts';
import { PROJECTS_INDEX } from '../projects/projects.ts';
import { SERVICE_PAGES } from '../services/service-pages.ts';
import { SERVICE_SUMMARIES, servicePath } from '../services/service-summaries.ts';
import { SERVICES_ALL, SERVICES_INDEX } from '../services/services-overview.ts';
import {
  ABOUT_FOUNDER_SLOT,
  ABOUT_STUDIO_SLOT,
  ABOUT_TEAM_SLOT,
  heroSlot,
  mobileHeroSlot,
  serviceCardSlot,
} from './slot-ids.ts';

/**
 * Every picture slot of the public site, read from the content modules that describe the sample
 * site (they stay the one description of it): the slot's id, the page it is on, what it is, and
 * the picture shipped for it. The store is seeded from this list (docs/pictures.md).
 */
interface PictureSlot {
  id: string;
  page: string;
  label: string;
  src: string;
  alt: string;
}

const catalogAlt = (src: string) => IMAGE_CATALOG[src]?.alt ?? '';
const hero = (pageKey: string, page: string, src: string, label = 'Hero'): PictureSlot => ({
  id: heroSlot(pageKey),
  page,
  label,
  src,
  alt: catalogAlt(src),
});
const plain = (title: string) => title.replace(/\|/g, ' ');

/**
 * One slot per service card picture: the home and services grids' cards, then the services only
 * the related-service cards show (their summaries). A card shows the same picture wherever it is.
 */
function serviceCardSlots(): PictureSlot[] {
  const cards = SERVICE_CARDS.flatMap((card) => (card.image ? [{ ...card, image: card.image }] : []));
  const listed = new Set(cards.map((card) => serviceCardSlot(card.href)));
  const related = Object.entries(SERVICE_SUMMARIES)
    .map(([slug, card]) => ({ ...card, href: servicePath(slug) }))
    .filter((card) => card.image && !listed.has(serviceCardSlot(card.href)));
  return [...cards, ...related].map((card) => ({
    id: serviceCardSlot(card.href),
    page: 'Service cards',
    label: card.title,
    src: card.image!,
    alt: catalogAlt(card.image!),
  }));
}

export const PICTURE_SLOTS: readonly PictureSlot[] = [
  hero('home', 'Home', PAGE_HEROES.homeDesktop, 'Hero (desktop)'),
  {
    id: mobileHeroSlot('home'),
    page: 'Home',
    label: 'Hero (mobile)',
    src: PAGE_HEROES.homeMobile,
    alt: catalogAlt(PAGE_HEROES.homeMobile),
  },
  ...serviceCardSlots(),
  hero('about', 'About', ABOUT.hero.image),
  { id: ABOUT_TEAM_SLOT, page: 'About', label: 'Team photo', ...ABOUT.whoWeAre.image },
  { id: ABOUT_STUDIO_SLOT, page: 'About', label: 'Mission and vision photo', ...ABOUT.missionVision.image },
  { id: ABOUT_FOUNDER_SLOT, page: 'About', label: 'Founder photo', ...ABOUT.founder.image },
  hero('services', 'Services', SERVICES_INDEX.hero.image),
  hero('services-all', 'All services', SERVICES_ALL.hero.image),
  ...SERVICE_PAGES.map((page) => hero(page.slug, `Service: ${plain(page.hero.title)}`, page.hero.image)),
  hero('portfolio', 'Portfolio', PORTFOLIO_INDEX.hero.image),
  ...COLLECTION_PAGES.map((page) =>
    hero(`portfolio-${page.slug}`, `Portfolio: ${plain(page.hero.title)}`, page.hero.image),
  ),
  hero('projects', 'Projects', PROJECTS_INDEX.hero.image),
  hero('blog', 'Blog', PAGE_HEROES.blog),
  hero('contact', 'Contact', PAGE_HEROES.contact),
  hero('search', 'Search', PAGE_HEROES.search),
];

export function pictureSlot(id: string): PictureSlot | undefined {
  return PICTURE_SLOTS.find((slot) => slot.id === id);
}
