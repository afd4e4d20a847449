import type { Response } from 'express';

/**
 * Answers a refused no-JavaScript form post with its page drawn again, what was typed filled back
 * in: the refusal's status and headers (Retry-After), and kept by no cache, since it holds what one
 * visitor typed (the quote form, the newsletter signup).
 */
export function sendReturnedFormPage(
  res: Response,
  refusal: { status: number; headers?: Record<string, string> | undefined },
  body: string,
): void {
  res
    .status(refusal.status)
    .set(refusal.headers ?? {})
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(body);
}
