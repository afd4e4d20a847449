import { MAX_FEATURED_ON_SERVICE, serviceFeaturing } from '#shared/constants/live-featured.ts';
import type { CollectionKey } from '#shared/schemas/portfolio.ts';
import { FORM_TEXTS } from '../lib/admin-texts.ts';
import { useAdminStores, useEditor } from '../stores/use-admin-stores.ts';

/**
 * The owner's mark "featured on the service page", offered only for a collection a service page
 * features (editing and Matterport pages keep their written galleries). The rule it feeds is
 * featuredOnServicePage (shared/constants/live-featured.ts).
 */
export function FeaturedOnServiceField({ collection }: { collection: CollectionKey }) {
  const { editor } = useAdminStores();
  const checked = useEditor((s) => s.form.featuredOnService);
  const service = serviceFeaturing(collection);
  if (!service) return null;
  return (
    <div className="admin-field-group">
      <div className="admin-checkbox">
        <input
          id="item-featured-on-service"
          type="checkbox"
          checked={checked}
          aria-describedby="item-featured-on-service-hint"
          onChange={(e) => editor.getState().setField('featuredOnService', e.target.checked)}
        />
        <label htmlFor="item-featured-on-service">{FORM_TEXTS.featuredOnService}</label>
      </div>
      <p id="item-featured-on-service-hint" className="admin-hint">
        {`Shown under "Featured work" on /services/${service}, in this list's order (up to ${MAX_FEATURED_ON_SERVICE}). While no item is marked, the page shows the first five.`}
      </p>
    </div>
  );
}
