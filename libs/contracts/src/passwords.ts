import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './auth';

/**
 * Which new passwords are refused (issue 14, finding 12), for the server and the SPA alike. Beyond the
 * spec's minimum of 6 characters ('Your password must be at least 6 characters long.'): one of the
 * ~49,000 most common passwords (the list of zxcvbn-ts, @zxcvbn-ts/language-common, compared without
 * regard to case), and the account's own e-mail address or the part of it before the @.
 *
 * The list is loaded on first use (a dynamic import: a separate chunk in the SPA, fetched only when a
 * password is chosen).
 */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common passwords. Choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL_MESSAGE = 'Your password must not be your e-mail address.';

let common: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { email?: string | null; commonPasswords: ReadonlySet<string> },
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  const lower = password.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email) {
    const local = email.split('@')[0];
    if (lower === email || (local.length >= PASSWORD_MIN_LENGTH && lower === local))
      return PASSWORD_IS_EMAIL_MESSAGE;
  }
  if (context.commonPasswords.has(lower)) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}

/** passwordProblem() with the common-password list loaded. */
export async function checkNewPassword(password: string, email?: string | null): Promise<string | null> {
  return passwordProblem(password, { email, commonPasswords: await loadCommonPasswords() });
}
