import { useEffect, useId, useRef } from 'react';

interface ErrorDialogProps {
  /** The message to show; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

/** The 'Error' dialog of spec 2.3 and 8, on the native <dialog> (focus trap and Escape for free). */
export function ErrorDialog({ message, onClose }: ErrorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);

  return (
    <dialog ref={ref} className="dialog" role="alertdialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        Error
      </h2>
      <p className="dialog__body">{message}</p>
      <form method="dialog" className="dialog__actions">
        <button className="button button--primary" type="submit">
          OK
        </button>
      </form>
    </dialog>
  );
}
