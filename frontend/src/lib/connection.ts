/**
 * Spec 7.4: prefetching is skipped on 2g or save-data connections. The Network Information API is
 * not everywhere (Firefox, Safari): without it, the connection is taken to be fine.
 */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export function mayPreload(info: NetworkInformation | undefined = connection()): boolean {
  if (!info) return true;
  if (info.saveData) return false;
  return info.effectiveType !== '2g' && info.effectiveType !== 'slow-2g';
}

/** Calls `listener` whenever the connection changes (a phone leaving Wi-Fi); returns the unsubscribe. */
export function onConnectionChange(listener: () => void): () => void {
  const info = connection();
  if (!info) return () => undefined;
  info.addEventListener('change', listener);
  return () => info.removeEventListener('change', listener);
}
