import type { Response } from 'express';
import type { ConversionKind } from '#shared/schemas/analytics.ts';

/**
 * Whether a form's answer is a new lead for the owner (a quote request kept, a listing's lead kept,
 * an address new on the newsletter list), and which. The form answers the same whether or not it
 * is (a spam bot caught by the trap, an address already on the list must learn nothing from the
 * answer), so analytics cannot tell by the status: the form's handler says so here, and the
 * conversion watcher reads it once the answer is sent (docs/analytics.md).
 */
const MARK = 'analyticsConversion';

export function markConversion(res: Response, kind: ConversionKind): void {
  res.locals[MARK] = kind;
}

/** The kind of lead a form's answer brought, if it brought one. */
export const conversionOf = (res: Response): ConversionKind | undefined =>
  res.locals[MARK] as ConversionKind | undefined;
