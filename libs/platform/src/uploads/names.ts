/**
 * Characters a stored file name never keeps: control characters (C0, DEL, C1) and the Unicode
 * bidirectional controls (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069), with which `invoice‮fdp.exe`
 * displays as `invoiceexe.pdf`; also the quote and backslash of a Content-Disposition header.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is what this pattern is for
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"\\]/g;

/** A file name safe to store and to echo in Content-Disposition: no path, no control or bidi character. */
export function cleanUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(STRIPPED, '').trim().slice(-200).trim();
  return cleaned.replace(/^\.+/, '') || 'file';
}

export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}
