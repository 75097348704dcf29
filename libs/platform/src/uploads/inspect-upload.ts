import { fileTypeFromBuffer } from 'file-type';
import { platformError } from '../domain-error';
import { DEFAULT_ARCHIVE_LIMITS, inspectArchive, type ArchiveLimits } from './archive';
import { cleanUploadName, extensionOf } from './names';

/**
 * The one entry point for checking an uploaded file, for every service (action-plan documents today;
 * data-collection's spreadsheet imports next). docs/adr/0018.
 *
 *   const checked = await inspectUpload({ name: part.filename, data }, SPREADSHEET_UPLOADS);
 *   // -> { name: 'Q3 emissions.xlsx', extension: 'xlsx', mediaType: 'application/vnd...sheet', size }
 *
 * What it does, in order:
 * - cleans the name: no path, no control or bidi-override characters (U+202E can make `exe.pdf` read
 *   as `fdp.exe`), at most 200 characters;
 * - refuses an extension the policy does not list (415), an empty file (400), one past `maxBytes` (413);
 * - detects the real type from the content with `file-type`, and refuses a content that is not what
 *   the extension says (a PNG named .pdf, an executable named .docx);
 * - OOXML (docx, xlsx, pptx): inspects the ZIP (entry count, inflated size, compression ratio, encrypted
 *   entries, programs by name or content, macros and ActiveX unless the policy allows them, packaged
 *   OLE objects) and refuses a macro-enabled content type;
 * - legacy Office (doc, xls, ppt: OLE compound files): refuses VBA projects unless allowed;
 * - text (csv, txt): must be UTF-8 without NUL bytes, and is refused when it is HTML, SVG or another
 *   markup a browser would run.
 * Errors are DomainErrors of the platform catalogue (FILE.VALIDATION 400, FILE.PAYLOAD_TOO_LARGE 413,
 * FILE.UNSUPPORTED_MEDIA_TYPE 415) whose message starts with the cleaned file name.
 * The stored media type is the detected one, never the one the client sent.
 */
export interface UploadPolicy {
  /** Accepted extensions, lower case, each with the media type to store it under. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  archive?: Partial<ArchiveLimits>;
}

export interface InspectedUpload {
  /** The cleaned name, safe to store and to echo in Content-Disposition. */
  name: string;
  extension: string;
  mediaType: string;
  size: number;
}

const OOXML = new Set(['docx', 'xlsx', 'pptx', 'docm', 'xlsm', 'pptm']);
const MACRO_ENABLED = new Set(['docm', 'xlsm', 'pptm']);
const OLE = new Set(['doc', 'xls', 'ppt']);
const TEXT = new Set(['csv', 'txt']);
/** file-type's answer for each extension a policy may list. */
const DETECTED_AS: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  docm: ['docm', 'docx'],
  xlsm: ['xlsm', 'xlsx'],
  pptm: ['pptm', 'pptx'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  ppt: ['cfb', 'ppt'],
};

const unsupported = (name: string, why: string) =>
  platformError('FILE.UNSUPPORTED_MEDIA_TYPE', `${name}: ${why}`, { reason: why });

export async function inspectUpload(
  file: { name: string; data: Buffer },
  policy: UploadPolicy,
): Promise<InspectedUpload> {
  const name = cleanUploadName(file.name);
  const extension = extensionOf(name);
  const accepted = Object.keys(policy.types);
  if (!accepted.includes(extension))
    throw unsupported(name, `only ${accepted.join(', ')} files are accepted`);
  if (file.data.length === 0) throw platformError('FILE.VALIDATION', `${name} is empty`);
  if (file.data.length > policy.maxBytes)
    throw platformError(
      'FILE.PAYLOAD_TOO_LARGE',
      `${name}: a file may be at most ${megabytes(policy.maxBytes)} MB`,
    );

  const detected = await fileTypeFromBuffer(file.data).catch(() => undefined);
  if (TEXT.has(extension)) {
    if (detected) throw unsupported(name, `the content is a .${detected.ext} file, not text`);
    checkText(name, file.data);
  } else {
    const expected = DETECTED_AS[extension] ?? [extension];
    if (!detected || !expected.includes(detected.ext))
      throw unsupported(
        name,
        `the content is not a .${extension} file${detected ? ` (it is .${detected.ext})` : ''}`,
      );
  }

  const limits: ArchiveLimits = {
    ...DEFAULT_ARCHIVE_LIMITS,
    ...policy.archive,
    allowMacros: MACRO_ENABLED.has(extension) && policy.archive?.allowMacros === true,
  };
  if (OOXML.has(extension)) {
    const { parts } = await inspectArchive(name, file.data, limits, ['[Content_Types].xml']);
    const contentTypes = parts.get('[Content_Types].xml');
    if (contentTypes === undefined) throw unsupported(name, 'the content is not an Office Open XML file');
    if (!limits.allowMacros && /macroEnabled|vbaProject/i.test(contentTypes))
      throw unsupported(name, 'the file carries macros');
  } else if (OLE.has(extension) && !limits.allowMacros && carriesVba(file.data)) {
    throw unsupported(name, 'the file carries macros');
  }
  return { name, extension, mediaType: policy.types[extension], size: file.data.length };
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The stream names a VBA project leaves in an OLE compound file's directory (UTF-16LE). */
const VBA_STREAMS = ['_VBA_PROJECT', 'VBA', 'Macros'].map((s) => Buffer.from(s, 'utf16le'));
function carriesVba(data: Buffer): boolean {
  return VBA_STREAMS.some((marker) => {
    // A directory entry name is NUL-terminated UTF-16LE at the start of a 128-byte entry.
    for (let at = data.indexOf(marker); at !== -1; at = data.indexOf(marker, at + 1)) {
      if (at % 128 === 0 && data.readUInt16LE(at + marker.length) === 0) return true;
    }
    return false;
  });
}

/** Markup a browser would render or run, were the file ever shown inline. */
const ACTIVE_MARKUP =
  /<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>]|svg[\s>]|object[\s>]|embed[\s>]|meta\s|link\s|style[\s>]|img\s)|<\?xml/i;

function checkText(name: string, data: Buffer): void {
  if (data.includes(0)) throw unsupported(name, 'the content is not text');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw unsupported(name, 'the content is not UTF-8 text');
  }
  if (ACTIVE_MARKUP.test(text.slice(0, 64 * 1024)))
    throw unsupported(name, 'the content is HTML, SVG or other markup, not plain text');
}
