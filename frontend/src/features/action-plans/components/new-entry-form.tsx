import { useState, type FormEvent } from 'react';
import { Failure } from './failure';

/**
 * The "add" form under a recommendation's comments and internal notes: one labelled text area and a
 * submit button, cleared once the entry is saved.
 */
export function NewEntryForm({
  id,
  label,
  submitLabel,
  error,
  fallback,
  pending,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  error: unknown;
  fallback: string;
  pending: boolean;
  /** Saves the trimmed text; calls `done` once saved so the field is cleared. */
  onSubmit: (text: string, done: () => void) => void;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSubmit(text.trim(), () => setText(''));
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={label}>
      <Failure error={error} fallback={fallback} />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={2}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="ap-actions">
        <button type="submit" className="button button--primary" disabled={pending || text.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
