/** "1 photo", "2 photos": a count with its noun as the owner reads it (`many` when not just an s). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
