import { type FormEvent, useState } from 'react';
import { useAdminStores, useSession } from '../stores/use-admin-stores.ts';
import { FormSubmit } from './form-submit.tsx';
import { TextField } from './text-field.tsx';

/** The owner's email and password; the server answers the same for a wrong email or password. */
export function SignInForm() {
  const { session } = useAdminStores();
  const pending = useSession((s) => s.pending);
  const error = useSession((s) => s.formError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void session.getState().signIn(email, password);
  };

  return (
    <form className="admin-auth-form" onSubmit={onSubmit} aria-labelledby="admin-signin-title">
      <h2 id="admin-signin-title" className="admin-form-title">
        Sign in
      </h2>
      <TextField
        id="admin-signin-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <TextField
        id="admin-signin-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <FormSubmit error={error} pending={pending} label="Sign in" pendingLabel="Signing in..." />
    </form>
  );
}
