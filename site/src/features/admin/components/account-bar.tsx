import { useEffect, useRef } from 'react';
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
  const byForm = useSession((s) => s.byForm);
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in form is gone once the owner is in (the first time, or again after the session
  // expired), and with it the focus: it goes to where the work starts, not back to the page's top.
  // A session found on loading leaves the focus where the browser puts it.
  useEffect(() => {
    const active = document.activeElement;
    if (byForm && (!active || active === document.body)) heading.current?.focus({ preventScroll: true });
  }, [byForm]);
  const signOut = async () => {
    if (await leaving.confirmLeave()) void session.getState().signOut();
  };
  return (
    <header className="admin-header">
      <div>
        <h2 ref={heading} tabIndex={-1}>
          {DASHBOARD_TEXTS.heading}
        </h2>
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
