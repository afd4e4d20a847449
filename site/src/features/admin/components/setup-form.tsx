import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN } from '#shared/schemas/auth.ts';
import { useAdminStores, useSession } from '../stores/use-admin-stores.ts';

/** The one-time setup link's form: creates the first owner account and signs it in. */
export function SetupForm({ onSignInInstead }: { onSignInInstead(): void }) {
  const { session } = useAdminStores();
  const pending = useSession((s) => s.pending);
  const error = useSession((s) => s.formError);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void session.getState().setUp({ email, name, password });
  };

  return (
    <form className="admin-auth-form" onSubmit={onSubmit} aria-labelledby="admin-setup-title">
      <h2 id="admin-setup-title" className="admin-form-title">
        Create the owner account
      </h2>
      <p className="admin-hint">This one-time link creates the first owner account of this site.</p>
      <div className="admin-field">
        <label htmlFor="admin-setup-email">Email</label>
        <input
          id="admin-setup-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-setup-name">Name</label>
        <input
          id="admin-setup-name"
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-setup-password">Password</label>
        <input
          id="admin-setup-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          aria-describedby="admin-setup-password-hint"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="admin-setup-password-hint" className="admin-hint">
          At least {PASSWORD_MIN} characters.
        </p>
      </div>
      {error ? (
        <p className="admin-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
        {pending ? 'Creating account...' : 'Create owner account'}
      </button>
      <button type="button" className="admin-link-button" onClick={onSignInInstead}>
        I already have an account: sign in
      </button>
    </form>
  );
}
