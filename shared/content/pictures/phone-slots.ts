import { PAGE_HEROES } from '../page-heroes.ts';
import { heroSlot, mobileHeroSlot } from './slot-ids.ts';

/**
 * Picture slots with a phone variant (docs/pictures.md, "Phone pictures"): the phone slot shows
 * the desktop slot's picture, with its focal point, until the owner sets a picture of its own for
 * phones. Kept apart from the slot list, so the hero and the admin read it without the content
 * modules.
 */
interface PhoneSlot {
  phone: string;
  desktop: string;
  /** The pictures the site ships for each: a slot still showing its own is not the owner's. */
  shipped: { desktop: string; phone: string };
}

export const PHONE_SLOTS: readonly PhoneSlot[] = [
  {
    phone: mobileHeroSlot('home'),
    desktop: heroSlot('home'),
    shipped: { desktop: PAGE_HEROES.homeDesktop, phone: PAGE_HEROES.homeMobile },
  },
];

/**
 * What phones show: the phone slot's own picture once the owner set one (anything but the shipped
 * picture); else the desktop picture once the owner replaced it (so replacing the hero changes
 * phones too, cropped around its focal point); else the shipped phone picture, as on a fresh site.
 */
type PhonePictureSource = 'own' | 'desktop' | 'shipped';

export function phonePictureSource(
  desktopSrc: string,
  phoneSrc: string,
  shipped: PhoneSlot['shipped'],
): PhonePictureSource {
  if (phoneSrc !== shipped.phone) return 'own';
  if (desktopSrc !== shipped.desktop) return 'desktop';
  return 'shipped';
}
