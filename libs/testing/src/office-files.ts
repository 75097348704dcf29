import { zipSync, type Zippable } from 'fflate';

/**
 * Office Open XML files and hostile variants of them, built in memory for upload tests: a real
 * [Content_Types].xml and parts, zipped with fflate, so file-type and the archive inspection see what
 * Word or Excel would write.
 */
const xml = (text: string) =>
  new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);

const RELS = xml(
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);

function contentTypes(mainType: string, extra = ''): Uint8Array {
  return xml(
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/>${extra}</Types>`,
  );
}

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

export interface DocxOptions {
  /** Extra parts, by path inside the archive. */
  extraParts?: Record<string, Uint8Array>;
  /** The main part's content type: macro-enabled documents declare another. */
  macroEnabled?: boolean;
  /** Deflate level of every part (0 stores). */
  level?: 0 | 1 | 6 | 9;
}

/** A minimal Word document that says `text`. */
export function docxFile(text = 'Evidence of the ESMS adoption', options: DocxOptions = {}): Buffer {
  const files: Zippable = {
    '[Content_Types].xml': contentTypes(options.macroEnabled ? DOCM_MAIN : DOCX_MAIN),
    '_rels/.rels': RELS,
    'word/document.xml': xml(
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
    ...options.extraParts,
  };
  return Buffer.from(zipSync(files, { level: options.level ?? 6 }));
}

/** A Windows program's first bytes (the "MZ" DOS header), padded. */
export const windowsProgram = (size = 4096): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
  return bytes;
};

/** A docx whose one part inflates to `megabytes` MB of zeros (about 1000:1): a zip bomb. */
export const zipBombDocx = (megabytes = 60): Buffer =>
  docxFile('bomb', {
    extraParts: { 'word/media/filler.xml': new Uint8Array(megabytes * 1024 * 1024) },
    level: 9,
  });

/** An archive with `count` tiny parts. */
export const manyEntriesDocx = (count: number): Buffer =>
  docxFile('many', {
    extraParts: Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`word/parts/p${i}.xml`, xml('<p/>')]),
    ),
  });

/** A legacy (OLE compound file) Office document, optionally with a VBA project stream in its directory. */
export function oleFile(withVba: boolean): Buffer {
  const data = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(data, 0);
  data.writeUInt16LE(0x003e, 24); // minor version
  data.writeUInt16LE(0x0003, 26); // major version 3
  data.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  data.writeUInt16LE(9, 30); // 512-byte sectors
  Buffer.from('Root Entry', 'utf16le').copy(data, 512);
  Buffer.from('WordDocument', 'utf16le').copy(data, 640);
  if (withVba) Buffer.from('_VBA_PROJECT', 'utf16le').copy(data, 768);
  return data;
}

/** The smallest well-formed files of other types. */
export const pdfFile = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const pngFile = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
