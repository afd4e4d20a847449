import type { FieldProblem } from '#shared/schemas/field-problems.ts';

/**
 * The two notices every content view shows the same way: a save the server refused (its message,
 * every problem as a list when there are several, and for a conflict the way to load what is
 * stored now), and a list that could not load.
 */

export function SaveRefusedNotice({
  error,
  problems = [],
  conflict,
  onReload,
}: {
  error: string | undefined;
  problems?: readonly FieldProblem[];
  conflict: boolean;
  onReload: () => void;
}) {
  if (!error) return null;
  return (
    // Not a live region: every refusal shown here is also a notice, which is what is announced
    // (both were, one after the other, with the same words).
    <div className="admin-form-error">
      {problems.length > 1 ? (
        <>
          <p>Not saved: {problems.length} fields need you.</p>
          <ul data-testid="save-problems">
            {problems.map((p) => (
              <li key={p.path}>{p.sentence}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{error}</p>
      )}
      {conflict ? (
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={onReload}
        >
          Reload the current version
        </button>
      ) : null}
    </div>
  );
}

export function ListLoadNotice({
  status,
  error,
  onRetry,
}: {
  status: string;
  error: string | undefined;
  onRetry: () => void;
}) {
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status !== 'error') return null;
  return (
    <div role="alert" className="admin-form-error">
      <p>{error}</p>
      <button type="button" className="admin-button admin-button--outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
