/**
 * JSON can carry a lone UTF-16 surrogate (`"\ud800"`), which no real text contains: PostgreSQL's
 * jsonb refuses it (a visitor's quote request carrying one was a 500) and no page can show it.
 * Every JSON body is read with this reviver, which puts U+FFFD in its place, so both engines
 * store the same text and nothing a client sends can make a write fail that way.
 */
export const wellFormedText = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? value.toWellFormed() : value;
