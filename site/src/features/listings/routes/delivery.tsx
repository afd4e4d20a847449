import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { DeliveryPage } from '#shared/schemas/listing-delivery.ts';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';
import { fullAddress } from '../listing-data.ts';
import { DeliveryAddresses } from '../components/delivery-addresses.tsx';
import { DeliveryPictures } from '../components/delivery-pictures.tsx';
import { ListingStatsTable } from '../components/listing-stats-table.tsx';

export async function loader({ params, context }: LoaderFunctionArgs): Promise<DeliveryPage | null> {
  return (await siteDataFrom(context).delivery?.(params.token ?? '')) ?? null;
}

export const handle: RouteHandle = {
  status: ({ data }) => (data ? 200 : 404),
  meta: ({ data }) => {
    const page = data as DeliveryPage | null;
    return {
      title: page ? `Delivery: ${fullAddress(page.listing)}` : 'Delivery not found',
      description: 'Photos and files of a listing, for its agent.',
      path: '/listings',
      noindex: true,
      unbranded: true,
    };
  },
};

/**
 * The agent's private delivery page (docs/listings.md, "Delivery"): every photo and floor plan in
 * MLS and full size, a ZIP of each size, the branded and unbranded addresses with a QR code (offered while the
 * listing is live; otherwise the page says it is not), and the statistics.
 */
export function Component() {
  const page = useLoaderData<DeliveryPage | null>();
  if (!page) {
    return (
      <section className="section container">
        <h1>Delivery not found</h1>
        <p>This delivery address is not valid. Ask the photographer for the current one.</p>
      </section>
    );
  }
  const { listing, photos, floorPlans, zips, stats } = page;
  return (
    <div className="delivery container section">
      <p className="eyebrow">Delivery</p>
      <h1>{fullAddress(listing)}</h1>
      <DeliveryAddresses page={page} />
      <section aria-labelledby="delivery-downloads-title">
        <h2 id="delivery-downloads-title">Downloads</h2>
        {zips ? (
          <>
            <p className="button-row">
              <a className="button button--primary" href={zips.mls} download>
                Download all, MLS size (ZIP)
              </a>
              <a className="button button--outline" href={zips.full} download>
                Download all, full size (ZIP)
              </a>
            </p>
            <p>
              Each ZIP holds every photo{floorPlans.length ? ', then every floor plan' : ''}, named by the
              address.
            </p>
          </>
        ) : (
          <p>No photos to download yet.</p>
        )}
      </section>
      {photos.length ? (
        <section aria-labelledby="delivery-photos-title">
          <h2 id="delivery-photos-title">{`Photos (${photos.length})`}</h2>
          <DeliveryPictures pictures={photos} />
        </section>
      ) : null}
      {floorPlans.length ? (
        <section aria-labelledby="delivery-plans-title">
          <h2 id="delivery-plans-title">{`Floor plans (${floorPlans.length})`}</h2>
          <DeliveryPictures pictures={floorPlans} />
        </section>
      ) : null}
      <ListingStatsTable stats={stats} />
    </div>
  );
}
