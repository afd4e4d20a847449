interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
}

/** A labelled optional choice; the empty first option means "not given". */
export function SelectField({ id, name, label, placeholder, options, disabled }: SelectFieldProps) {
  return (
    <div className="inquiry-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="input" defaultValue="" disabled={disabled}>
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
