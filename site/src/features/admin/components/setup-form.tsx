import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN } from '#shared/schemas/auth.ts';
import { useAdminStores, useSession } from '../stores/use-admin-stores.ts';
import { FormSubmit } from './form-submit.tsx';
import { TextField } from './text-field.tsx';

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
    if (pending) return;
    void session.getState().setUp({ email, name, password });
  };

  return (
    <form className="admin-auth-form" onSubmit={onSubmit} aria-labelledby="admin-setup-title">
      <h2 id="admin-setup-title" className="admin-form-title">
        Create the owner account
      </h2>
      <p className="admin-hint">This one-time link creates the first owner account of this site.</p>
      <TextField
        id="admin-setup-email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <TextField
        id="admin-setup-name"
        label="Name"
        autoComplete="name"
        required
        value={name}
        onChange={setName}
      />
      <TextField
        id="admin-setup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={setPassword}
      />
      <FormSubmit
        error={error}
        pending={pending}
        label="Create owner account"
        pendingLabel="Creating account..."
      />
      <button type="button" className="admin-link-button" onClick={onSignInInstead}>
        I already have an account: sign in
      </button>
    </form>
  );
}
