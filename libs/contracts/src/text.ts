import { z } from 'zod';

/**
 * Names people type (a company, a contact, an invited user) travel into e-mails, logs and other
 * users' screens: control characters, line breaks, Unicode bidi and zero-width characters are removed
 * and runs of spaces collapse, so a name cannot start a new line of an e-mail or turn text around.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export const cleanDisplayText = (value: string): string =>
  value.normalize('NFC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();

/** A required name of at most `max` characters, cleaned as above. */
export const displayNameSchema = (max: number, required = 'This field is required') =>
  z
    .string({ error: required })
    .transform(cleanDisplayText)
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: `At most ${max} characters` }),
    );

/*
 * Free text people type (titles, comments, notes, fund and key names, PAI texts, PCAF sources) is
 * stored and later shown, mailed, logged and exported. The second probe (issue 23, finding 7) stored
 * NUL, lone surrogates, U+202E (which turns the rest of a line around) and line breaks in about 20
 * such fields. Every text is cleaned the same way (ADR 0113):
 * - a lone surrogate (half of a UTF-16 pair, not a character) becomes U+FFFD;
 * - CR LF, CR, NEL, U+2028 and U+2029 become LF;
 * - C0 and C1 controls other than tab and LF, the bidi embeddings, overrides and isolates
 *   (U+202A-U+202E, U+2066-U+2069) and the byte-order mark are removed.
 * The host applies `cleanText` to every string of every JSON body before validation (libs/platform
 * host.ts), so a new endpoint cannot forget it; a single-line field (`lineTextSchema`) also folds tabs
 * and line breaks into one space.
 */
const LONE_SURROGATE = /\p{Cs}/gu;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** A text with no control, bidi-override or lone-surrogate character; line breaks as LF. */
export const cleanText = (value: string): string =>
  value.replace(LONE_SURROGATE, '\uFFFD').replace(LINE_BREAK, '\n').replace(UNSAFE, '');

/** `cleanText` on one line: tabs and line breaks (with the spaces around them) become one space. */
export const cleanLine = (value: string): string => cleanText(value).replace(/[ ]*[\t\n]+[ ]*/g, ' ');

/** Whether a text is already clean (what `cleanText` would leave unchanged). */
export const isCleanText = (value: string): boolean => cleanText(value) === value;

/** An object JSON.parse makes (never a stream, a Buffer or a class instance a proxy or parser hands on). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Every string of a parsed JSON value cleaned by `cleanText` (objects and arrays rebuilt only when changed).
 * Anything but strings, arrays and plain objects is left as it is: the gateway's proxies hand the body on as
 * a stream, which the service that reads it cleans.
 */
export function cleanJsonTexts(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const cleaned = cleanJsonTexts(item);
      if (cleaned !== item) changed = true;
      return cleaned;
    });
    return changed ? items : value;
  }
  if (isPlainObject(value)) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const cleanedKey = cleanText(key);
      const cleaned = cleanJsonTexts(item);
      if (cleaned !== item || cleanedKey !== key) changed = true;
      return [cleanedKey, cleaned] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/** A single-line text (a title, a name, a source): cleaned, tabs and line breaks folded; chain trim/min/max. */
export const lineTextSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(cleanLine);

/**
 * The possessive of a name, as people write it: "Northwind Renewables'" (a name ending in s takes
 * the apostrophe alone), "Evergreen's", "Atlas Logistics'". Every screen, notification and mail that
 * writes "X's" builds it here (issue 29: "Evergreen Capital Partners's").
 */
export function possessive(name: string, apostrophe: "'" | '’' = "'"): string {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}${apostrophe}` : `${trimmed}${apostrophe}s`;
}
