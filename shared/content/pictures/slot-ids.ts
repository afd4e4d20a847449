/**
 * Ids of the page-picture slots, as pages name them when they draw one (kept apart from the slot
 * list so a page bundle never carries the content modules the list is read from).
 */
/** A hero's slot id is its page key (the `pageKey` the page gives its hero) plus `-hero`. */
export const heroSlot = (pageKey: string) => `${pageKey}-hero`;
export const mobileHeroSlot = (pageKey: string) => `${pageKey}-hero-mobile`;
/** A service card's slot, by the card's link (`/services/photography` -> `service-card-photography`). */
export const serviceCardSlot = (href: string) => `service-card-${href.split('/').pop()}`;
export const ABOUT_TEAM_SLOT = 'about-team';
export const ABOUT_FOUNDER_SLOT = 'about-founder';
export const ABOUT_STUDIO_SLOT = 'about-studio';
