import type { MediaUse } from '#shared/schemas/media.ts';

/** One entry that uses a picture, with where: as it is now, in its saved versions, in the trash. */
interface MediaUseLine {
  /** `Project "Lakeshore Condo"`. */
  entry: string;
  /** `now and in 3 earlier versions`; empty when the entry uses it only as it is now. */
  where: string;
}

/**
 * A picture's uses, one line per entry: an entry saved many times with the same picture would
 * otherwise fill the card with a line per version.
 */
export function mediaUseLines(uses: readonly MediaUse[]): MediaUseLine[] {
  const byEntry = new Map<string, { current: boolean; versions: number; trash: boolean }>();
  for (const use of uses) {
    const entry = `${use.kind} "${use.title}"`;
    const places = byEntry.get(entry) ?? { current: false, versions: 0, trash: false };
    if (use.place === 'current') places.current = true;
    else if (use.place === 'version') places.versions += 1;
    else places.trash = true;
    byEntry.set(entry, places);
  }
  return [...byEntry].map(([entry, { current, versions, trash }]) => {
    const parts = [
      current && versions + Number(trash) > 0 ? 'now' : '',
      versions === 1 ? 'in an earlier version' : versions > 1 ? `in ${versions} earlier versions` : '',
      trash ? 'in the trash' : '',
    ].filter(Boolean);
    return { entry, where: parts.join(' and ') };
  });
}
