import { inflateRawSync } from 'node:zlib';
import { scoringError } from '../domain/scoring.errors';

/*
 * Hostile-upload checks for a workbook, done before any spreadsheet parser sees the bytes: size,
 * ZIP structure, every entry inflated under a hard output cap (a zip bomb fails here, not in the
 * parser), and the parts an .xlsx must have. Self-contained on purpose, with one entry point
 * (`inspectWorkbookUpload`), so it can be replaced by the shared inspector of libs/platform.
 */

export const WORKBOOK_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface WorkbookUploadLimits {
  /** The upload itself. */
  maxBytes: number;
  maxEntries: number;
  /** Every entry inflated, together. */
  maxExpandedBytes: number;
  /** Inflated / compressed size of one entry larger than 1 MiB inflated. */
  maxRatio: number;
}

export const WORKBOOK_UPLOAD_LIMITS: WorkbookUploadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxEntries: 2000,
  maxExpandedBytes: 200 * 1024 * 1024,
  maxRatio: 200,
};

const tooLarge = (message: string) => scoringError('EMISSION_FACTORS.PAYLOAD_TOO_LARGE', message);
const notWorkbook = (message: string) =>
  scoringError('EMISSION_FACTORS.UNSUPPORTED_MEDIA_TYPE', `Not an .xlsx workbook: ${message}`);
const hostile = (message: string) => scoringError('EMISSION_FACTORS.UNPROCESSABLE', message);

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MIB = 1024 * 1024;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressed: number;
  expanded: number;
  localOffset: number;
}

function endOfCentralDirectory(buffer: Buffer): number {
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= earliest; at--) if (buffer.readUInt32LE(at) === EOCD) return at;
  throw notWorkbook('no ZIP directory');
}

function centralDirectory(buffer: Buffer, limits: WorkbookUploadLimits): Entry[] {
  const eocd = endOfCentralDirectory(buffer);
  const count = buffer.readUInt16LE(eocd + 10);
  const size = buffer.readUInt32LE(eocd + 12);
  const offset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff)
    throw hostile('ZIP64 archives are not accepted for workbooks');
  if (count > limits.maxEntries)
    throw hostile(`The workbook has ${count} parts; at most ${limits.maxEntries} are accepted`);
  if (offset + size > eocd) throw notWorkbook('the ZIP directory points outside the file');
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL)
      throw notWorkbook('a damaged ZIP directory');
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressed: buffer.readUInt32LE(at + 20),
      expanded: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Throws a DomainError (413 too large, 415 not a workbook, 422 hostile or damaged) unless the bytes
 * are a plain .xlsx package that inflates within the limits. Nothing is written anywhere.
 */
export function inspectWorkbookUpload(
  buffer: Buffer,
  limits: WorkbookUploadLimits = WORKBOOK_UPLOAD_LIMITS,
): void {
  if (buffer.length === 0) throw notWorkbook('the upload is empty');
  if (buffer.length > limits.maxBytes)
    throw tooLarge(`The workbook is ${buffer.length} bytes; at most ${limits.maxBytes} are accepted`);
  if (buffer.length < 30 || buffer.readUInt32LE(0) !== LOCAL)
    throw notWorkbook('it does not start as a ZIP package');
  const entries = centralDirectory(buffer, limits);
  let expandedTotal = 0;
  for (const entry of entries) {
    if (entry.name.startsWith('/') || entry.name.split(/[\\/]/).includes('..'))
      throw hostile(`The workbook part '${entry.name}' points outside the package`);
    if (entry.flags & 0x1) throw hostile(`The workbook part '${entry.name}' is encrypted`);
    if (entry.name.endsWith('/')) continue;
    if (entry.method !== 0 && entry.method !== 8)
      throw hostile(
        `The workbook part '${entry.name}' uses an unsupported compression method ${entry.method}`,
      );
    const local = entry.localOffset;
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL)
      throw notWorkbook(`the part '${entry.name}' is missing`);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    if (start + entry.compressed > buffer.length) throw notWorkbook(`the part '${entry.name}' is cut short`);
    if (entry.expanded > MIB && entry.expanded / Math.max(entry.compressed, 1) > limits.maxRatio)
      throw hostile(
        `The workbook part '${entry.name}' expands ${Math.round(entry.expanded / Math.max(entry.compressed, 1))} times: refused as a zip bomb`,
      );
    const budget = limits.maxExpandedBytes - expandedTotal;
    if (entry.expanded > budget)
      throw tooLarge(`The workbook expands to more than ${limits.maxExpandedBytes} bytes`);
    const data = buffer.subarray(start, start + entry.compressed);
    let actual: number;
    if (entry.method === 0) actual = data.length;
    else {
      try {
        // Inflate under a cap one byte above the declared size: a part that lies about its size fails here.
        actual = inflateRawSync(data, { maxOutputLength: Math.min(entry.expanded + 1, budget + 1) }).length;
      } catch (error) {
        const reason =
          (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
            ? 'expands beyond its declared size'
            : 'cannot be inflated';
        throw hostile(`The workbook part '${entry.name}' ${reason}`);
      }
    }
    if (actual !== entry.expanded)
      throw hostile(`The workbook part '${entry.name}' is not the size its directory declares`);
    expandedTotal += actual;
  }
  const names = new Set(entries.map((e) => e.name));
  for (const required of ['[Content_Types].xml', 'xl/workbook.xml'])
    if (!names.has(required)) throw notWorkbook(`the part '${required}' is missing`);
  if (names.has('xl/vbaProject.bin')) throw hostile('Workbooks with macros are not accepted');
}
