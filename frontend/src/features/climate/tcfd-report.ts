import { cycleYearLabel } from '@esg/contracts/labels';
import type { TcfdResult } from '@esg/contracts/scoring';
import { saveBlob } from '@/lib/save-file';

/**
 * The 'TCFD Recommendations Report' of spec 2.8 and 9: headed with the reporting cycle and year, A4 PDF
 * (jspdf + jspdf-autotable) and a Word document (the `docx` package). One content model for both, so
 * the two files say the same thing. File names follow spec 9 with the extension of the real format
 * (ADR 0052): `TCFD-Analytics-Report({cycle}-{year}).docx` and `.pdf`.
 */

export interface TcfdReportInput {
  companyName: string;
  cycle: string;
  year: number;
  period: string;
  result: TcfdResult;
}

export const REPORT_TITLE = 'TCFD Recommendations Report';

export const tcfdReportFileName = (cycle: string, year: number, extension: 'pdf' | 'docx') =>
  `TCFD-Analytics-Report(${cycle}-${year}).${extension}`;

/** The report's text, in order: heading, scores, statements, recommendations per dimension. */
export function tcfdReportContent(input: TcfdReportInput) {
  const { result } = input;
  return {
    title: REPORT_TITLE,
    subtitle: `${input.companyName} · ${cycleYearLabel(input.cycle, input.year)}`,
    summary: `Overall climate risk score ${result.overall} of 100 (${result.grade}). The overall score is the rounded average of the four dimension scores; a dimension scores 100 × the selected option scores / the maximum possible option scores of its answered indicators (questionnaire version ${result.questionnaireVersion}).`,
    scoreHead: ['Dimension', 'Score (of 100)', 'Answered indicators', 'Points'],
    scoreRows: result.dimensions.map((d) => [
      d.name,
      String(d.score),
      `${d.answered} of ${d.indicators}`,
      `${d.selected} of ${d.maximum}`,
    ]),
    statements: result.statements.map((s) => ({
      heading:
        s.kind === 'scope-calculation'
          ? 'How emissions are calculated (TCFD-AA-110a.30–.32)'
          : 'Largest emission sources (TCFD-AA-110a.33–.35)',
      text: s.text,
    })),
    recommendationHead: ['Indicator', 'Answer', 'Feedback', 'Recommendations'],
    dimensions: result.dimensions.map((d) => ({
      name: d.name,
      rows: result.recommendations
        .filter((r) => r.dimension === d.name)
        .map((r) => [
          `${r.code}: ${r.indicator}`,
          `${r.option} (${r.score})`,
          r.feedback,
          r.recommendations.map((text) => `• ${text}`).join('\n'),
        ]),
    })),
  };
}

const TEAL: [number, number, number] = [31, 94, 74];

/** A4 portrait PDF with jspdf and jspdf-autotable (spec 9: the TCFD PDF is A4). */
export async function downloadTcfdPdf(input: TcfdReportInput): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const content = tcfdReportContent(input);
  const doc = new jsPDF({ format: 'a4', orientation: 'portrait', unit: 'pt' });
  const width = doc.internal.pageSize.getWidth() - 80;
  const lastY = () => (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  const room = (y: number, needed: number) => {
    if (y + needed < doc.internal.pageSize.getHeight() - 50) return y;
    doc.addPage();
    return 50;
  };
  doc.setFont('helvetica', 'bold').setFontSize(18).text(content.title, 40, 54);
  doc.setFont('helvetica', 'normal').setFontSize(11).setTextColor(80).text(content.subtitle, 40, 74);
  doc.setTextColor(0).setFontSize(10);
  const summary = doc.splitTextToSize(content.summary, width) as string[];
  doc.text(summary, 40, 98);
  autoTable(doc, {
    startY: 104 + summary.length * 12,
    head: [content.scoreHead],
    body: content.scoreRows,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 9, cellPadding: 4 },
    headStyles: { fillColor: TEAL, textColor: 255 },
  });
  let y = lastY() + 26;
  for (const statement of content.statements) {
    const lines = doc.splitTextToSize(statement.text, width) as string[];
    y = room(y, 20 + lines.length * 12);
    doc.setFont('helvetica', 'bold').setFontSize(11).text(statement.heading, 40, y);
    doc
      .setFont('helvetica', 'normal')
      .setFontSize(10)
      .text(lines, 40, y + 16);
    y += 26 + lines.length * 12;
  }
  y = room(y, 40);
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(14)
    .text('Recommendations for you', 40, y + 6);
  y += 22;
  for (const dimension of content.dimensions) {
    y = room(y, 60);
    doc.setFont('helvetica', 'bold').setFontSize(12).text(dimension.name, 40, y);
    autoTable(doc, {
      startY: y + 6,
      head: [content.recommendationHead],
      body: dimension.rows.length
        ? dimension.rows
        : [['No answered indicator with recommendations', '', '', '']],
      margin: { left: 40, right: 40 },
      styles: { fontSize: 8, cellPadding: 4, overflow: 'linebreak', valign: 'top' },
      headStyles: { fillColor: TEAL, textColor: 255 },
      columnStyles: { 0: { cellWidth: 140 }, 1: { cellWidth: 110 }, 2: { cellWidth: 110 } },
    });
    y = lastY() + 24;
  }
  saveBlob(doc.output('blob'), tcfdReportFileName(input.cycle, input.year, 'pdf'));
}

/** A Word document (OOXML) with the docx package: the same content as the PDF. */
export async function downloadTcfdWord(input: TcfdReportInput): Promise<void> {
  const {
    Document,
    HeadingLevel,
    Packer,
    Paragraph,
    Table,
    TableCell,
    TableRow,
    TextRun,
    WidthType,
    ShadingType,
  } = await import('docx');
  const content = tcfdReportContent(input);
  const cell = (text: string) =>
    new TableCell({
      children: text
        .split('\n')
        .map((line) => new Paragraph({ children: [new TextRun({ text: line, size: 18 })] })),
    });
  const headerCell = (text: string) =>
    new TableCell({
      children: [new Paragraph({ children: [new TextRun({ text, bold: true, color: 'FFFFFF', size: 18 })] })],
      shading: { type: ShadingType.CLEAR, fill: '1F5E4A', color: 'auto' },
    });
  const table = (head: string[], rows: string[][]) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: head.map(headerCell) }),
        ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
      ],
    });
  const document = new Document({
    creator: 'ESG platform',
    title: `${content.title} ${cycleYearLabel(input.cycle, input.year)}`,
    sections: [
      {
        children: [
          new Paragraph({ text: content.title, heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun({ text: content.subtitle, color: '555555' })] }),
          new Paragraph({ text: content.summary }),
          table(content.scoreHead, content.scoreRows),
          ...content.statements.flatMap((s) => [
            new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_2 }),
            new Paragraph({ text: s.text }),
          ]),
          new Paragraph({ text: 'Recommendations for you', heading: HeadingLevel.HEADING_1 }),
          ...content.dimensions.flatMap((d) => [
            new Paragraph({ text: d.name, heading: HeadingLevel.HEADING_2 }),
            d.rows.length
              ? table(content.recommendationHead, d.rows)
              : new Paragraph({ text: 'No answered indicator with recommendations.' }),
          ]),
        ],
      },
    ],
  });
  saveBlob(await Packer.toBlob(document), tcfdReportFileName(input.cycle, input.year, 'docx'));
}
