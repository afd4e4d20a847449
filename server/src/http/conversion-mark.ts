import type { Response } from 'express';

/**
 * Whether a form's answer is a new lead for the owner (a quote request kept, an address new on the
 * newsletter list). The form answers the same whether or not it is (a spam bot caught by the trap,
 * an address already on the list must learn nothing from the answer), so analytics cannot tell by
 * the status: the form's handler says so here, and the conversion watcher reads it once the answer
 * is sent (docs/analytics.md).
 */
const MARK = 'analyticsConversion';

export function markConversion(res: Response): void {
  res.locals[MARK] = true;
}

export const isConversion = (res: Response): boolean => res.locals[MARK] === true;
