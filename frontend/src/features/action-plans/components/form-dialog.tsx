import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A modal form on the native <dialog> (focus trap, Escape cancels). */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <dialog
      ref={ref}
      className="dialog dialog--wide"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <form className="stack" onSubmit={submit}>
        <h2 id={titleId} className="dialog__heading">
          {title}
        </h2>
        {children}
        <div className="dialog__actions ap-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
