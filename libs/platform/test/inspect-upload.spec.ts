import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cleanUploadName,
  DomainError,
  DOCUMENT_UPLOADS,
  inspectUpload,
  SPREADSHEET_UPLOADS,
  type UploadPolicy,
} from '@esg/platform';
import {
  docxFile,
  manyEntriesDocx,
  oleFile,
  pdfFile,
  pngFile,
  windowsProgram,
  zipBombDocx,
} from '@esg/testing';

/* Finding 9 of issue 14: uploads identified by content (file-type) and OOXML archives inspected. */
const workbook = readFileSync(
  join(
    __dirname,
    '..',
    '..',
    'reference-data',
    'files',
    'sources',
    'invest-europe-esg-reporting-template-2024-25.xlsx',
  ),
);

async function refusal(name: string, data: Buffer, policy: UploadPolicy = DOCUMENT_UPLOADS) {
  try {
    await inspectUpload({ name, data }, policy);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`${name} was accepted`);
}

describe('inspectUpload: real types accepted', () => {
  it('accepts an official Excel workbook as a spreadsheet import and as a document', async () => {
    for (const policy of [SPREADSHEET_UPLOADS, DOCUMENT_UPLOADS]) {
      expect(await inspectUpload({ name: 'template.xlsx', data: workbook }, policy)).toEqual({
        name: 'template.xlsx',
        extension: 'xlsx',
        mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: workbook.length,
      });
    }
  });

  it('accepts a Word document, a PDF, a PNG, a CSV and a legacy Office file, typed by their content', async () => {
    expect((await inspectUpload({ name: 'ESMS.docx', data: docxFile() }, DOCUMENT_UPLOADS)).mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await inspectUpload({ name: 'audit.PDF', data: pdfFile() }, DOCUMENT_UPLOADS)).extension).toBe(
      'pdf',
    );
    expect((await inspectUpload({ name: 'site.png', data: pngFile() }, DOCUMENT_UPLOADS)).mediaType).toBe(
      'image/png',
    );
    const csv = Buffer.from('site,tonnes\nHollowmere,12.5\n');
    expect((await inspectUpload({ name: 'data.csv', data: csv }, SPREADSHEET_UPLOADS)).mediaType).toBe(
      'text/csv; charset=utf-8',
    );
    expect(
      (await inspectUpload({ name: 'legacy.doc', data: oleFile(false) }, DOCUMENT_UPLOADS)).mediaType,
    ).toBe('application/msword');
  });
});

describe('inspectUpload: hostile files refused', () => {
  it('refuses a zip bomb', async () => {
    const refused = await refusal('report.docx', zipBombDocx(20));
    expect(refused.code).toBe('FILE.UNSUPPORTED_MEDIA_TYPE');
    expect(refused.message).toMatch(
      /^report\.docx: (an entry inflates more than 100 times|the archive inflates)/,
    );
  });

  it('refuses an archive of too many entries', async () => {
    expect((await refusal('many.docx', manyEntriesDocx(2_500))).message).toMatch(/holds 2503 entries/);
  });

  it('refuses an executable carried in a .docx, by name or by content', async () => {
    const byName = docxFile('x', { extraParts: { 'word/media/setup.exe': windowsProgram() } });
    expect((await refusal('invoice.docx', byName)).message).toMatch(
      /carries a program \(word\/media\/setup\.exe\)/,
    );
    const byContent = docxFile('x', { extraParts: { 'word/media/image1.png': windowsProgram() } });
    expect((await refusal('invoice.docx', byContent)).message).toMatch(
      /carries a program \(word\/media\/image1\.png\)/,
    );
    expect((await refusal('setup.docx', Buffer.from(windowsProgram()))).message).toMatch(
      /the content is not a \.docx file \(it is \.exe\)/,
    );
  });

  it('refuses macros and ActiveX controls, in OOXML and in legacy Office files', async () => {
    const vba = docxFile('x', { extraParts: { 'word/vbaProject.bin': new Uint8Array(64) } });
    expect((await refusal('macro.docx', vba)).message).toMatch(/macros or ActiveX/);
    // A macro-enabled document named .docx is what file-type calls it: a .docm.
    expect((await refusal('macro.docx', docxFile('x', { macroEnabled: true }))).message).toMatch(
      /not a \.docx file \(it is \.docm\)/,
    );
    const activeX = docxFile('x', { extraParts: { 'word/activeX/activeX1.xml': new Uint8Array(16) } });
    expect((await refusal('x.docx', activeX)).message).toMatch(/ActiveX/);
    expect((await refusal('legacy.doc', oleFile(true))).message).toMatch(/carries macros/);
  });

  it('refuses a type that is not what its name says', async () => {
    expect((await refusal('scan.pdf', pngFile())).message).toBe(
      'scan.pdf: the content is not a .pdf file (it is .png)',
    );
    expect((await refusal('notes.txt', pngFile())).message).toMatch(/the content is a \.png file, not text/);
    expect((await refusal('plain.docx', Buffer.from('just text'))).code).toBe('FILE.UNSUPPORTED_MEDIA_TYPE');
    expect((await refusal('tool.exe', pdfFile())).message).toMatch(/only pdf, docx, .* files are accepted/);
  });

  it('refuses text that is HTML or SVG', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    expect((await refusal('notes.txt', html)).message).toMatch(/HTML, SVG or other markup/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await refusal('data.csv', svg, SPREADSHEET_UPLOADS)).message).toMatch(/HTML, SVG/);
    expect((await refusal('notes.txt', Buffer.from([0x61, 0x00, 0x62]))).message).toMatch(/not text/);
    // Text that merely mentions a tag or compares values stays text.
    const prose = Buffer.from('if a < b then <b> is bold in HTML\n');
    expect((await inspectUpload({ name: 'notes.txt', data: prose }, DOCUMENT_UPLOADS)).extension).toBe('txt');
  });

  it('refuses an empty file and one past the policy’s size', async () => {
    expect((await refusal('empty.pdf', Buffer.alloc(0))).code).toBe('FILE.VALIDATION');
    const small: UploadPolicy = { ...DOCUMENT_UPLOADS, maxBytes: 10 };
    expect((await refusal('audit.pdf', pdfFile(), small)).code).toBe('FILE.PAYLOAD_TOO_LARGE');
  });
});

describe('stored file names', () => {
  it('drops paths, control characters and bidi overrides', () => {
    expect(cleanUploadName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanUploadName('C:\\Users\\me\\report\u2066.pdf')).toBe('report.pdf');
    expect(cleanUploadName('../../etc/passwd')).toBe('passwd');
    expect(cleanUploadName('a\r\nb"c.txt')).toBe('abc.txt');
    expect(cleanUploadName('\u200f')).toBe('file');
  });
});
