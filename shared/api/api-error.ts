/** A failed API call: the HTTP status and the server's `error` text (or the caller's fallback). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Spec section 8: a thrown error's message as is, anything else a generic sentence. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
