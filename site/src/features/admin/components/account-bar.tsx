import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { useAdminStores, useSession } from '../stores/use-admin-stores.ts';
import { UserMenu } from './user-menu.tsx';

/**
 * Spec section 2 item 4: the heading, the welcome line and the button with the owner's name; beside
 * it a Sign out always in view (not only in the name's menu). Signing out with unsaved work asks first.
 */
export function AccountBar() {
  const { session, leaving } = useAdminStores();
  const name = useSession((s) => s.name);
  const signOut = async () => {
    if (await leaving.confirmLeave()) void session.getState().signOut();
  };
  return (
    <header className="admin-header">
      <div>
        <h2>{DASHBOARD_TEXTS.heading}</h2>
        <p className="admin-welcome">{DASHBOARD_TEXTS.welcome(name)}</p>
      </div>
      <div className="admin-account">
        <UserMenu onSignOut={signOut} />
        <button type="button" className="admin-button admin-button--outline" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </header>
  );
}
