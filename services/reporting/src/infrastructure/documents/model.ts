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

/** A box of the asset-allocation diagram: its label, its share of all investments and the boxes it splits into. */
export interface DocBox {
  label: string;
  share: number;
  children?: DocBox[];
}

export type DocBlock =
  | { kind: 'heading'; text: string; marked?: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; title: string; sheet: string; columns: DocColumn[]; rows: DocCell[][]; note?: string }
  | { kind: 'bars'; title: string; legend: string[]; bars: DocBar[]; note?: string }
  | { kind: 'boxes'; title: string; sheet: string; root: DocBox; note?: string };

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

/** A box placed on the diagram's grid: its column is its depth, its row the order of the tree read top down. */
export interface PlacedBox {
  box: DocBox;
  depth: number;
  row: number;
  parent: PlacedBox | null;
}

/** The boxes of a tree laid out left to right: a parent on the row of its first child, leaves one per row. */
export function placeBoxes(root: DocBox): PlacedBox[] {
  const out: PlacedBox[] = [];
  let next = 0;
  const visit = (box: DocBox, depth: number, parent: PlacedBox | null) => {
    const placed: PlacedBox = { box, depth, row: next, parent };
    out.push(placed);
    if (box.children?.length) for (const child of box.children) visit(child, depth + 1, placed);
    else next += 1;
  };
  visit(root, 0, null);
  return out;
}

export const boxText = (box: DocBox): string => `${box.label}: ${(box.share * 100).toFixed(1)}%`;
