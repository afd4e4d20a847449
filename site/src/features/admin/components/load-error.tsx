/** Something the admin could not load (the portfolio data, a list, a section), with a way to retry. */
export function LoadError({ message, retry }: { message: string | undefined; retry(): void }) {
  return (
    <div className="admin-card admin-load-error" role="alert">
      <p>{message ?? 'Something went wrong. Please try again.'}</p>
      <button type="button" className="admin-button admin-button--primary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
