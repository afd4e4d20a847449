import type { DeliveryLiveness, DeliveryPage } from '#shared/schemas/listing-delivery.ts';

const dateText = (iso: string | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
        new Date(iso),
      )
    : '';

/** Why the listing's pages do not answer buyers now, in the agent's words. */
function notLiveText(liveness: Exclude<DeliveryLiveness, 'live'>, page: DeliveryPage): string {
  const told = 'buyers who open its address or scan its QR code are told the property is not listed';
  if (liveness === 'scheduled') {
    return `This listing is not live yet: it goes live on ${dateText(page.listing.publishAt)}. Until then, ${told}.`;
  }
  if (liveness === 'expired') {
    return `This listing ended on ${dateText(page.listing.expiresAt)}, so its property website is no longer live: ${told}.`;
  }
  return `This listing is not published, so its property website is not live: ${told}.`;
}

/**
 * The branded and unbranded addresses and the QR code. They are offered for sharing only while the
 * listing is live; otherwise the page says why not and shows the addresses as plain text to keep.
 */
export function DeliveryAddresses({ page }: { page: DeliveryPage }) {
  const { liveness } = page;
  const live = liveness === 'live';
  return (
    <section className="delivery-addresses" aria-labelledby="delivery-addresses-title">
      <h2 id="delivery-addresses-title">Property Websites</h2>
      {live ? null : (
        <div className="delivery-notice" role="note">
          <p>
            <strong>
              {liveness === 'expired'
                ? 'No longer live: please do not share these addresses.'
                : 'Not live: please do not share these addresses yet.'}
            </strong>
          </p>
          <p>{notLiveText(liveness, page)}</p>
          <p>Ask your photographer if it should be live. The photos below can be downloaded all the same.</p>
        </div>
      )}
      <dl>
        <dt>{live ? 'Branded (share with buyers)' : 'Branded (not live)'}</dt>
        <dd>{live ? <a href={page.brandedUrl}>{page.brandedUrl}</a> : page.brandedUrl}</dd>
        <dt>{live ? 'Unbranded (for the MLS)' : 'Unbranded, for the MLS (not live)'}</dt>
        <dd>{live ? <a href={page.unbrandedUrl}>{page.unbrandedUrl}</a> : page.unbrandedUrl}</dd>
      </dl>
      {live ? (
        <img
          className="delivery-qr"
          src={page.qr}
          width={160}
          height={160}
          alt={`QR code of ${page.brandedUrl}`}
        />
      ) : (
        <p>The QR code of the branded address is shown here while the listing is live.</p>
      )}
    </section>
  );
}
