import { connectionText } from './connection-text.ts';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The desktop's line above the admin: which site, online or not, and what waits to be sent. */
export function StatusBar() {
  const { store } = useDesktopHandle();
  const siteUrl = useDesktop((s) => s.siteUrl);
  const status = useDesktop((s) => s.status);
  const online = status?.online ?? true;
  const waiting = status?.pending.length ?? 0;
  const attention = (status?.conflicts.length ?? 0) + (status?.failures.length ?? 0);
  const summary = [
    waiting ? plural(waiting, 'change waiting', 'changes waiting') : '',
    attention ? plural(attention, 'needs your decision', 'need your decision') : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    // A labelled region, not a <header>: the admin below has the page's banner (one per page).
    <section className="desktop-bar" aria-label="Connection">
      <span className={online ? 'desktop-dot is-online' : 'desktop-dot is-offline'} aria-hidden="true" />
      <span className="desktop-site" title={siteUrl ?? ''}>
        {siteUrl}
      </span>
      <span className="desktop-state" role="status">
        {connectionText(status)}
      </span>
      <button
        type="button"
        className={
          attention
            ? 'admin-button admin-button--small desktop-sync-button has-attention'
            : 'admin-button admin-button--small desktop-sync-button'
        }
        onClick={() => store.setState({ syncPanelOpen: true })}
      >
        {summary || 'All changes sent'}
      </button>
    </section>
  );
}
