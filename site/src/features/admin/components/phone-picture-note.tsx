import { PHONE_SLOTS, phonePictureSource } from '#shared/content/pictures/phone-slots.ts';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';

/**
 * Which picture phones show, for a slot with a phone variant or the desktop slot it follows
 * (docs/pictures.md, "Phone pictures"): the phone slot follows the desktop picture the owner set
 * until it gets a picture of its own. `src` is the slot's picture as the form has it now.
 */
function phoneNote(id: string, src: string, entries: readonly PictureEntry[]): string | undefined {
  const srcOf = (slot: string) => entries.find((e) => e.id === slot)?.src;
  const asPhone = PHONE_SLOTS.find((slot) => slot.phone === id);
  if (asPhone) {
    const desktop = entries.find((e) => e.id === asPhone.desktop);
    const source = phonePictureSource(desktop?.src ?? asPhone.shipped.desktop, src, asPhone.shipped);
    if (source === 'own') return 'Phones show this picture, around its own focal point.';
    if (source === 'desktop')
      return `Phones show the ${desktop?.title ?? 'desktop'} picture now, around its focal point, until you set a picture of its own here.`;
    return 'Phones show this picture (the one the site came with). Replacing the desktop hero changes phones too, unless you set a picture here.';
  }
  const asDesktop = PHONE_SLOTS.find((slot) => slot.desktop === id);
  if (!asDesktop) return undefined;
  const phone = entries.find((e) => e.id === asDesktop.phone);
  const source = phonePictureSource(
    src,
    srcOf(asDesktop.phone) ?? asDesktop.shipped.phone,
    asDesktop.shipped,
  );
  if (source === 'desktop') return 'Phones show this picture too, around the same focal point.';
  // The phone picture's name has brackets of its own ("Hero (mobile)"): quoted, never bracketed again.
  const phoneName = phone ? `"${phone.title}"` : 'the phone picture';
  if (source === 'own') return `Phones show their own picture, set in ${phoneName}, not this one.`;
  return `Phones show the picture the site came with in ${phoneName}. Once you replace this one, phones show yours too, unless ${phoneName} gets a picture of its own.`;
}

export function PhonePictureNote({
  id,
  src,
  entries,
}: {
  id: string;
  src: string;
  entries: readonly PictureEntry[];
}) {
  const note = phoneNote(id, src, entries);
  return note ? (
    <p className="admin-hint admin-phone-note" data-testid="phone-picture-note">
      {note}
    </p>
  ) : null;
}
