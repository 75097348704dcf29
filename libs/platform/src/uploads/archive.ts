import { fromBufferPromise, type Entry } from 'yauzl';
import { platformError } from '../domain-error';

/** Bounds of a ZIP-based upload (Office Open XML files are ZIP archives). */
export interface ArchiveLimits {
  /** Most entries an archive may hold. */
  maxEntries: number;
  /** Most bytes all entries may inflate to, together. */
  maxUncompressedBytes: number;
  /** Most an entry (of 1 MiB or more inflated) and the whole archive may inflate relative to their packed size. */
  maxCompressionRatio: number;
  /** VBA projects and ActiveX controls: refused unless the type is a macro-enabled one. */
  allowMacros: boolean;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 2_000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  allowMacros: false,
};

const EXECUTABLE_NAME =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|lnk|app|dylib|so|elf|bin\.exe)$/i;
const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaProjectSignature\.bin|vbaData\.xml|activeX\/)/i;
/** An OLE "Package" object (Packager): how a document embeds an arbitrary file, programs included. */
const OLE_PACKAGE = Buffer.from('\u0001Ole10Native', 'utf16le');
const RATIO_FLOOR_BYTES = 1024 * 1024;

const refuse = (name: string, why: string) =>
  platformError('FILE.UNSUPPORTED_MEDIA_TYPE', `${name}: ${why}`, { reason: why });

/**
 * Why one entry of an Office archive is refused, or null (ADR 0018): a path outside the archive, a
 * program by name (`xl/media/evil.exe`) or by content (a PE, ELF or Mach-O header, whatever its name),
 * macros or ActiveX unless allowed, an embedded OLE package (how a document carries an arbitrary file).
 * `content` is the entry's inflated bytes, or at least its first eight (the embedded package check
 * needs the whole body of entries under `embeddings/`). The one rule of every service's inspector.
 */
export interface EntryRefusal {
  kind: 'path' | 'program' | 'macros' | 'package';
  message: string;
}

export function archiveEntryRefusal(
  name: string,
  content: Buffer | null,
  allowMacros = false,
): EntryRefusal | null {
  if (name.startsWith('/') || name.split('/').includes('..'))
    return { kind: 'path', message: `the archive names a path outside itself (${name})` };
  if (EXECUTABLE_NAME.test(name))
    return { kind: 'program', message: `the archive carries a program (${name})` };
  if (!allowMacros && MACRO_PART.test(name))
    return { kind: 'macros', message: `the file carries macros or ActiveX controls (${name})` };
  if (content === null) return null;
  if (looksExecutable(content))
    return { kind: 'program', message: `the archive carries a program (${name})` };
  if (/(^|\/)embeddings\//i.test(name) && content.includes(OLE_PACKAGE))
    return { kind: 'package', message: `the file embeds a packaged file (${name})` };
  return null;
}

/** The first bytes of a native executable: Windows PE ("MZ"), ELF, Mach-O. */
function looksExecutable(head: Buffer): boolean {
  if (head.length >= 2 && head[0] === 0x4d && head[1] === 0x5a) return true;
  if (head.length >= 4 && head.readUInt32BE(0) === 0x7f454c46) return true;
  if (head.length >= 4 && [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(head.readUInt32BE(0)))
    return true;
  return false;
}

/**
 * Reads a ZIP archive's central directory and inflates every entry, counting (never keeping) the
 * bytes: refuses too many entries, names that climb out of the archive, encrypted entries, executables
 * by name or content, macro parts, and archives that inflate past their bounds, whether the sizes the
 * archive declares are honest or not. Returns the names of its entries and the text of `readParts`.
 */
export async function inspectArchive(
  displayName: string,
  data: Buffer,
  limits: ArchiveLimits,
  readParts: readonly string[] = [],
): Promise<{ entries: string[]; parts: Map<string, string> }> {
  let zip;
  try {
    zip = await fromBufferPromise(data, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw refuse(displayName, `the archive cannot be read (${(error as Error).message})`);
  }
  const entries: string[] = [];
  const parts = new Map<string, string>();
  let declared = 0;
  let inflated = 0;
  try {
    if (zip.entryCount > limits.maxEntries)
      throw refuse(displayName, `the archive holds ${zip.entryCount} entries (at most ${limits.maxEntries})`);
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      entries.push(name);
      const byName = archiveEntryRefusal(name, null, limits.allowMacros);
      if (byName) throw refuse(displayName, byName.message);
      if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw refuse(displayName, 'the archive is encrypted');
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes) throw tooLarge(displayName, limits);
      if (
        entry.uncompressedSize >= RATIO_FLOOR_BYTES &&
        entry.uncompressedSize > limits.maxCompressionRatio * Math.max(1, entry.compressedSize)
      )
        throw refuse(
          displayName,
          `an entry inflates more than ${limits.maxCompressionRatio} times (${name})`,
        );
      if (name.endsWith('/')) continue;
      const embedded = /(^|\/)embeddings\//i.test(name);
      const { bytes, head, text, body } = await inflate(zip, entry, limits.maxUncompressedBytes - inflated, {
        keepText: readParts.includes(name),
        keepBody: embedded,
      });
      inflated += bytes;
      if (bytes < 0) throw tooLarge(displayName, limits);
      const byContent = archiveEntryRefusal(name, body ?? head, limits.allowMacros);
      if (byContent) throw refuse(displayName, byContent.message);
      if (text !== null) parts.set(name, text);
    }
    if (inflated > RATIO_FLOOR_BYTES && inflated > limits.maxCompressionRatio * data.length)
      throw refuse(displayName, `the archive inflates more than ${limits.maxCompressionRatio} times`);
    return { entries, parts };
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error;
    throw refuse(displayName, `the archive is damaged (${(error as Error).message})`);
  } finally {
    zip.close();
  }
}

function tooLarge(name: string, limits: ArchiveLimits) {
  return refuse(name, `the archive inflates to more than ${limits.maxUncompressedBytes / 1024 / 1024} MB`);
}

/** Inflates one entry, stopping past `budget` bytes (then `bytes` is -1); keeps its first bytes and, if asked, its text. */
async function inflate(
  zip: Awaited<ReturnType<typeof fromBufferPromise>>,
  entry: Entry,
  budget: number,
  options: { keepText: boolean; keepBody: boolean },
): Promise<{ bytes: number; head: Buffer; text: string | null; body: Buffer | null }> {
  const stream = await zip.openReadStreamPromise(entry);
  let bytes = 0;
  let head = Buffer.alloc(0);
  const kept: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > budget) {
      stream.destroy();
      return { bytes: -1, head, text: null, body: null };
    }
    if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
    if (options.keepText || options.keepBody) kept.push(chunk);
  }
  const all = kept.length ? Buffer.concat(kept) : null;
  return {
    bytes,
    head,
    text: options.keepText && all ? all.toString('utf8') : options.keepText ? '' : null,
    body: options.keepBody ? all : null,
  };
}
