import { type FormEvent, useState } from 'react';
import { siteAddressProblem } from '../ipc/site-address.ts';
import { call } from './bridge.ts';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

/**
 * First run (and File > Change Site Address): the address of the agency's site. Checked here
 * for form, then by the main process, which also makes sure a Lumen site answers there.
 */
export function ConnectionForm() {
  const { store } = useDesktopHandle();
  const current = useDesktop((s) => s.siteUrl);
  // A change waiting for the owner's decision (changed elsewhere) is not on the site either.
  const unsent = useDesktop((s) => (s.status?.pending.length ?? 0) + (s.status?.conflicts.length ?? 0));
  const [address, setAddress] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = siteAddressProblem(address);
    if (problem) return setError(problem);
    setPending(true);
    setError(undefined);
    try {
      await call('connection:set', { siteUrl: address });
      // A fresh page: its CSP (sent by the main process) now allows images from this site.
      window.location.reload();
    } catch (failure) {
      setError((failure as Error).message);
      setPending(false);
    }
  };

  return (
    <main className="admin-app desktop-connection">
      <form
        className="admin-card desktop-connection-card"
        onSubmit={onSubmit}
        aria-labelledby="desktop-connection-title"
        noValidate
      >
        <h1 id="desktop-connection-title">Connect to your site</h1>
        <p className="admin-hint">
          The Portfolio Manager works on your agency's site. Enter its address, then sign in with the owner
          account you use in the browser.
        </p>
        <div className="admin-field">
          <label htmlFor="desktop-site-address">Site address</label>
          <input
            id="desktop-site-address"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://agency.example"
            aria-describedby="desktop-site-hint"
            aria-invalid={error ? true : undefined}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            required
          />
          <p id="desktop-site-hint" className="admin-hint">
            For example https://agency.example, or http://localhost:3000 for a site on this computer.
          </p>
        </div>
        {current && unsent > 0 ? (
          <p className="admin-form-error" role="note">
            {unsent} offline {unsent === 1 ? 'change has' : 'changes have'} not been sent to {current} yet.
            Connecting to another site discards {unsent === 1 ? 'it' : 'them'} (a copy is kept in the app's
            data folder).
          </p>
        ) : null}
        {error ? (
          <p className="admin-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="desktop-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            {pending ? 'Connecting...' : 'Connect'}
          </button>
          {current ? (
            <button
              type="button"
              className="admin-button admin-button--outline"
              onClick={() => store.setState({ changingSite: false })}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </main>
  );
}
