import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, fieldProblemsOf, visitorMessageOf } from '#shared/api/api-error.ts';
import { publicApi } from '#shared/api/public-api.ts';
import {
  INQUIRY_FORM_ERRORS,
  INQUIRY_FORM_EXPIRED,
  INQUIRY_FORM_RENEWED,
  INQUIRY_FORM_UNVERIFIED,
  INQUIRY_TOO_FAST,
  INQUIRY_TOO_FAST_AGAIN,
} from '#shared/constants/inquiry-options.ts';
import type { FieldProblem } from '#shared/schemas/field-problems.ts';
import { type FormLabels, type FormStatus, labelIn } from './form-status.ts';
import { formToInquiry } from './form-to-inquiry.ts';

/** The server refused the form's token: a fresh one makes the form sendable again. */
const isTokenRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  (error.message === INQUIRY_FORM_UNVERIFIED || error.message === INQUIRY_FORM_EXPIRED);

const isTooFast = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message === INQUIRY_TOO_FAST;

/**
 * How long the script waits before sending a too-fast request again by itself: the server's
 * default minimum (INQUIRY_MIN_SECONDS, 3 s) and a margin.
 */
const TOO_FAST_RETRY_MS = 3500;

/** Field by field, what a refusal says, worded with this form's labels. */
function fieldMessages(problems: readonly FieldProblem[], labels: FormLabels): Record<string, string> {
  return Object.fromEntries(
    problems.map((p) => [p.path, `${labelIn(labels, p.path) ?? p.label} ${p.message}.`]),
  );
}

/**
 * The refusal's sentence for the form's status line: the server's own, unless this form labels a
 * refused field otherwise (then the fields' sentences, as the server words several).
 */
function summaryOf(error: unknown, messages: Record<string, string>, labels: FormLabels): string {
  // An unexpected failure answers "Internal server error", meant for no visitor (503s say what to do).
  if (error instanceof ApiError && error.status === 500) return INQUIRY_FORM_ERRORS.unavailable;
  const paths = Object.keys(messages);
  if (!paths.some((path) => Object.hasOwn(labels, path))) return visitorMessageOf(error);
  const sentences = paths.map((path) => messages[path]!.replace(/\.$/, ''));
  return sentences.length === 1
    ? `${sentences[0]}.`
    : `Please check ${sentences.length} fields: ${sentences.join('; ')}.`;
}

/** The field a plain post's refusal named (the server's redirect), marked as the script would. */
const initialErrors = (status: FormStatus): Record<string, string> =>
  status.kind === 'error' && status.field && status.fieldMessage
    ? { [status.field]: status.fieldMessage }
    : {};

interface InquiryFormOptions {
  /** The server-signed token of the page (its issue time drives the server's timing check). */
  formToken: string;
  /** What the address said about a plain post (?sent=1, ?error=code&field=name). */
  initialStatus: FormStatus;
  labels?: FormLabels;
}

/**
 * A visitor's request form sent with the script (the contact form, a listing's lead form): sent
 * through the API client, so what was typed stays in the form whatever the answer. A refused
 * field is marked with the server's words and focused; a refused token is renewed; a request
 * refused as too fast (the browser filled the form in at once) is sent again once by itself.
 * Without the script the same form is a plain post: the server redirects back when it is received
 * and answers a refusal with the form's page, filled in again (README.md, "Quote requests").
 */
export function useInquiryForm({ formToken, initialStatus, labels = {} }: InquiryFormOptions) {
  const [token, setToken] = useState(formToken);
  const [status, setStatus] = useState<FormStatus>(initialStatus);
  const [fieldErrors, setFieldErrors] = useState(() => initialErrors(initialStatus));
  const [pending, setPending] = useState(false);
  // Focus moves once the form is enabled again (a disabled field cannot take it): a field's name,
  // or '' for the status line.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => setToken(formToken), [formToken]);
  useEffect(() => {
    setStatus(initialStatus);
    setFieldErrors(initialErrors(initialStatus));
  }, [initialStatus]);
  useEffect(() => {
    if (focusTarget === null || pending) return;
    const field = focusTarget ? formRef.current?.elements.namedItem(focusTarget) : null;
    (field instanceof HTMLElement ? field : statusRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget, pending]);

  /** A form left open too long (or shown offline): fetch a new token and keep what was typed. */
  async function renewToken(): Promise<boolean> {
    try {
      setToken((await publicApi.inquiryFormToken()).token);
      return true;
    } catch {
      return false;
    }
  }

  function refused(error: unknown, renewed: boolean) {
    const messages = fieldMessages(fieldProblemsOf(error), labels);
    setFieldErrors(messages);
    const message = renewed
      ? INQUIRY_FORM_RENEWED
      : isTooFast(error)
        ? INQUIRY_TOO_FAST_AGAIN
        : summaryOf(error, messages, labels);
    setStatus({ kind: 'error', message });
    setFocusTarget(Object.keys(messages)[0] ?? '');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = formToInquiry(new FormData(form));
    setStatus({ kind: 'idle' });
    setFieldErrors({});
    setPending(true);
    try {
      try {
        await publicApi.submitInquiry(input);
      } catch (error) {
        if (!isTooFast(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, TOO_FAST_RETRY_MS));
        await publicApi.submitInquiry(input);
      }
      form.reset();
      setStatus({ kind: 'sent' });
      setFocusTarget('');
      // The token is spent: a second request ("Send another request") needs its own, or the server
      // refuses it as a used form and the visitor is asked to send it twice.
      void renewToken();
    } catch (error) {
      refused(error, isTokenRefusal(error) && (await renewToken()));
    } finally {
      setPending(false);
    }
  }

  /** Editing a marked field takes its mark away. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && Object.hasOwn(fieldErrors, name)) {
      setFieldErrors(({ [name]: _, ...rest }) => rest);
    }
  }

  return { token, status, setStatus, fieldErrors, pending, formRef, statusRef, onSubmit, onInput };
}

/** What a request form renders from (components/ui/request-fields.tsx, RequestForm). */
export type InquiryFormState = ReturnType<typeof useInquiryForm>;
