import type { Ref } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input or textarea of the item form. */
export function TextField(props: TextFieldProps) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const common = {
    id: props.id,
    value: props.value,
    required: props.required,
    placeholder: props.placeholder,
    disabled: props.disabled,
    'aria-describedby': hintId,
  };
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} rows={4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          ref={props.inputRef}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.hint ? (
        <p id={hintId} className="admin-hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
