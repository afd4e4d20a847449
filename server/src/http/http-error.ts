import type { FieldProblem } from '#shared/schemas/field-problems.ts';

/**
 * The one error type handlers throw; the error middleware turns it into `{ error }` with its
 * status, and `{ error, fields }` for refused input (each problem on its field).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly fields: FieldProblem[] | undefined;
  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    fields?: FieldProblem[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
    this.fields = fields;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
