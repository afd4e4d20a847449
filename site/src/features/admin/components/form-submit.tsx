interface FormSubmitProps {
  error: string | undefined;
  pending: boolean;
  label: string;
  /** The button's words while the form is at work ("Signing in..."). */
  pendingLabel: string;
}

/** The end of the sign-in and setup forms: what went wrong, if anything, and the submit button. */
export function FormSubmit({ error, pending, label, pendingLabel }: FormSubmitProps) {
  return (
    <>
      {error ? (
        <p className="admin-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard to the top of the page,
          and the form ignores a press while it is at work. */}
      <button
        type="submit"
        className="admin-button admin-button--primary"
        aria-disabled={pending || undefined}
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
