import { useStore } from 'zustand';
import type { ListingForm } from '../lib/listing-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { DeliveryField } from './delivery-field.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';

type Store = ContentStore<'listings', ListingForm>;
type TextKey = { [P in keyof ListingForm]: ListingForm[P] extends string ? P : never }[keyof ListingForm];
type Field = { key: TextKey; label: string; multiline?: boolean; hint?: string; placeholder?: string };

const STATUSES: [ListingForm['listingStatus'], string][] = [
  ['coming-soon', 'Coming soon'],
  ['for-sale', 'For sale'],
  ['sold', 'Sold'],
  ['leased', 'Leased'],
];

const PROPERTY: Field[] = [
  { key: 'address', label: 'Street address *', placeholder: '123 Main St' },
  { key: 'city', label: 'City *' },
  { key: 'province', label: 'Province', hint: 'Two letters, e.g. ON.' },
  { key: 'postalCode', label: 'Postal code', placeholder: 'M5V 2T6' },
];
const FACTS: Field[] = [
  { key: 'price', label: 'Price', hint: 'In dollars, e.g. 1249000. Leave empty to show none.' },
  { key: 'mlsNumber', label: 'MLS® number' },
  { key: 'bedrooms', label: 'Bedrooms' },
  { key: 'bathrooms', label: 'Bathrooms', hint: 'e.g. 2.5' },
  { key: 'area', label: 'Living area', hint: 'e.g. 2,400 sq ft' },
  { key: 'lotSize', label: 'Lot size', hint: 'e.g. 30 x 120 ft' },
  { key: 'yearBuilt', label: 'Year built' },
  { key: 'description', label: 'Description', multiline: true, hint: 'A blank line starts a new paragraph.' },
];
const MEDIA: Field[] = [
  { key: 'video', label: 'Video (YouTube or Vimeo address)', placeholder: 'https://youtu.be/...' },
  {
    key: 'tour',
    label: '3D tour (Matterport address)',
    placeholder: 'https://my.matterport.com/show/?m=...',
  },
];
const AGENT: Field[] = [
  { key: 'agentName', label: 'Agent name *' },
  { key: 'agentPhone', label: 'Agent phone *' },
  { key: 'agentEmail', label: 'Agent e-mail *', hint: 'Leads from the page are e-mailed here too.' },
  { key: 'brokerage', label: 'Brokerage *', hint: 'Boards require the listing brokerage to be shown.' },
];

/** A property website: the property, its facts and media, the agent, and where it is shown. */
export function ListingEditor({ store }: { store: Store }) {
  const form = useStore(store, (s) => s.form);
  const current = useStore(store, (s) => s.current);
  const update = store.getState().update;
  const set = <P extends keyof ListingForm>(key: P, value: ListingForm[P]) =>
    update((f) => ({ ...f, [key]: value }));
  const fields = (list: Field[]) =>
    list.map((field) => (
      <TextField
        key={field.key}
        id={`listing-${field.key}`}
        label={field.label}
        value={form[field.key]}
        multiline={field.multiline}
        hint={field.hint}
        placeholder={field.placeholder}
        onChange={(v) => set(field.key, v)}
      />
    ));

  return (
    <ContentEditorShell store={store} noun="listing">
      {fields(PROPERTY)}
      <TextField
        id="listing-slug"
        label="Address of the page (slug)"
        value={form.slug}
        hint={`The page is /listings/${form.slug || '(made from the street address)'}.`}
        onChange={(v) => set('slug', v)}
      />
      <div className="admin-field">
        <label htmlFor="listing-status">Listing status</label>
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
      {fields(FACTS)}
      <GalleryEditor
        legend="Photos"
        idPrefix="listing-photos"
        photos={form.photos}
        onChange={(change) => update((f) => ({ ...f, photos: change(f.photos) }))}
      />
      {fields(MEDIA)}
      <GalleryEditor
        legend="Floor plans"
        idPrefix="listing-plans"
        photos={form.floorPlans}
        onChange={(change) => update((f) => ({ ...f, floorPlans: change(f.floorPlans) }))}
      />
      <fieldset className="admin-fieldset">
        <legend className="admin-label">Listing agent</legend>
        {fields(AGENT)}
        <ImagePickerField
          id="listing-agent-photo"
          label="Agent photo"
          value={form.agentPhoto}
          onChange={(v) => set('agentPhoto', v)}
        />
        <ImagePickerField
          id="listing-brokerage-logo"
          label="Brokerage logo"
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
          <label htmlFor="listing-expires">Take the page down on</label>
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
