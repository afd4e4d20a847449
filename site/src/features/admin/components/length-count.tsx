/** What a text field with a limit still takes (the limit is the schema's: shared/schemas/field-limits.ts). */
function lengthText(length: number, limit: number): string {
  const left = limit - length;
  const count = (n: number) => `${n.toLocaleString('en-CA')} ${n === 1 ? 'character' : 'characters'}`;
  if (left < 0) return `${count(-left)} too many: at most ${limit.toLocaleString('en-CA')}`;
  // Near the limit, what is left; before, the limit itself, so it is known before it is met.
  if (length >= limit * 0.8) return `${count(left)} left`;
  return `Up to ${count(limit)}`;
}

/** Under a text field with a limit: its input points here by aria-describedby. */
export function LengthCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length > limit;
  return (
    <p id={id} className={`admin-hint admin-length-count${over ? ' admin-length-count--over' : ''}`}>
      {lengthText(length, limit)}
    </p>
  );
}
