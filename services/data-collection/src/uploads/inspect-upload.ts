import { IMPORT_FILE_MAX_BYTES } from '@esg/contracts';
import { inspectZip, ZipRefusal, type ZipLimits } from './zip-inspector';
import { dataCollectionError } from '../domain/data-collection.errors';

/**
 * The single entry point that vets an uploaded import file before anything parses it (ADR 0014).
 * Treats the file as hostile: size first, then the type by content and name together, then for a
 * workbook the ZIP container (entry count, total and real unpacked size, compression ratio,
 * encryption, macros) and for a CSV its encoding. Self-contained on purpose: a shared upload
 * inspector (libs/platform/src/uploads) can replace it behind this one function.
 */
export type InspectedUpload =
  { kind: 'xlsx'; data: Buffer; workbook: XlsxKind } | { kind: 'csv'; text: string };

/**
 * Which workbook it is: EFRAG's VSME Digital Template defines the name of its version cell (ADR
 * 0141); anything else is read as the response template.
 */
export type XlsxKind = 'response-template' | 'vsme-digital-template';
const WORKBOOK_PART = 'xl/workbook.xml';
const VSME_VERSION_NAME = /<definedName\b[^>]*\bname="template_reporting_template_version"/;
/** Printer settings are the only binary parts a plain workbook carries (Excel writes them per sheet). */
const PRINTER_SETTINGS = /^xl\/printerSettings\/printerSettings\d+\.bin$/;

export interface UploadInspectionLimits extends ZipLimits {
  maxBytes: number;
}

export const IMPORT_LIMITS: UploadInspectionLimits = {
  maxBytes: IMPORT_FILE_MAX_BYTES,
  maxEntries: 500,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxRatio: 200,
};

const refuse = (code: Parameters<typeof dataCollectionError>[0], message: string) =>
  dataCollectionError(code, message, { rule: code });

export function inspectImportUpload(
  file: { name: string; data: Buffer },
  limits: UploadInspectionLimits = IMPORT_LIMITS,
): InspectedUpload {
  const { name, data } = file;
  if (data.length === 0) throw refuse('IMPORT.VALIDATION', `${name} is empty`);
  if (data.length > limits.maxBytes)
    throw refuse(
      'IMPORT.PAYLOAD_TOO_LARGE',
      `${name} is ${data.length} bytes; an import may be at most ${limits.maxBytes} bytes`,
    );
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const isZip = data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
  if (extension === 'xlsx') {
    if (!isZip)
      throw refuse('IMPORT.UNSUPPORTED_MEDIA_TYPE', `${name}: the content is not an .xlsx workbook`);
    let entries;
    try {
      entries = inspectZip(data, limits, new Set([WORKBOOK_PART]));
    } catch (error) {
      if (error instanceof ZipRefusal)
        throw dataCollectionError('IMPORT.UNPROCESSABLE', `${name}: ${error.message}`, { rule: error.rule });
      throw error;
    }
    const names = new Set(entries.map((e) => e.name));
    if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
      throw refuse('IMPORT.UNSUPPORTED_MEDIA_TYPE', `${name}: the content is not an .xlsx workbook`);
    if ([...names].some((n) => /\.bin$/i.test(n) && !PRINTER_SETTINGS.test(n)))
      throw dataCollectionError(
        'IMPORT.UNPROCESSABLE',
        `${name}: workbooks with macros or binary parts are not accepted`,
        { rule: 'xlsx.macros' },
      );
    // A look at the defined names of the part already unpacked: the parsing itself is exceljs's.
    const workbookXml = entries.find((e) => e.name === WORKBOOK_PART)?.content?.toString('utf8') ?? '';
    return {
      kind: 'xlsx',
      data,
      workbook: VSME_VERSION_NAME.test(workbookXml) ? 'vsme-digital-template' : 'response-template',
    };
  }
  if (extension === 'csv') {
    if (isZip || data.includes(0))
      throw refuse('IMPORT.UNSUPPORTED_MEDIA_TYPE', `${name}: the content is not a text (CSV) file`);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      throw refuse('IMPORT.UNSUPPORTED_MEDIA_TYPE', `${name}: a CSV must be UTF-8 text`);
    }
    return { kind: 'csv', text: text.replace(/^\uFEFF/, '') };
  }
  throw refuse(
    'IMPORT.UNSUPPORTED_MEDIA_TYPE',
    `${name}: import the response template (.xlsx) or the Invest Europe long CSV (.csv)`,
  );
}
