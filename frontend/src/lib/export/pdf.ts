import type { ExportCell, ExportSheet } from './xlsx';

export interface PdfOptions {
  title: string;
  subtitle?: string;
  format?: 'a4' | 'a3';
  orientation?: 'portrait' | 'landscape';
}

/**
 * Writes a PDF of titled tables and hands it to the browser as a download; jspdf is loaded only
 * now. Long tables continue on new pages with their header repeated; long cells wrap.
 */
export async function downloadPdf(
  fileName: string,
  tables: readonly ExportSheet[],
  options: PdfOptions,
): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({
    format: options.format ?? 'a4',
    orientation: options.orientation ?? 'landscape',
    unit: 'pt',
  });
  const margin = 36;
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  const bottom = doc.internal.pageSize.getHeight() - margin;
  let y = margin;
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(16)
    .text(options.title, margin, y + 6);
  y += 22;
  if (options.subtitle) {
    doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(90).text(options.subtitle, margin, y);
    doc.setTextColor(0);
    y += 16;
  }
  for (const table of tables) {
    y += 10;
    doc.setFont('helvetica', 'bold').setFontSize(12).text(table.name, margin, y);
    y += 8;
    const columnWidth = width / Math.max(1, table.header.length);
    const drawRow = (cells: readonly ExportCell[], bold: boolean) => {
      doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(9);
      const lines = cells.map((c) => doc.splitTextToSize(String(c ?? '—'), columnWidth - 8) as string[]);
      const height = Math.max(...lines.map((l) => l.length)) * 11 + 8;
      if (y + height > bottom) {
        doc.addPage();
        y = margin;
        if (!bold) drawRow(table.header, true);
      }
      if (bold) doc.setFillColor(236, 241, 238).rect(margin, y, width, height, 'F');
      lines.forEach((l, i) => doc.text(l, margin + i * columnWidth + 4, y + 13));
      doc.setDrawColor(210).line(margin, y + height, margin + width, y + height);
      y += height;
    };
    drawRow(table.header, true);
    for (const row of table.rows) drawRow(row, false);
    y += 8;
  }
  doc.save(fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf`);
}
