import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { useSession } from '../stores/use-admin-stores.ts';

/** The button with the owner's name (spec: falls back to Unknown) and its one-item menu: Sign out. */
export function UserMenu({ onSignOut }: { onSignOut(): void }) {
  const name = useSession((s) => s.name);
  const email = useSession((s) => s.email);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // A single item: every movement key keeps focus on it.
      event.preventDefault();
      itemRef.current?.focus();
    }
  };

  return (
    <div className="admin-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="admin-button admin-button--outline"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="admin-avatar" aria-hidden="true">
          {(name || 'U').slice(0, 1).toUpperCase()}
        </span>
        {DASHBOARD_TEXTS.userButton(name)}
      </button>
      {open ? (
        <div className="admin-menu">
          {email ? <p className="admin-menu-note">Signed in as {email}</p> : null}
          <div id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
            <button
              ref={itemRef}
              type="button"
              role="menuitem"
              className="admin-menu-item"
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
