import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { cellText, isNumberCell, placeBoxes, type DocModel } from './model';

/** DejaVu Sans: every European script, so a GP's text prints as written (the PDF core fonts are Latin-1 only). */
let fonts: { regular: string; bold: string } | null = null;
function dejaVu(): { regular: string; bold: string } {
  if (!fonts) {
    const dir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
    fonts = {
      regular: readFileSync(`${dir}DejaVuSans.ttf`).toString('base64'),
      bold: readFileSync(`${dir}DejaVuSans-Bold.ttf`).toString('base64'),
    };
  }
  return fonts;
}

const TEAL: [number, number, number] = [31, 94, 74];
const BAR_COLOURS: Array<[number, number, number]> = [
  [31, 94, 74],
  [92, 160, 130],
  [160, 205, 180],
  [215, 222, 226],
];

/**
 * A3 landscape (spec 9: the PAI PDF is A3), the entity's name and LEI at the top of every page and
 * "Page n of N" at the bottom, tables with jspdf-autotable, bar charts drawn as rectangles.
 */
export function toPdf(model: DocModel): Buffer {
  const doc = new jsPDF({ format: 'a3', orientation: 'landscape', unit: 'pt', compress: true });
  const font = dejaVu();
  doc.addFileToVFS('DejaVuSans.ttf', font.regular);
  doc.addFont('DejaVuSans.ttf', 'DejaVu', 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', font.bold);
  doc.addFont('DejaVuSans-Bold.ttf', 'DejaVu', 'bold');
  doc.setProperties({ title: `${model.title} ${model.subtitle}`, creator: 'ESG platform' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const margin = 48;
  const text = width - 2 * margin;
  const top = 70;
  const bottom = height - 50;
  const lastY = () => (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  const room = (y: number, needed: number) => {
    if (y + needed < bottom) return y;
    doc.addPage();
    return top;
  };
  // A long title (the periodic report's) wraps rather than running off the page.
  const titleLines = doc
    .setFont('DejaVu', 'bold')
    .setFontSize(22)
    .splitTextToSize(model.title, text) as string[];
  doc.text(titleLines, margin, top + 10);
  const titleBottom = top + 10 + (titleLines.length - 1) * 27;
  doc
    .setFont('DejaVu', 'normal')
    .setFontSize(12)
    .setTextColor(80)
    .text(model.subtitle, margin, titleBottom + 22);
  doc.setTextColor(0);
  let y = titleBottom + 54;
  for (const block of model.blocks) {
    if (block.kind === 'heading') {
      y = room(y, 60);
      doc.setFont('DejaVu', 'bold').setFontSize(15).text(block.text, margin, y);
      if (block.marked) {
        doc.setFont('DejaVu', 'normal').setFontSize(9).setTextColor(140, 90, 0);
        doc.text(block.marked, margin, y + 14);
        doc.setTextColor(0);
        y += 12;
      }
      y += 22;
    } else if (block.kind === 'paragraph') {
      doc.setFont('DejaVu', 'normal').setFontSize(10.5);
      for (const paragraph of block.text.split(/\n+/)) {
        const lines = doc.splitTextToSize(paragraph, text) as string[];
        for (const line of lines) {
          y = room(y, 16);
          doc.text(line, margin, y);
          y += 15;
        }
        y += 6;
      }
      y += 8;
    } else if (block.kind === 'table') {
      y = room(y, 80);
      doc.setFont('DejaVu', 'bold').setFontSize(12).text(block.title, margin, y);
      const total = block.columns.reduce((s, c) => s + c.width, 0);
      autoTable(doc, {
        startY: y + 8,
        head: [block.columns.map((c) => c.header)],
        body: block.rows.map((row) => row.map(cellText)),
        margin: { left: margin, right: margin, top, bottom: height - bottom + 10 },
        styles: { font: 'DejaVu', fontSize: 8, cellPadding: 4, overflow: 'linebreak', valign: 'top' },
        headStyles: { font: 'DejaVu', fontStyle: 'bold', fillColor: TEAL, textColor: 255 },
        columnStyles: Object.fromEntries(
          block.columns.map((c, i) => [
            i,
            { cellWidth: (c.width / total) * text, halign: c.numeric ? 'right' : 'left' },
          ]),
        ),
        didParseCell: (data) => {
          if (data.section === 'body' && isNumberCell(block.rows[data.row.index]?.[data.column.index] ?? ''))
            data.cell.styles.halign = 'right';
        },
      });
      y = lastY() + 14;
      if (block.note) {
        doc.setFont('DejaVu', 'normal').setFontSize(8.5).setTextColor(90);
        for (const line of doc.splitTextToSize(block.note, text) as string[]) {
          y = room(y, 12);
          doc.text(line, margin, y);
          y += 11;
        }
        doc.setTextColor(0);
      }
      y += 16;
    } else if (block.kind === 'boxes') {
      // The template's diagram: each box with its share, joined to the box it splits from.
      const placed = placeBoxes(block.root);
      const rows = Math.max(...placed.map((p) => p.row)) + 1;
      const boxW = 250;
      const boxH = 40;
      const gapX = 46;
      const gapY = 12;
      y = room(y, 40 + rows * (boxH + gapY));
      doc.setFont('DejaVu', 'bold').setFontSize(12).text(block.title, margin, y);
      y += 14;
      const at = (p: { depth: number; row: number }) => ({
        x: margin + p.depth * (boxW + gapX),
        y: y + p.row * (boxH + gapY),
      });
      for (const p of placed) {
        const { x, y: by } = at(p);
        doc.setFillColor(...BAR_COLOURS[Math.min(p.depth, BAR_COLOURS.length - 1)]);
        doc.setDrawColor(...TEAL);
        doc.rect(x, by, boxW, boxH, 'FD');
        doc.setTextColor(p.depth < 2 ? 255 : 0);
        doc
          .setFont('DejaVu', 'bold')
          .setFontSize(9.5)
          .text(p.box.label, x + 8, by + 16);
        doc
          .setFont('DejaVu', 'normal')
          .setFontSize(9.5)
          .text(`${(p.box.share * 100).toFixed(1)}% of investments`, x + 8, by + 31);
        doc.setTextColor(0);
        if (p.parent) {
          const from = at(p.parent);
          const midX = from.x + boxW + gapX / 2;
          doc.setDrawColor(...TEAL);
          doc.line(from.x + boxW, from.y + boxH / 2, midX, from.y + boxH / 2);
          doc.line(midX, from.y + boxH / 2, midX, by + boxH / 2);
          doc.line(midX, by + boxH / 2, x, by + boxH / 2);
        }
      }
      y += rows * (boxH + gapY) + 8;
      if (block.note) {
        doc.setFont('DejaVu', 'normal').setFontSize(8.5).setTextColor(90);
        for (const line of doc.splitTextToSize(block.note, text) as string[]) {
          y = room(y, 12);
          doc.text(line, margin, y);
          y += 11;
        }
        doc.setTextColor(0);
      }
      y += 12;
    } else {
      const barHeight = 22;
      y = room(y, 60 + block.bars.length * (barHeight + 10));
      doc.setFont('DejaVu', 'bold').setFontSize(12).text(block.title, margin, y);
      y += 16;
      const labelWidth = 90;
      const scale = Math.min(text - labelWidth, 700);
      for (const bar of block.bars) {
        doc
          .setFont('DejaVu', 'normal')
          .setFontSize(9)
          .text(bar.label, margin, y + 15);
        let x = margin + labelWidth;
        const parts = [...bar.parts, Math.max(0, 1 - bar.parts.reduce((s, p) => s + p, 0))];
        parts.forEach((part, i) => {
          const w = part * scale;
          if (w <= 0) return;
          doc.setFillColor(...BAR_COLOURS[Math.min(i, BAR_COLOURS.length - 1)]);
          doc.rect(x, y, w, barHeight, 'F');
          x += w;
        });
        const aligned = bar.parts.reduce((s, p) => s + p, 0);
        doc
          .setFontSize(9)
          .text(`${(aligned * 100).toFixed(1)}% aligned`, margin + labelWidth + scale + 8, y + 15);
        y += barHeight + 10;
      }
      let x = margin + labelWidth;
      block.legend.forEach((entry, i) => {
        doc.setFillColor(...BAR_COLOURS[Math.min(i, BAR_COLOURS.length - 1)]);
        doc.rect(x, y, 10, 10, 'F');
        doc.setFontSize(8.5).text(entry, x + 14, y + 9);
        x += 14 + doc.getTextWidth(entry) + 18;
      });
      y += 24;
      if (block.note) {
        doc.setFontSize(8.5).setTextColor(90);
        for (const line of doc.splitTextToSize(block.note, text) as string[]) {
          y = room(y, 12);
          doc.text(line, margin, y);
          y += 11;
        }
        doc.setTextColor(0);
      }
      y += 12;
    }
  }
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont('DejaVu', 'normal').setFontSize(9).setTextColor(90);
    doc.text(model.running, margin, 34);
    doc.text(model.short, width - margin, 34, { align: 'right' });
    doc.text(`Page ${page} of ${pages}`, width - margin, height - 24, { align: 'right' });
    doc.setDrawColor(200).line(margin, 42, width - margin, 42);
  }
  return Buffer.from(doc.output('arraybuffer'));
}
