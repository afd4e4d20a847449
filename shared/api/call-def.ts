import { z } from 'zod';
import type { CallAddress } from './call-address.ts';

/**
 * One call of the admin's API, declared once: its method and route (call-address.ts; the server
 * registers its handler on them, `server/src/http/declared-route.ts`), the one input it takes, the answer it gives and the
 * sentence the owner reads when the site answers something other than the API's `{ error }`. The
 * HTTP client's method, the desktop bridge's channel and its handler are made from it
 * (docs/api-calls.md).
 */
interface CallDef<A extends unknown[], I extends z.ZodType, O extends z.ZodType, F extends boolean = boolean>
  extends CallAddress {
  /** The call's one input: what crosses the desktop bridge, checked on both sides of it. */
  input: I;
  /** The named method's arguments, as the caller writes them, made into that input. */
  args: (...args: A) => z.input<I>;
  /** The body when it is not the input's other fields: one of them (a portfolio item) or a form. */
  body?: (input: z.output<I>) => unknown;
  answer: O;
  /** The answer is text (a CSV file), read as UTF-8 with its byte-order mark kept, not JSON. */
  text?: true;
  /** The answer opens the owner's session (its CSRF token is kept for the writes) or ends it. */
  session?: 'start' | 'end';
  /** What the owner reads when the site answers something other than the API's `{ error }`. */
  failure: string;
  /**
   * Kept offline by the desktop: its reads answer from the offline copy and its writes wait in
   * the durable queue (docs/sync.md). Otherwise a call only the site can answer.
   */
  offline: F;
}

export const define = <A extends unknown[], I extends z.ZodType, O extends z.ZodType, F extends boolean>(
  def: CallDef<A, I, O, F>,
) => def;

/** Any call, for the code that carries one whatever its shapes (the HTTP client, the bridge, the router). */
// biome-ignore lint/suspicious/noExplicitAny: the carriers see every call's input alike
export type AnyCallDef = CallDef<any[], z.ZodType<any, any>, z.ZodType>;

/** A call that takes nothing. */
export const none = z.undefined();
/** A call that answers nothing (204): `null`, which crosses the desktop bridge as data. */
export const done = z.unknown().transform(() => null);

type Table = Record<string, AnyCallDef>;
/** Each call of a table as a named method, taking its declared arguments and answering its answer. */
type DeclaredMethods<T extends Table> = {
  [N in keyof T]: (...args: Parameters<T[N]['args']>) => Promise<z.output<T[N]['answer']>>;
};

/** The named methods of a table of calls, each making its input from its arguments and handing it to `run`. */
export function declaredMethods<T extends Table>(
  table: T,
  run: (def: AnyCallDef, input: unknown) => Promise<unknown>,
): DeclaredMethods<T> {
  const entries = Object.entries(table).map(([name, def]) => [
    name,
    (...args: unknown[]) => run(def, def.args(...args)),
  ]);
  return Object.fromEntries(entries) as DeclaredMethods<T>;
}
