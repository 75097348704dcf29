import ExcelJS from 'exceljs';
import { neutraliseWorkbook } from '@esg/contracts';
import { isNumberCell, placeBoxes, type DocModel } from './model';

/**
 * The workbook of a document: one sheet with its sections' texts, one per table with the figures as numbers
 * in their number format (never text such as "4,629.30 tCO2e": the unit has its own column), and one per
 * chart with its shares. Every text cell passes the one cell-escaping function of the product
 * (neutraliseWorkbook: a text starting a formula is neutralised; numbers stay numbers).
 */
export async function toXlsx(model: DocModel): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ESG platform';
  workbook.title = `${model.title} ${model.subtitle}`;
  const texts = workbook.addWorksheet('Statement');
  texts.columns = [{ width: 60 }, { width: 140 }];
  texts.addRow([model.title, model.subtitle]).font = { bold: true, size: 14 };
  texts.addRow([model.running]);
  let heading = '';
  for (const block of model.blocks) {
    if (block.kind === 'heading') heading = block.text;
    else if (block.kind === 'paragraph') {
      const row = texts.addRow([heading, block.text]);
      row.alignment = { wrapText: true, vertical: 'top' };
      row.getCell(1).font = { bold: true };
    }
  }
  const used = new Set<string>(['Statement']);
  const sheetName = (wanted: string) => {
    let name = wanted.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
    for (let n = 2; used.has(name); n++) name = `${wanted.slice(0, 28)} ${n}`;
    used.add(name);
    return name;
  };
  for (const block of model.blocks) {
    if (block.kind === 'table') {
      const sheet = workbook.addWorksheet(sheetName(block.sheet));
      sheet.addRow([block.title]).font = { bold: true };
      const header = sheet.addRow(block.columns.map((c) => c.header));
      header.font = { bold: true };
      header.alignment = { wrapText: true, vertical: 'top' };
      sheet.columns = block.columns.map((c) => ({ width: Math.max(12, Math.min(80, c.width * 4)) }));
      for (const cells of block.rows) {
        const row = sheet.addRow(cells.map((c) => (isNumberCell(c) ? c.value : c)));
        row.alignment = { wrapText: true, vertical: 'top' };
        cells.forEach((c, i) => {
          if (isNumberCell(c)) row.getCell(i + 1).numFmt = c.format;
        });
      }
      if (block.note) sheet.addRow([block.note]);
      sheet.views = [{ state: 'frozen', ySplit: 2 }];
    } else if (block.kind === 'bars') {
      const sheet = workbook.addWorksheet(sheetName(block.title));
      sheet.addRow([block.title]).font = { bold: true };
      sheet.addRow(['', ...block.legend]).font = { bold: true };
      sheet.columns = [{ width: 40 }, ...block.legend.map(() => ({ width: 28 }))];
      for (const bar of block.bars) {
        const rest = Math.max(0, 1 - bar.parts.reduce((s, p) => s + p, 0));
        const row = sheet.addRow([bar.label, ...bar.parts, rest]);
        for (let i = 2; i <= bar.parts.length + 2; i++) row.getCell(i).numFmt = '0.0%';
      }
      if (block.note) sheet.addRow([block.note]);
    } else if (block.kind === 'boxes') {
      // The diagram as rows: each box, the box it splits from and its share as a number.
      const sheet = workbook.addWorksheet(sheetName(block.sheet));
      sheet.addRow([block.title]).font = { bold: true };
      sheet.addRow(['Category', 'Part of', 'Share of investments']).font = { bold: true };
      sheet.columns = [{ width: 44 }, { width: 44 }, { width: 20 }];
      for (const p of placeBoxes(block.root)) {
        const row = sheet.addRow([
          `${'  '.repeat(p.depth)}${p.box.label}`,
          p.parent?.box.label ?? '',
          p.box.share,
        ]);
        row.getCell(3).numFmt = '0.0%';
      }
      if (block.note) sheet.addRow([block.note]);
    }
  }
  neutraliseWorkbook(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
