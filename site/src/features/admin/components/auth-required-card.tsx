import { useEffect, useRef, useState } from 'react';
import { AUTH_TEXTS } from '../lib/admin-texts.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { LockIcon } from './icons.tsx';
import { SetupForm } from './setup-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useSession } from '../stores/use-admin-stores.ts';

/**
 * Spec section 2 item 2, word for word, with "the platform" being this site's own sign-in: the
 * card carries the sign-in form (or, from a one-time setup link, the first-owner form).
 */
export function AuthRequiredCard() {
  const platform = useAdminPlatform();
  const [showSetup, setShowSetup] = useState(() => platform.setupLink.token() !== undefined);
  const leftWork = useSession((s) => s.leftWork);
  const title = useRef<HTMLHeadingElement>(null);
  // Signing out (or a session ending) removes what had the focus: it goes to this card, where the
  // owner signs in again, not to the top of the page. Found signed out on loading: left alone.
  useEffect(() => {
    const active = document.activeElement;
    // Scrolled into view: a session ending far down an editor leaves the page shorter, the card above.
    if (leftWork && (!active || active === document.body)) title.current?.focus();
  }, [leftWork]);
  return (
    <section className="admin-card admin-auth" aria-labelledby="admin-auth-title">
      <span className="admin-auth-icon">
        <LockIcon />
      </span>
      <h1 id="admin-auth-title" className="admin-auth-title" ref={title} tabIndex={-1}>
        {AUTH_TEXTS.cardTitle}
      </h1>
      <p className="admin-auth-text">{AUTH_TEXTS.cardText}</p>
      <p className="admin-auth-hint">{AUTH_TEXTS.cardHint}</p>
      {showSetup ? <SetupForm onSignInInstead={() => setShowSetup(false)} /> : <SignInForm />}
      <button type="button" className="admin-button admin-button--outline" onClick={() => platform.reload()}>
        {AUTH_TEXTS.refresh}
      </button>
    </section>
  );
}
