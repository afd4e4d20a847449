/** The spinner states of spec section 2 ('Checking authentication...', 'Loading portfolio data...'). */
export function StatusScreen({ text }: { text: string }) {
  return (
    <div className="admin-status" role="status" aria-live="polite">
      <span className="admin-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
