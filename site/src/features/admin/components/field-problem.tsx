/** Why the last save was refused for one field, under it (its input points here by aria-describedby). */
export function FieldProblem({ id, problem }: { id: string | undefined; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="admin-field-error">
      {problem}
    </p>
  );
}
