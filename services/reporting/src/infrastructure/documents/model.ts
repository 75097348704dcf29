/**
 * One content model for the SFDR documents the reporting service writes (issue 26), so the Word file, the
 * PDF and the workbook say the same thing, as the TCFD report's content model does in the browser (ADR
 * 0052). A table cell is text, or a number with the text it shows and its spreadsheet number format.
 */
export interface NumberCell {
  value: number | null;
  /** As the PDF and the Word file show it: `4,629.30 tCO2e`, `No data`. */
  text: string;
  /** The workbook's number format, `#,##0.00`. */
  format: string;
}
export type DocCell = string | NumberCell;

export interface DocColumn {
  header: string;
  /** Relative width. */
  width: number;
  numeric?: boolean;
}

export interface DocBar {
  label: string;
  /** Parts of the bar, shares 0–1, in order; what is left to 1 is the last legend entry. */
  parts: number[];
}

export type DocBlock =
  | { kind: 'heading'; text: string; marked?: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; title: string; sheet: string; columns: DocColumn[]; rows: DocCell[][]; note?: string }
  | { kind: 'bars'; title: string; legend: string[]; bars: DocBar[]; note?: string };

export interface DocModel {
  title: string;
  subtitle: string;
  /** Shown at the top of every page: the entity's name and LEI. */
  running: string;
  /** Shown at the top right of every page: the document and its period, short. */
  short: string;
  blocks: DocBlock[];
}

export const isNumberCell = (cell: DocCell): cell is NumberCell => typeof cell !== 'string';
export const cellText = (cell: DocCell): string => (isNumberCell(cell) ? cell.text : cell);
