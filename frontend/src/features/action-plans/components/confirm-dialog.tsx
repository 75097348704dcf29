import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, read out with the heading. */
  description?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The failure of the last attempt, shown above the buttons. */
  children?: ReactNode;
}

/**
 * A destructive action's confirmation: a modal role="dialog" (native <dialog>: focus trap, Escape
 * cancels) named by its heading. It stays open while the call runs, so a failure shows in it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog ap-confirm"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <div className="stack">
        <h2 id={titleId} className="dialog__heading">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="ap-muted">
            {description}
          </p>
        ) : null}
        {children}
        <div className="dialog__actions ap-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            aria-busy={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
