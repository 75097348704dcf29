/*
 * Places in a document that back a value (ADR 0185): a page of a PDF, a cell of a workbook. Pure functions;
 * the citation command reads the file and refuses a page or a cell the document does not have.
 */

/**
 * The pages of a PDF, counted from its page objects (`/Type /Page`, not `/Pages`). Null when the count
 * cannot be read that way (page objects packed into compressed object streams): the page is then taken on
 * trust rather than refused.
 */
export function pdfPageCount(data: Buffer): number | null {
  const text = data.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  return pages > 0 ? pages : null;
}

export interface CellPlace {
  /** The sheet named before `!`, quotes removed; null: the first sheet. */
  sheet: string | null;
  /** The cell in upper case without `$`, such as `B12`. */
  address: string;
}

/** `B12`, `Emissions!$B$12`, `'Site data'!b12` → the sheet and the cell. */
export function parseCellReference(reference: string): CellPlace {
  const bang = reference.lastIndexOf('!');
  const rawSheet = bang >= 0 ? reference.slice(0, bang) : null;
  const sheet = rawSheet === null ? null : rawSheet.replace(/^'(.*)'$/, '$1');
  const address = reference
    .slice(bang + 1)
    .replaceAll('$', '')
    .toUpperCase();
  return { sheet, address };
}

/** The reference as it is shown and stored: `Emissions!B12`, or `'Site data'!B12` when the name has a space. */
export function formatCellReference(place: CellPlace, sheetName: string | null): string {
  const name = place.sheet ?? sheetName;
  if (name === null) return place.address;
  return /^[A-Za-z0-9_.]+$/.test(name) ? `${name}!${place.address}` : `'${name}'!${place.address}`;
}
