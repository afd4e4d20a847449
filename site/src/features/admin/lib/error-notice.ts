import { ApiError, messageOf } from '#shared/api/api-error.ts';
import type { ToastInput } from '../stores/toast-store.ts';

/** A destructive notice titled by the spec's error text, described by the server's own reason. */
export function failureNotice(title: string, error: unknown): ToastInput {
  const reason = messageOf(error);
  return {
    title,
    description: reason && reason !== title ? reason : 'Please try again.',
    variant: 'destructive',
  };
}

/**
 * A Publish the server refused (a field the public page needs is missing) whose changes were kept
 * as the draft: what happened, and why, never "not saved" of work that is saved.
 */
export function notPublishedNotice(noun: string, error: unknown): ToastInput {
  return {
    title: `The ${noun} was not published`,
    description: `Your changes are saved as a draft. ${messageOf(error)}`,
    variant: 'destructive',
  };
}

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
