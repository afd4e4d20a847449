import { isLive } from '#shared/schemas/content-entry.ts';

/** What the owner's list says of an entry: a draft, live, or published with a date still to come. */
type PublicationLabel = 'draft' | 'published' | 'scheduled';

export function publicationOf(
  entry: { status: 'draft' | 'published'; publishAt?: string | undefined },
  now = new Date(),
): PublicationLabel {
  if (entry.status === 'draft') return 'draft';
  return isLive(entry, now) ? 'published' : 'scheduled';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input shows it (the owner's own time zone). */
export function localInputOf(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the owner's time zone) as the ISO instant the API stores; '' is none. */
export function isoOfLocalInput(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/**
 * The owner's own time zone, as the `datetime-local` input the date was typed into, in the admin's
 * words ("Dec 24, 2026, 9:30 a.m."): not the browser's language, which may not be the admin's.
 */
const LOCAL_DATE_TIME = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** A scheduled entry's publish date as the owner set it; '' when there is none. */
export function scheduledTimeOf(iso: string | undefined): string {
  const d = new Date(iso ?? '');
  return Number.isNaN(d.getTime()) ? '' : LOCAL_DATE_TIME.format(d);
}

/** Moves one element of a list to another index (drag-and-drop and the move buttons share it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
