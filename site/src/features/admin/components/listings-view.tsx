import { useStore } from 'zustand';
import { LISTING_STATUS_LABELS } from '#shared/schemas/listing.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { useEditorFocus } from './use-editor-focus.ts';
import { ContentList } from './content-list.tsx';
import { ListingEditor } from './listing-editor.tsx';

/** The Listings section: every property website, or the editor of one. */
export function ListingsView() {
  const { listings } = useAdminStores();
  const editing = useStore(listings, (s) => s.editing);
  const section = useEditorFocus(listings);
  return (
    <div className="admin-card admin-content-section" ref={section}>
      {editing ? (
        <ListingEditor store={listings} />
      ) : (
        <ContentList
          store={listings}
          describe={(l) =>
            [`/listings/${l.slug}`, LISTING_STATUS_LABELS[l.listingStatus], l.listed ? '' : 'Unlisted']
              .filter(Boolean)
              .join(' · ')
          }
          picture={(l) => l.photos[0]?.src}
        />
      )}
    </div>
  );
}
