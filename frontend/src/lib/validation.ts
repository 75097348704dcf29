import { PASSWORD_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH } from '@esg/contracts/auth';

/** The form messages of spec 5, shared by every form that asks for these fields. */
export const messages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  passwordMin: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordMismatch: 'Your password do not match!',
  nameMax: `Your name must be at most ${PROFILE_NAME_MAX_LENGTH} characters long.`,
} as const;

/** A validator answers the message to show, or undefined when the value is fine. */
export type Validator = (value: string) => string | undefined;

export const required: Validator = (value) => (value.trim() === '' ? messages.required : undefined);

// Deliberately loose: the server decides; this only catches obvious typos while typing.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Validator = (value) => (EMAIL_PATTERN.test(value.trim()) ? undefined : messages.email);

export const passwordMinLength: Validator = (value) =>
  value.length >= PASSWORD_MIN_LENGTH ? undefined : messages.passwordMin;

/** A profile name, trimmed, is at most 100 characters (as PATCH /api/user/me checks). */
export const profileNameMaxLength: Validator = (value) =>
  value.trim().length <= PROFILE_NAME_MAX_LENGTH ? undefined : messages.nameMax;

/** Runs validators in order and answers the first message. */
export function validate(value: string, validators: readonly Validator[]): string | undefined {
  for (const validator of validators) {
    const message = validator(value);
    if (message) return message;
  }
  return undefined;
}

/** The confirmation must equal the password (spec 5: 'Your password do not match!'). */
export const matches =
  (expected: string): Validator =>
  (value) =>
    value === expected ? undefined : messages.passwordMismatch;
