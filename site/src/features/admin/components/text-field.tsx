import type { Ref } from 'react';
import { FieldProblem } from './field-problem.tsx';
import { LengthCount } from './length-count.tsx';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
  /**
   * What the value was understood as ("Starts at 1:30"), under the field and read out as it
   * changes; '' while there is nothing to say (the region is kept so a change is announced).
   */
  note?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** For single-line fields: sign-in and setup ask for an email and a password. */
  type?: 'text' | 'email' | 'password';
  name?: string;
  autoComplete?: string;
  minLength?: number;
  /** Why the last save was refused for this field ("Title is required"), shown under it. */
  problem?: string | undefined;
  /**
   * The most characters the schema takes (`maxLengthAt`): shown under the field, then what is left
   * near it. Not the input's maxLength, which would cut a paste short without a word.
   */
  limit?: number | undefined;
}

/** A labelled text input or textarea of the admin's forms, with its hint read out with it. */
export function TextField(props: TextFieldProps) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const problemId = props.problem ? `${props.id}-problem` : undefined;
  const countId = props.limit ? `${props.id}-count` : undefined;
  const noteId = props.note !== undefined ? `${props.id}-note` : undefined;
  const common = {
    id: props.id,
    value: props.value,
    required: props.required,
    placeholder: props.placeholder,
    disabled: props.disabled,
    'aria-describedby': [problemId, noteId, countId, hintId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props.problem ? true : undefined,
  };
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} rows={4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          name={props.name}
          autoComplete={props.autoComplete}
          minLength={props.minLength}
          ref={props.inputRef}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      <FieldProblem id={problemId} problem={props.problem} />
      {noteId ? (
        <p id={noteId} className="admin-hint" aria-live="polite">
          {props.note}
        </p>
      ) : null}
      {countId && props.limit ? (
        <LengthCount id={countId} length={props.value.length} limit={props.limit} />
      ) : null}
      {props.hint ? (
        <p id={hintId} className="admin-hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
