import { DomainError } from '../domain-error';
import { ACTION_PLAN_FILE_EXTENSIONS } from '@esg/contracts';

/**
 * The platform's attachment policy, shared by action-plan files and ESG evidence files (the same
 * limits and checks everywhere a user attaches a document). Which uploads are accepted: documents, spreadsheets, presentations, text, PDFs and images, told
 * apart by their first bytes, and the name's extension must agree with what the content is. The
 * stored media type is the detected one, never the one the client claimed.
 */
const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

type Family = {
  extensions: readonly string[];
  test: (data: Buffer) => boolean;
  mediaType: (ext: string) => string;
};

const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

function looksLikeText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

const FAMILIES: Family[] = [
  { extensions: ['pdf'], test: (d) => startsWith(d, ascii('%PDF-')), mediaType: () => 'application/pdf' },
  // Office Open XML files are ZIP archives whose parts name the format.
  {
    extensions: ['docx', 'xlsx', 'pptx'],
    test: (d) => startsWith(d, [0x50, 0x4b, 0x03, 0x04]) && d.includes('[Content_Types].xml'),
    mediaType: (ext) => ZIP_TYPES[ext],
  },
  {
    extensions: ['doc', 'xls', 'ppt'],
    test: (d) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    mediaType: (ext) => OLE_TYPES[ext],
  },
  {
    extensions: ['png'],
    test: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    mediaType: () => 'image/png',
  },
  {
    extensions: ['jpg', 'jpeg'],
    test: (d) => startsWith(d, [0xff, 0xd8, 0xff]),
    mediaType: () => 'image/jpeg',
  },
  {
    extensions: ['gif'],
    test: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
    mediaType: () => 'image/gif',
  },
  {
    extensions: ['webp'],
    test: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
    mediaType: () => 'image/webp',
  },
  { extensions: ['csv'], test: looksLikeText, mediaType: () => 'text/csv; charset=utf-8' },
  { extensions: ['txt'], test: looksLikeText, mediaType: () => 'text/plain; charset=utf-8' },
];

export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/** The media type of an accepted file; FILE.UNSUPPORTED_MEDIA_TYPE (415) otherwise. */
export function checkUpload(name: string, data: Buffer): { mediaType: string } {
  if (data.length === 0) throw new DomainError('FILE.VALIDATION', `${name} is empty`);
  const ext = extensionOf(name);
  if (!(ACTION_PLAN_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new DomainError(
      'FILE.UNSUPPORTED_MEDIA_TYPE',
      `${name}: only ${ACTION_PLAN_FILE_EXTENSIONS.join(', ')} files are accepted`,
    );
  }
  const family = FAMILIES.find((f) => f.extensions.includes(ext))!;
  if (!family.test(data))
    throw new DomainError('FILE.UNSUPPORTED_MEDIA_TYPE', `${name}: the content is not a .${ext} file`);
  return { mediaType: family.mediaType(ext) };
}

/** A file name safe to store and to echo in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base]
    .filter((c) => c !== '"' && c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('');
  const cleaned = printable.trim().slice(-200);
  return cleaned || 'file';
}
