import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/**
 * exceljs's streaming reader (ADR 0014) reads a workbook's parts in the order they lie in the ZIP. A
 * worksheet met before the shared strings and the workbook's relationships is copied to a temporary
 * file and parsed at the end, and that path is unsafe: the temporary file can be removed before the
 * reader has opened it when a caller skips the sheet (an uncaught ENOENT that ends the process), and
 * the workbook part can be read as empty ("Cannot read properties of undefined (reading 'sheets')").
 * Both were seen in tests, a few times in a hundred reads of the same file. exceljs itself writes the
 * worksheets first, so every template the product hands out took that path.
 *
 * `inStreamingOrder` returns the workbook with the parts the reader needs first (the workbook's
 * relationships, the workbook, the shared strings, then everything else, the worksheets last), stored
 * uncompressed, so each worksheet is parsed straight from the upload. A workbook without shared
 * strings gets an empty table: without one the reader would defer every sheet. A workbook already in
 * that order is returned as it is. The upload has passed the hostile-file checks before this.
 */
const RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet\d+[.]xml$/;
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

export function inStreamingOrder(data: Buffer): Buffer {
  // The names in the archive's order, without inflating anything.
  const names: string[] = [];
  unzipSync(data, {
    filter: (file) => {
      if (!file.name.endsWith('/')) names.push(file.name);
      return false;
    },
  });
  const firstSheet = names.findIndex((name) => WORKSHEET.test(name));
  const before = (part: string) => {
    const at = names.indexOf(part);
    return at >= 0 && (firstSheet < 0 || at < firstSheet);
  };
  if (before(RELATIONSHIPS) && before(WORKBOOK) && before(SHARED_STRINGS)) return data;

  const parts = unzipSync(data, { filter: (file) => !file.name.endsWith('/') });
  const first = [RELATIONSHIPS, WORKBOOK, SHARED_STRINGS];
  // fflate writes the entries in the order of the object's keys.
  const ordered: Zippable = {};
  for (const name of first) if (parts[name]) ordered[name] = parts[name];
  if (!parts[SHARED_STRINGS]) ordered[SHARED_STRINGS] = strToU8(EMPTY_SHARED_STRINGS);
  for (const name of names) if (!first.includes(name) && !WORKSHEET.test(name)) ordered[name] = parts[name]!;
  for (const name of names) if (WORKSHEET.test(name)) ordered[name] = parts[name]!;
  const zipped = zipSync(ordered, { level: 0 });
  return Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}
