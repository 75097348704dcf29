import ExcelJS from 'exceljs';
import { referenceFilePath } from '@esg/reference-data';
import { EET_PAI_FIRST, EET_PAI_LAST, type EetField } from '../domain/pai/eet';

export const EET_WORKBOOK = 'sources/findatex-eet-v1.1.2-2023-12-05.xlsx';
const SHEET = 'EET';
const HEADER_ROW = 6;

/** A cell as text: rich text runs joined, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) {
      const result = value.result;
      if (result === undefined || result === null) return '';
      return typeof result === 'object' ? '' : String(result);
    }
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
}

/**
 * The PAI fields (30000–33440) of the FinDatEx EET workbook in libs/reference-data, in sheet order, read
 * from the columns the header row names (NUM, DATA NAME, DEFINITION, CODIFICATION).
 */
export async function readEetPaiFields(path = referenceFilePath(EET_WORKBOOK)): Promise<EetField[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet(SHEET);
  if (!sheet) throw new Error(`${path}: no sheet "${SHEET}"`);
  const header = sheet.getRow(HEADER_ROW);
  const columns = new Map<string, number>();
  header.eachCell((cell, col) => columns.set(cellText(cell.value).trim().toUpperCase(), col));
  const column = (name: string) => {
    const col = columns.get(name);
    if (col === undefined)
      throw new Error(`${path}: sheet ${SHEET} row ${HEADER_ROW} has no column "${name}"`);
    return col;
  };
  const num = column('NUM');
  const dataName = column('DATA NAME');
  const definition = column('DEFINITION');
  const codification = column('CODIFICATION');

  const fields: EetField[] = [];
  sheet.eachRow((row, index) => {
    if (index <= HEADER_ROW) return;
    const name = cellText(row.getCell(dataName).value).trim();
    const match = /^(\d{5})_/.exec(name);
    if (!match) return;
    const code = Number(match[1]);
    if (code < EET_PAI_FIRST || code > EET_PAI_LAST) return;
    fields.push({
      num: Number(cellText(row.getCell(num).value)),
      code,
      dataName: name,
      definition: cellText(row.getCell(definition).value).trim(),
      codification: cellText(row.getCell(codification).value).trim(),
    });
  });
  return fields;
}
