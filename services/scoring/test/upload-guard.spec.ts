import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { referenceFilePath } from '@esg/reference-data';
import { inspectWorkbookUpload, WORKBOOK_UPLOAD_LIMITS } from '../src/infrastructure/upload-guard';

interface Part {
  name: string;
  data: Buffer;
  /** Lie about the inflated size in the directory. */
  declaredSize?: number;
}

/** A ZIP package written by hand (deflate), so each hostile shape can be built exactly. */
function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const compressed = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(part.data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(part.data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0"?>${text}`);
const minimal = (extra: Part[] = []) =>
  zip([
    { name: '[Content_Types].xml', data: xml('<Types/>') },
    { name: 'xl/workbook.xml', data: xml('<workbook/>') },
    ...extra,
  ]);

describe('workbook upload inspection (before any parsing)', () => {
  it('lets a plain .xlsx package through, and the bundled workbooks', () => {
    expect(() => inspectWorkbookUpload(minimal())).not.toThrow();
    expect(() =>
      inspectWorkbookUpload(
        readFileSync(referenceFilePath('sources/desnz-conversion-factors-2025-condensed-v1.0.xlsx')),
      ),
    ).not.toThrow();
  });

  it('refuses an empty upload, other file types and a package without a workbook (415)', () => {
    expect(() => inspectWorkbookUpload(Buffer.alloc(0))).toThrow(
      expect.objectContaining({ code: 'EMISSION_FACTORS.UNSUPPORTED_MEDIA_TYPE' }),
    );
    expect(() => inspectWorkbookUpload(Buffer.from('%PDF-1.7 not a workbook at all, just text'))).toThrow(
      'Not an .xlsx workbook: it does not start as a ZIP package',
    );
    expect(() =>
      inspectWorkbookUpload(
        zip([
          { name: 'word/document.xml', data: xml('<document/>') },
          { name: '[Content_Types].xml', data: xml('<Types/>') },
        ]),
      ),
    ).toThrow("Not an .xlsx workbook: the part 'xl/workbook.xml' is missing");
  });

  it('refuses an upload over the size cap (413)', () => {
    expect(() => inspectWorkbookUpload(minimal(), { ...WORKBOOK_UPLOAD_LIMITS, maxBytes: 100 })).toThrow(
      expect.objectContaining({ code: 'EMISSION_FACTORS.PAYLOAD_TOO_LARGE' }),
    );
  });

  it('refuses a zip bomb by its expansion ratio, without inflating it', () => {
    const bomb = minimal([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(() => inspectWorkbookUpload(bomb)).toThrow(
      /xl\/worksheets\/sheet1.xml' expands \d+ times: refused as a zip bomb/,
    );
  });

  it('refuses a part that inflates beyond the size its directory declares', () => {
    const liar = minimal([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(50_000, 'a'), declaredSize: 1_000 },
    ]);
    expect(() => inspectWorkbookUpload(liar)).toThrow(
      "The workbook part 'xl/sharedStrings.xml' expands beyond its declared size",
    );
  });

  it('refuses a package expanding past the total cap (413)', () => {
    const big = minimal([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(2 * 1024 * 1024, 'x') }]);
    expect(() =>
      inspectWorkbookUpload(big, { ...WORKBOOK_UPLOAD_LIMITS, maxRatio: 1e9, maxExpandedBytes: 1024 * 1024 }),
    ).toThrow(expect.objectContaining({ code: 'EMISSION_FACTORS.PAYLOAD_TOO_LARGE' }));
  });

  it('refuses parts outside the package and macros', () => {
    expect(() => inspectWorkbookUpload(minimal([{ name: '../../etc/passwd', data: xml('x') }]))).toThrow(
      /points outside the package/,
    );
    expect(() =>
      inspectWorkbookUpload(minimal([{ name: 'xl/vbaProject.bin', data: Buffer.from('macro') }])),
    ).toThrow('Workbooks with macros are not accepted');
  });
});
