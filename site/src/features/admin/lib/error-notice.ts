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

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
