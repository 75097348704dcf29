import { deflateRawSync } from 'node:zlib';

/**
 * Builds ZIP archives byte by byte for the hostile-upload tests: each entry deflated, and its
 * headers may declare another size than the real one.
 */
export function zipArchive(
  entries: ReadonlyArray<{ name: string; content: Buffer; declaredSize?: number }>,
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const body = deflateRawSync(entry.content);
    const name = Buffer.from(entry.name);
    const declared = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const localPart = Buffer.concat([local, name, body]);
    locals.push(localPart);
    centrals.push(Buffer.concat([central, name]));
    offset += localPart.length;
  }
  const centralPart = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralPart, end]);
}

/** The two parts that make a ZIP look like a workbook. */
export const WORKBOOK_PARTS = [
  { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<?xml version="1.0"?><workbook/>') },
];
