import { apiDownload } from './api-client';

/** Saves a Blob the page made or fetched under `fileName` (the browser's download, no new tab). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an API file (with the session's headers) and saves it under `fileName`. */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  saveBlob(await apiDownload(path), fileName);
}
