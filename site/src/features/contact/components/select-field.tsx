interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
  /** The choice made before a refused plain post (the server's answer fills it back in). */
  defaultValue?: string | undefined;
}

/** A labelled optional choice; the empty first option means "not given". */
export function SelectField({
  id,
  name,
  label,
  placeholder,
  options,
  disabled,
  defaultValue,
}: SelectFieldProps) {
  return (
    <div className="inquiry-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="input" defaultValue={defaultValue ?? ''} disabled={disabled}>
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
