import { saveBlob } from '@/lib/save-file';

/** Hands a CSV text to the browser as a download (UTF-8 with a BOM, so spreadsheets read accents). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
}
