import { useStore } from 'zustand';
import { labelOf } from '#shared/schemas/field-problems.ts';
import { maxLengthAt } from '#shared/schemas/field-limits.ts';
import { LISTING_LABELS, updateListingSchema } from '#shared/schemas/listing.ts';
import type { ListingForm } from '../lib/listing-form.ts';
import { listingVideoStartNote } from '../lib/video-start-note.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { DeliveryField } from './delivery-field.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';
import { problemsUnder, useFieldProblems } from './use-field-problems.ts';

type Store = ContentStore<'listings', ListingForm>;
type TextKey = { [P in keyof ListingForm]: ListingForm[P] extends string ? P : never }[keyof ListingForm];
type Field = {
  key: TextKey;
  path: string;
  multiline?: boolean;
  hint?: string;
  placeholder?: string;
  /** What the value was understood as, said under the field ("Starts at 1:30"). */
  note?: (value: string) => string;
};

const label = (path: string) => labelOf(LISTING_LABELS, path);
/** What a published listing needs (a draft needs only its street address). */
const REQUIRED = new Set(['address', 'city', 'agent.name', 'agent.phone', 'agent.email', 'agent.brokerage']);

const STATUSES: [ListingForm['listingStatus'], string][] = [
  ['coming-soon', 'Coming soon'],
  ['for-sale', 'For sale'],
  ['sold', 'Sold'],
  ['leased', 'Leased'],
];

// Short fields share a row (admin-field-row: side by side on a wide screen, stacked on a phone).
const STREET: Field[] = [{ key: 'address', path: 'address', placeholder: '123 Main St' }];
const PLACE: Field[] = [
  { key: 'city', path: 'city' },
  { key: 'province', path: 'province', hint: 'Two letters, e.g. ON.' },
  { key: 'postalCode', path: 'postalCode', placeholder: 'M5V 2T6' },
];
const SALE: Field[] = [
  { key: 'price', path: 'price', hint: 'In dollars, e.g. 1249000. Leave empty to show none.' },
  { key: 'mlsNumber', path: 'mlsNumber' },
];
const ROOMS: Field[] = [
  { key: 'bedrooms', path: 'bedrooms', hint: 'e.g. 3, or 3+1 for a den or basement bedroom' },
  { key: 'bathrooms', path: 'bathrooms', hint: 'e.g. 2.5' },
  { key: 'area', path: 'area', hint: 'e.g. 2,400 sq ft' },
  { key: 'lotSize', path: 'lotSize', hint: 'e.g. 30 x 120 ft' },
  { key: 'yearBuilt', path: 'yearBuilt' },
];
const ABOUT: Field[] = [
  {
    key: 'description',
    path: 'description',
    multiline: true,
    hint: 'Press Enter for a new line; leave a blank line to start a new paragraph.',
  },
];
const MEDIA: Field[] = [
  { key: 'video', path: 'video', placeholder: 'https://youtu.be/...', note: listingVideoStartNote },
  {
    key: 'tour',
    path: 'tour',
    placeholder: 'https://my.matterport.com/show/?m=...',
  },
];
const AGENT: Field[] = [
  { key: 'agentName', path: 'agent.name' },
  { key: 'agentPhone', path: 'agent.phone' },
];
const AGENCY: Field[] = [
  { key: 'agentEmail', path: 'agent.email', hint: 'Leads from the page are e-mailed here too.' },
  { key: 'brokerage', path: 'agent.brokerage', hint: 'Boards require the listing brokerage to be shown.' },
];

/** What happens to the page's address when the street address changes (listing-kind.ts, slugOnUpdate). */
const SLUG_RULE =
  'Until the listing is first published, it is made again from the street address at each save. Once published, it keeps its spelling even if you correct the street address; to change it, type a new one or empty this field, then save: the old address will lead to the new one.';

/** A property website: the property, its facts and media, the agent, and where it is shown. */
export function ListingEditor({ store }: { store: Store }) {
  const form = useStore(store, (s) => s.form);
  const current = useStore(store, (s) => s.current);
  const update = store.getState().update;
  const set = <P extends keyof ListingForm>(key: P, value: ListingForm[P]) =>
    update((f) => ({ ...f, [key]: value }));
  const problemAt = useFieldProblems(store);
  const fields = (list: Field[]) =>
    list.map((field) => (
      <TextField
        key={field.key}
        id={`listing-${field.key}`}
        label={REQUIRED.has(field.path) ? `${label(field.path)} *` : label(field.path)}
        problem={problemAt(field.path)}
        value={form[field.key]}
        multiline={field.multiline}
        limit={field.multiline ? maxLengthAt(updateListingSchema, field.path) : undefined}
        hint={field.hint}
        note={field.note?.(form[field.key])}
        placeholder={field.placeholder}
        onChange={(v) => set(field.key, v)}
      />
    ));

  return (
    <ContentEditorShell store={store}>
      {fields(STREET)}
      <div className="admin-field-row">{fields(PLACE)}</div>
      <TextField
        id="listing-slug"
        label={label('slug')}
        problem={problemAt('slug')}
        value={form.slug}
        hint={`The page is /listings/${form.slug || '(made from the street address)'}. ${SLUG_RULE}`}
        onChange={(v) => set('slug', v)}
      />
      <div className="admin-field">
        <label htmlFor="listing-status">{label('listingStatus')}</label>
        <select
          id="listing-status"
          value={form.listingStatus}
          onChange={(e) => set('listingStatus', e.target.value as ListingForm['listingStatus'])}
        >
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field-row">{fields(SALE)}</div>
      <div className="admin-field-row">{fields(ROOMS)}</div>
      {fields(ABOUT)}
      <GalleryEditor
        legend={label('photos')}
        idPrefix="listing-photos"
        problemAt={problemsUnder(problemAt, 'photos')}
        photos={form.photos}
        onChange={(change) => update((f) => ({ ...f, photos: change(f.photos) }))}
      />
      {fields(MEDIA)}
      <GalleryEditor
        legend={label('floorPlans')}
        idPrefix="listing-plans"
        problemAt={problemsUnder(problemAt, 'floorPlans')}
        photos={form.floorPlans}
        onChange={(change) => update((f) => ({ ...f, floorPlans: change(f.floorPlans) }))}
      />
      <fieldset className="admin-fieldset admin-fieldset--stack">
        <legend className="admin-label">{label('agent')}</legend>
        <div className="admin-field-row">{fields(AGENT)}</div>
        <div className="admin-field-row">{fields(AGENCY)}</div>
        <ImagePickerField
          id="listing-agent-photo"
          label={label('agent.photo')}
          value={form.agentPhoto}
          onChange={(v) => set('agentPhoto', v)}
        />
        <ImagePickerField
          id="listing-brokerage-logo"
          label={label('agent.brokerageLogo')}
          value={form.brokerageLogo}
          onChange={(v) => set('brokerageLogo', v)}
        />
      </fieldset>
      <div className="admin-field-group">
        <div className="admin-checkbox">
          <input
            id="listing-listed"
            type="checkbox"
            checked={form.listed}
            onChange={(e) => set('listed', e.target.checked)}
          />
          <label htmlFor="listing-listed">
            Shown on the Listings page (otherwise reached by its address only)
          </label>
        </div>
        <div className="admin-field">
          <label htmlFor="listing-expires">{label('expiresAt')}</label>
          <input
            id="listing-expires"
            type="datetime-local"
            value={form.expiresAt}
            onChange={(e) => set('expiresAt', e.target.value)}
          />
        </div>
      </div>
      {current ? (
        <DeliveryField
          listingId={current.id}
          url={form.deliveryUrl}
          onChange={(url) => set('deliveryUrl', url)}
        />
      ) : null}
    </ContentEditorShell>
  );
}
