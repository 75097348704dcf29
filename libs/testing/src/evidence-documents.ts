/**
 * Real documents for evidence tests (ADR 0185): a PDF with one line of text on each page, made with jsPDF as
 * the report downloads are, and an xlsx workbook made with exceljs. Both libraries are loaded when called, so
 * the other users of this package do not pay for them.
 */
export async function pdfWithPages(lines: readonly string[]): Promise<Buffer> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  lines.forEach((line, index) => {
    if (index > 0) doc.addPage();
    doc.setFontSize(18);
    doc.text(`Page ${index + 1}`, 60, 80);
    doc.setFontSize(12);
    doc.text(line, 60, 120);
  });
  return Buffer.from(doc.output('arraybuffer'));
}

export async function workbookWith(
  sheets: Record<string, Array<Array<string | number | null>>>,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
