import { inflateRawSync } from 'node:zlib';
import { archiveEntryRefusal } from '@esg/platform';

/**
 * Reads a ZIP archive's central directory and proves what inflating it would cost, without trusting
 * the archive: every entry is inflated with an output cap of its declared size, so a header that
 * understates the real size (the classic zip bomb) is caught, and the entry count, the total size
 * and the compression ratio are bounded before any spreadsheet library touches the bytes. Each entry
 * then passes libs/platform's `archiveEntryRefusal` (no program by name or content, no macros).
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressedBytes: number;
  /** Largest uncompressed / compressed ratio of one entry. */
  maxRatio: number;
}

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** The unpacked bytes, for the entries the caller asked to keep. */
  content?: Buffer;
}

export class ZipRefusal extends Error {
  constructor(
    readonly rule:
      | 'zip.structure'
      | 'zip.entries'
      | 'zip.size'
      | 'zip.ratio'
      | 'zip.encrypted'
      | 'zip.method'
      | 'xlsx.program'
      | 'xlsx.macros'
      | 'xlsx.package',
    message: string,
  ) {
    super(message);
    this.name = 'ZipRefusal';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function inspectZip(
  data: Buffer,
  limits: ZipLimits,
  keep: ReadonlySet<string> = new Set(),
): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(data);
  const count = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff)
    throw new ZipRefusal('zip.structure', 'ZIP64 archives are not accepted');
  if (count > limits.maxEntries)
    throw new ZipRefusal('zip.entries', `the archive has ${count} entries (at most ${limits.maxEntries})`);
  if (offset + size > data.length)
    throw new ZipRefusal('zip.structure', 'the central directory lies outside the file');
  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let actualTotal = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL)
      throw new ZipRefusal('zip.structure', 'a central directory entry is damaged');
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const uncompressedSize = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) throw new ZipRefusal('zip.encrypted', `${name} is encrypted`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff)
      throw new ZipRefusal('zip.structure', 'ZIP64 archives are not accepted');
    if (name.includes('..') || name.startsWith('/') || name.includes('\\'))
      throw new ZipRefusal('zip.structure', `entry name ${JSON.stringify(name)} is not allowed`);
    declaredTotal += uncompressedSize;
    if (declaredTotal > limits.maxTotalUncompressedBytes)
      throw new ZipRefusal(
        'zip.size',
        `the archive unpacks to more than ${limits.maxTotalUncompressedBytes} bytes`,
      );
    if (compressedSize > 0 && uncompressedSize / compressedSize > limits.maxRatio)
      throw new ZipRefusal(
        'zip.ratio',
        `${name} is compressed ${Math.round(uncompressedSize / compressedSize)} to 1 (at most ${limits.maxRatio} to 1)`,
      );
    const content = inflated(data, localOffset, method, compressedSize, uncompressedSize, name);
    // Programs by name or content, macros, ActiveX, packaged files: the rule of every inspector (ADR 0018).
    const refusal = archiveEntryRefusal(name, content);
    if (refusal)
      throw new ZipRefusal(
        refusal.kind === 'path' ? 'zip.structure' : `xlsx.${refusal.kind}`,
        refusal.message,
      );
    actualTotal += content.length;
    if (actualTotal > limits.maxTotalUncompressedBytes)
      throw new ZipRefusal(
        'zip.size',
        `the archive unpacks to more than ${limits.maxTotalUncompressedBytes} bytes`,
      );
    entries.push({ name, compressedSize, uncompressedSize, ...(keep.has(name) ? { content } : {}) });
  }
  return entries;
}

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at--) if (data.readUInt32LE(at) === EOCD) return at;
  throw new ZipRefusal('zip.structure', 'not a ZIP archive (no end of central directory)');
}

/** Inflates one entry with its output capped at the declared size; a larger real size is refused. */
function inflated(
  data: Buffer,
  localOffset: number,
  method: number,
  compressedSize: number,
  declared: number,
  name: string,
): Buffer {
  if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL)
    throw new ZipRefusal('zip.structure', `the local header of ${name} is damaged`);
  const start = localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
  if (start + compressedSize > data.length)
    throw new ZipRefusal('zip.structure', `${name} lies outside the file`);
  const body = data.subarray(start, start + compressedSize);
  if (method === 0) {
    if (compressedSize !== declared)
      throw new ZipRefusal('zip.structure', `${name} is stored with a wrong size`);
    return body;
  }
  if (method !== 8) throw new ZipRefusal('zip.method', `${name} uses compression method ${method}`);
  try {
    const out = inflateRawSync(body, { maxOutputLength: Math.max(declared, 1) });
    if (out.length !== declared)
      throw new ZipRefusal(
        'zip.size',
        `${name} unpacks to ${out.length} bytes, not the ${declared} it declares`,
      );
    return out;
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    const code = (error as { code?: string }).code;
    if (
      code === 'ERR_BUFFER_TOO_LARGE' ||
      /maxOutputLength|Cannot create a Buffer larger/.test((error as Error).message)
    )
      throw new ZipRefusal('zip.size', `${name} unpacks to more than the ${declared} bytes it declares`);
    throw new ZipRefusal('zip.structure', `${name} cannot be unpacked (${(error as Error).message})`);
  }
}
