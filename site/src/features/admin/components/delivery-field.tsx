import { useState } from 'react';
import { messageOf } from '#shared/api/api-error.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useAdminPlatform } from '../platform/platform.ts';

interface DeliveryFieldProps {
  listingId: string;
  url: string;
  onChange(url: string): void;
}

/**
 * The agent's private delivery address: copy it to send, or issue a new one (the old one stops
 * working at once, for an address sent to the wrong person).
 */
export function DeliveryField({ listingId, url, onChange }: DeliveryFieldProps) {
  const platform = useAdminPlatform();
  const [note, setNote] = useState('');
  const copy = async () => {
    // Where the Clipboard API is refused (the desktop app refuses web permissions), copyText copies a selection.
    setNote((await copyText(url)) ? 'Address copied.' : 'Select the address and copy it.');
  };
  const reissue = async () => {
    const sure = await platform.confirm(
      'The delivery address the agent has now will stop working. Issue a new address?',
    );
    if (!sure) return;
    try {
      const answer = await platform.api.content.reissueDelivery(listingId);
      onChange(answer.deliveryUrl);
      setNote('A new address was issued; the old one no longer works.');
    } catch (err) {
      setNote(messageOf(err));
    }
  };
  return (
    <fieldset className="admin-fieldset">
      <legend className="admin-label">Delivery for the agent</legend>
      <p className="admin-hint">
        A private page with every photo in MLS and full size, ZIPs, the QR code and the listing's figures.
      </p>
      {url ? (
        <p>
          <a className="admin-delivery-link" href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        </p>
      ) : null}
      <div className="admin-button-row">
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          disabled={!url}
          onClick={() => void copy()}
        >
          Copy address
        </button>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => void reissue()}
        >
          Issue a new address
        </button>
      </div>
      {note ? <p role="status">{note}</p> : null}
    </fieldset>
  );
}
