import { safeCell } from '@esg/contracts/spreadsheet-cells';
import { saveBlob } from '@/lib/save-file';
import {
  REPORT_COLUMNS,
  exportCells,
  workbookCells,
  type ReportGroup,
  type WorkbookFigure,
} from './pai-report-model';

/** Lets the page paint between chunks, so a long report never freezes it. */
const breathe = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
const CHUNK = 15;

/** Spec 9: the export spinner shows for 2 s at least. */
export const SPINNER_MS = 2_000;

/**
 * Spec 9: `PAI-Report-{year}-.xls`, a real Excel workbook (BIFF8) written by the xlsx package, in chunks; the
 * impacts are numbers with a number format showing the unit, never text (issue 26).
 */
export async function downloadPaiExcel(
  title: string,
  year: number,
  groups: readonly ReportGroup[],
): Promise<void> {
  const XLSX = await import('xlsx');
  const rows: Array<Array<string | WorkbookFigure>> = [[title], []];
  for (const group of groups) {
    rows.push([group.title], REPORT_COLUMNS(year));
    for (let i = 0; i < group.rows.length; i += CHUNK) {
      for (const row of group.rows.slice(i, i + CHUNK)) rows.push(workbookCells(row));
      await breathe();
    }
    rows.push([]);
  }
  // Texts and fund names come from users: no cell may start a formula (issue 23, finding 4).
  const sheet = XLSX.utils.aoa_to_sheet(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? safeCell(cell) : cell))),
  );
  sheet['!cols'] = [{ wch: 45 }, { wch: 50 }, { wch: 18 }, { wch: 18 }, { wch: 70 }, { wch: 50 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'PAI Report');
  const bytes = XLSX.write(book, { bookType: 'xls', type: 'array' }) as ArrayBuffer;
  saveBlob(new Blob([bytes], { type: 'application/vnd.ms-excel' }), `PAI-Report-${year}-.xls`);
}

/** Spec 9: `PAI-Report-{cycle}-{year}.pdf` on A3, jspdf + jspdf-autotable, one table per group, in chunks. */
export async function downloadPaiPdf(
  title: string,
  cycle: string,
  year: number,
  groups: readonly ReportGroup[],
  note: string,
): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ format: 'a3', orientation: 'landscape', unit: 'pt' });
  doc.setFont('helvetica', 'bold').setFontSize(20).text(title, 40, 50);
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(90).text(note, 40, 70, { maxWidth: 1100 });
  doc.setTextColor(0);
  let y = 95;
  for (const group of groups) {
    await breathe();
    doc.setFont('helvetica', 'bold').setFontSize(13).text(group.title, 40, y);
    autoTable(doc, {
      startY: y + 8,
      head: [REPORT_COLUMNS(year)],
      body: group.rows.map(exportCells),
      margin: { left: 40, right: 40 },
      styles: { fontSize: 8, cellPadding: 4, overflow: 'linebreak', valign: 'top' },
      headStyles: { fillColor: [31, 94, 74], textColor: 255 },
      columnStyles: {
        0: { cellWidth: 170 },
        1: { cellWidth: 200 },
        2: { cellWidth: 90, halign: 'right' },
        3: { cellWidth: 90, halign: 'right' },
        4: { cellWidth: 380 },
      },
    });
    y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 30;
    if (y > doc.internal.pageSize.getHeight() - 80) {
      doc.addPage();
      y = 50;
    }
  }
  saveBlob(doc.output('blob'), `PAI-Report-${cycle}-${year}.pdf`);
}
