/** A failed API call: the HTTP status and the server's `error` text (or the caller's fallback). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

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
  if (error instanceof ApiError)
    return error.status === 400 ? invalidInputMessage(error.message) : error.message;
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  return 'Something went wrong. Please try again.';
}

/** The server's validation answer is 'Invalid input - <field>: <rule>' (server/src/http/validate.ts). */
const INVALID_FIELD = /^Invalid input - ([A-Za-z]+)\b/;
/** Spec section 8's wording where it has one; a plain request to check the field otherwise. */
const FIELD_MESSAGES: Record<string, string> = { email: 'Please enter a valid email address' };

function invalidInputMessage(message: string): string {
  const field = INVALID_FIELD.exec(message)?.[1];
  if (!field) return message;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return FIELD_MESSAGES[field] ?? `Please check the ${words} field and try again.`;
}
