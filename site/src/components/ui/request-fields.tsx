/**
 * The fields every visitor's request form asks for (the quote request, a listing's lead form):
 * who the person is and how to reach them, and the spam trap. One place for their names, limits
 * and autofill hints; `idPrefix` keeps ids unique on the page.
 */
import type { ReactNode } from 'react';
import { API } from '#shared/api/paths.ts';
import type { InquiryFormState } from '../../lib/inquiry/use-inquiry-form.ts';

const PERSON_FIELDS = {
  firstName: { label: 'First name', required: true, maxLength: 100, autoComplete: 'given-name' },
  lastName: { label: 'Last name', required: true, maxLength: 100, autoComplete: 'family-name' },
  email: { label: 'Email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', required: false, maxLength: 40, autoComplete: 'tel' },
} as const;

const ID_PARTS: Record<keyof typeof PERSON_FIELDS, string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  phone: 'phone',
};

/** What a refusal said about a field: its text, and its id for the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="inquiry-field-error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

/** A field the server refused is marked invalid and described by what it said. */
export const errorProps = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** The asterisk of a required field on a form that explains it above its fields. */
export function RequiredMark() {
  return <span aria-hidden="true">*</span>;
}

interface PersonFieldProps {
  idPrefix: string;
  field: keyof typeof PERSON_FIELDS;
  /** Shows the required fields' asterisk (a form that explains it above its fields). */
  marked?: boolean;
  /** What a refusal said about this field, shown under it. */
  error?: string | undefined;
  /** What the visitor typed before a refused plain post (the server's answer fills it back in). */
  defaultValue?: string | undefined;
}

export function PersonField({ idPrefix, field, marked = false, error, defaultValue }: PersonFieldProps) {
  const spec: { label: string; type?: string; required: boolean; maxLength: number; autoComplete: string } =
    PERSON_FIELDS[field];
  const id = `${idPrefix}-${ID_PARTS[field]}`;
  return (
    <div className="inquiry-field">
      <label htmlFor={id}>
        {marked && spec.required ? (
          <>
            {`${spec.label} `}
            <RequiredMark />
          </>
        ) : (
          spec.label
        )}
      </label>
      <input
        id={id}
        name={field}
        type={spec.type}
        className="input"
        required={spec.required}
        maxLength={spec.maxLength}
        autoComplete={spec.autoComplete}
        defaultValue={defaultValue}
        {...errorProps(id, error)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * Invisible to people and assistive technology; bots that fill every field reveal themselves. Its
 * label is for whoever sees it anyway (the style sheet did not load): a person who filled it in
 * would be told the request was sent while nothing was kept.
 */
const SPAM_TRAP_LABEL = 'Leave this field empty (it catches spam)';

export function SpamTrap({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="inquiry-trap" aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>{SPAM_TRAP_LABEL}</label>
      <input
        id={`${idPrefix}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/**
 * A visitor's request form around its fields: a plain post to /api/inquiries, sent by the script
 * when it runs (lib/inquiry/use-inquiry-form.ts); first the line where a refusal is announced (and
 * the focus goes when no one field is to blame), then what the asterisks mean.
 */
export function RequestForm({
  form,
  className,
  legend,
  children,
  after,
  listing,
  anchor,
}: {
  form: InquiryFormState;
  /** A lead form's listing (its address), named in the form's address as well as in its fields. */
  listing?: string;
  /**
   * The id of the element around the form: the form's address ends in it, so the page the server
   * answers a refused plain post with (the form filled in again) opens scrolled to the form.
   */
  anchor: string;
  className: string;
  /** The fieldset's name, for screen readers. */
  legend: string;
  /** The fields, in a fieldset disabled while the form is on its way. */
  children: ReactNode;
  /** Below the fields: the send button and any note. */
  after: ReactNode;
}) {
  const { status, pending, formRef, statusRef, onSubmit, onInput } = form;
  return (
    <form
      className={className}
      method="post"
      action={`${listing ? `${API.inquiries}?listing=${encodeURIComponent(listing)}` : API.inquiries}#${anchor}`}
      onSubmit={onSubmit}
      onInput={onInput}
      ref={formRef}
    >
      <div className="inquiry-status" ref={statusRef} tabIndex={-1}>
        {status.kind === 'error' ? (
          <p className="inquiry-error" role="alert">
            {status.message}
          </p>
        ) : null}
      </div>
      <p className="inquiry-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset className="inquiry-fields" disabled={pending}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
      {after}
    </form>
  );
}
