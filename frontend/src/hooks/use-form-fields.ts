import { useState, type FormEvent } from 'react';
import type { Validator } from '@/lib/validation';

/** A field's validators; they may read the other values (a confirmation compares with the password). */
export type FieldRules<F extends string> = Record<F, (values: Record<F, string>) => readonly Validator[]>;

/**
 * Eager validation (spec 5): a field is checked as soon as the user has interacted with it (typed
 * in it, or left it with a value), then on every change; submitting checks every field and focuses the first
 * invalid one. `submit` answers the values when they are all valid.
 */
export function useFormFields<F extends string>(initial: Record<F, string>, rules: FieldRules<F>) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});

  const errorOf = (field: F): string | undefined => {
    for (const validator of rules[field](values)) {
      const message = validator(values[field]);
      if (message) return message;
    }
    return undefined;
  };

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: touched[field] ? errorOf(field) : undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setTouched((previous) => ({ ...previous, [field]: true }));
    },
    // Leaving a field the user never typed in (an autofocused one, on the way to a link) is not yet
    // an interaction: flagging it would shift the layout under the pointer.
    onBlur: () => {
      if (values[field] !== '') setTouched((previous) => ({ ...previous, [field]: true }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>): Record<F, string> | null => {
    event.preventDefault();
    setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>);
    const firstInvalid = fields.find((field) => errorOf(field));
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return null;
    }
    return values;
  };

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setTouched({});
  };

  return { values, bind, submit, reset };
}
