import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { EntryOf } from '#shared/api/content-client.ts';
import { type ContentKind, KIND_NOUNS } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { ListLoadNotice } from './content-notices.tsx';
import { StatusBadge } from './status-badge.tsx';
import { editButtonId } from './use-editor-focus.ts';

interface ContentListProps<K extends ContentKind, F> {
  store: ContentStore<K, F>;
  /** The second line of a row (a project's location, a post's category and date). */
  describe(entry: EntryOf<K>): string;
  /** The entry's own picture (a card image, a cover, a first photo), shown small beside its title. */
  picture(entry: EntryOf<K>): string | undefined;
}

/** A row's picture, or an empty tile of the same size while the entry has none (a new draft). */
function Thumb({ src }: { src: string | undefined }) {
  if (!src) return <span className="admin-thumb" aria-hidden="true" />;
  return <img className="admin-thumb" src={src} alt="" loading="lazy" decoding="async" />;
}

/** The list's heading per kind that has a list (pictures and testimonials are edited by slot). */
const HEADINGS: Partial<Record<ContentKind, string>> = {
  posts: 'Blog posts',
  projects: 'Projects',
  listings: 'Listings',
};

/** From this many entries on, the list has a box to find one by its words. */
const FIND_FROM = 6;

/** Text folded for finding: case and accents do not matter ("cote" finds "Côté"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every entry of a kind, drafts included, with its state and the way to edit it or add one. */
export function ContentList<K extends ContentKind, F>({ store, describe, picture }: ContentListProps<K, F>) {
  const { mediaUrl } = useAdminPlatform();
  const { kind } = store.getState();
  const noun = KIND_NOUNS[kind];
  const heading = HEADINGS[kind] ?? 'Projects';
  const entries = useStore(store, (s) => s.entries);
  const status = useStore(store, (s) => s.listStatus);
  const error = useStore(store, (s) => s.listError);
  const [query, setQuery] = useState('');
  const words = folded(query).split(/\s+/).filter(Boolean);
  const shown = words.length
    ? entries.filter((entry) => {
        const text = folded(`${entry.title} ${describe(entry)}`);
        return words.every((word) => text.includes(word));
      })
    : entries;

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  return (
    <div className="admin-content-list">
      <div className="admin-items-head">
        <h3 tabIndex={-1}>{heading}</h3>
        <button
          type="button"
          className="admin-button admin-button--primary admin-button--small"
          onClick={() => store.getState().startNew()}
        >
          New {noun}
        </button>
      </div>
      <ListLoadNotice status={status} error={error} onRetry={() => void store.getState().load()} />
      {status === 'ready' && entries.length === 0 ? (
        <p className="admin-empty">
          No {heading.toLowerCase()} yet. New {noun} starts one as a draft.
        </p>
      ) : null}
      {entries.length >= FIND_FROM ? (
        <div className="admin-field admin-content-find">
          <label htmlFor={`find-${kind}`}>Find a {noun}</label>
          <input
            id={`find-${kind}`}
            type="search"
            value={query}
            placeholder="Words of its title or address"
            aria-describedby={`find-${kind}-count`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`find-${kind}-count`} className="admin-hint" aria-live="polite">
            {words.length
              ? shown.length
                ? `${shown.length} of ${entries.length} shown`
                : `No ${noun} matches "${query.trim()}".`
              : ''}
          </p>
        </div>
      ) : null}
      <ul className="admin-content-rows" aria-label={heading}>
        {shown.map((entry) => (
          <li key={entry.id} className="admin-content-row">
            <div className="admin-content-row-main">
              <Thumb src={picture(entry) ? mediaUrl(picture(entry)!) : undefined} />
              <div>
                <h4>{entry.title}</h4>
                <p className="admin-hint">{describe(entry)}</p>
              </div>
            </div>
            <StatusBadge entry={entry} />
            <button
              type="button"
              className="admin-button admin-button--outline admin-button--small"
              id={editButtonId(kind, entry.id)}
              aria-label={`Edit ${entry.title}`}
              onClick={() => store.getState().edit(entry)}
            >
              Edit
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
