import { useSyncExternalStore } from 'react';

/**
 * Success toasts of the action-plan screens ('Action plan created successfully', 'Status updated
 * successfully', ...). Held outside React so a toast survives the navigation that follows a save.
 */
export interface Toast {
  id: number;
  message: string;
}

const TOAST_MS = 4_000;
/** Older toasts give way, so a burst of saves never covers the page. */
const MAX_TOASTS = 3;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function showToast(message: string): void {
  const id = nextId++;
  emit([...toasts, { id, message }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_MS);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
