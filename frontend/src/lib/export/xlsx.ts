import { safeRow } from '@esg/contracts/spreadsheet-cells';

/** A cell of an exported table: text, a number (kept numeric in Excel) or nothing. */
export type ExportCell = string | number | null;

export interface ExportSheet {
  name: string;
  header: string[];
  rows: ExportCell[][];
}

/**
 * Writes an .xlsx workbook and hands it to the browser as a download. The `xlsx` library (~100 KB)
 * is loaded only now, when someone asks for the file (ARCHITECTURE.md: exports load on demand;
 * the npm xlsx build only writes files here, it never parses uploads).
 */
export async function downloadXlsx(fileName: string, sheets: readonly ExportSheet[]): Promise<void> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    // Names and texts come from users: no cell may start a formula (issue 23, finding 4).
    const data = XLSX.utils.aoa_to_sheet([sheet.header, ...sheet.rows].map(safeRow));
    data['!cols'] = sheet.header.map((h, i) => ({
      wch: Math.min(60, Math.max(h.length, ...sheet.rows.map((r) => String(r[i] ?? '').length)) + 2),
    }));
    // Sheet names: at most 31 characters, none of : \ / ? * [ ]
    XLSX.utils.book_append_sheet(book, data, sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  }
  XLSX.writeFile(book, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`, { compression: true });
}
