import { useEffect, useSyncExternalStore } from 'react';

/**
 * Pages with unsaved edits hold an edit lock; logging out while one is held asks
 * 'Logout without saving data?' first (spec 2.3). Locks are counted, so two editors on one page
 * release independently.
 */
let holders = 0;
const listeners = new Set<() => void>();

function setHolders(next: number): void {
  holders = Math.max(0, next);
  for (const listener of listeners) listener();
}

export const editLock = {
  isActive: (): boolean => holders > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Takes a lock; the answer releases it (once). */
  acquire(): () => void {
    setHolders(holders + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setHolders(holders - 1);
    };
  },
  /** For logout: the unsaved edits are abandoned with the session. */
  releaseAll(): void {
    setHolders(0);
  },
};

/** Holds the edit lock while `dirty` is true and the calling component is mounted. */
export function useEditLock(dirty: boolean): void {
  useEffect(() => (dirty ? editLock.acquire() : undefined), [dirty]);
}

export function useEditLockActive(): boolean {
  return useSyncExternalStore(editLock.subscribe, editLock.isActive);
}
