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
