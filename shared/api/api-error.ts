import type { FieldProblem } from '../schemas/field-problems.ts';

/**
 * A failed API call: the HTTP status and the server's `error` text (or the caller's fallback), and
 * for refused input each problem on its field (for the form to show it there).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: FieldProblem[];
  constructor(status: number, message: string, fields: FieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The problems a refusal placed on fields (none for any other failure). */
export const fieldProblemsOf = (error: unknown): FieldProblem[] =>
  error instanceof ApiError ? error.fields : [];

/** What a visitor reads when a request never reached the server (offline, connection cut). */
export const OFFLINE_MESSAGE = 'You appear to be offline. Please check your connection and try again.';

/**
 * A request that never got an answer: fetch rejects with a TypeError whose text is the browser's
 * own ("Failed to fetch" in Chromium, "NetworkError when attempting to fetch resource." in Firefox,
 * "Load failed" in Safari, "fetch failed" in Node). Other TypeErrors are bugs, not the network.
 */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

/**
 * Spec section 8: a thrown error's message as is (the server's sentence, or the call's own like
 * 'Failed to add item'), a request that never reached the server the offline sentence (never the
 * browser's "Failed to fetch"), anything else a generic sentence.
 */
export function messageOf(error: unknown): string {
  if (isNetworkFailure(error)) return OFFLINE_MESSAGE;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * A failed call as visitors read it: the server's own sentence, a plain offline notice for a request
 * that never arrived (fetch rejects with a TypeError: "Failed to fetch"), never a technical message.
 */
export function visitorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return invalidEmail(error) ? INVALID_EMAIL : error.message;
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  return 'Something went wrong. Please try again.';
}

/** Spec section 8's wording for a refused e-mail address; other refusals are already plain sentences. */
const INVALID_EMAIL = 'Please enter a valid email address';
const invalidEmail = (error: ApiError) =>
  error.status === 400 && error.fields.length === 1 && error.fields[0]!.path === 'email';
