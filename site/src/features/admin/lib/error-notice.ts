import { ApiError, messageOf, OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import { CONFLICT_TEXTS } from './admin-texts.ts';
import type { PublicationStatus } from '../stores/content-drafts.ts';
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
function notPublishedNotice(noun: string, error: unknown): ToastInput {
  return {
    title: `The ${noun} was not published`,
    description: `Your changes are saved as a draft. ${messageOf(error)}`,
    variant: 'destructive',
  };
}

/** OFFLINE_MESSAGE's first sentence only: here nothing needs trying again, the draft saves itself. */
const OFFLINE_SEEMS = OFFLINE_MESSAGE.slice(0, OFFLINE_MESSAGE.indexOf('.') + 1);

/**
 * Save draft or Publish pressed offline on a draft: its changes stay in the form and the draft
 * saves itself when the connection returns (the line beside the heading says so too).
 */
function offlineSaveNotice(noun: string, status: PublicationStatus | undefined): ToastInput {
  return status === 'published'
    ? {
        title: `The ${noun} was not published`,
        description: `${OFFLINE_SEEMS} Your changes stay here and are saved as a draft when the connection returns; publish it then.`,
      }
    : {
        title: 'Not sent yet',
        description: `${OFFLINE_SEEMS} Your changes stay here and are saved when the connection returns.`,
      };
}

/**
 * What the owner is told of a Save draft or Publish that did not go through: waiting offline, kept
 * as a draft but not published, changed elsewhere, or not saved and why.
 */
export function refusedSaveNotice(
  noun: string,
  status: PublicationStatus | undefined,
  error: unknown,
  how: { offline: boolean; kept: boolean; conflict: boolean },
): ToastInput {
  if (how.offline) return offlineSaveNotice(noun, status);
  if (how.kept) return notPublishedNotice(noun, error);
  if (how.conflict)
    return {
      title: CONFLICT_TEXTS.title(noun),
      description: CONFLICT_TEXTS.saveRefused(noun),
      variant: 'destructive',
    };
  return failureNotice(`The ${noun} was not saved`, error);
}

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
