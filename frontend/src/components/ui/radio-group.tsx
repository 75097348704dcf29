import { useId } from 'react';

interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  required?: boolean;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}

/** A labelled group of radio buttons (fieldset and legend) with its validation message. */
export function RadioGroup({
  legend,
  name,
  value,
  options,
  error,
  required,
  onChange,
  onBlur,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={error ? 'choice-group field--invalid' : 'choice-group'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={(event) => onChange(event)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
