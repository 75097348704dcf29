import { DomainError } from '@esg/platform';

/** Domain errors of the gateway, with stable codes (the suffix gives the HTTP status, see libs/platform). */
export const GatewayErrors = {
  linkInvalid: () => new DomainError('ACCOUNT_TOKEN.INVALID', 'This link is invalid. Ask for a new one.'),
  linkExpired: () => new DomainError('ACCOUNT_TOKEN.EXPIRED', 'This link has expired. Ask for a new one.'),
  linkUsed: () =>
    new DomainError('ACCOUNT_TOKEN.ALREADY_USED', 'This link has already been used. Ask for a new one.'),
  wrongPassword: () => new DomainError('AUTH.WRONG_PASSWORD', 'Your current password is not correct'),
  wrongCode: () =>
    new DomainError(
      'TWO_FACTOR.WRONG_CODE',
      'The code is not valid. Enter the current code from your authenticator app.',
    ),
  loginCodeRejected: () => new DomainError('TWO_FACTOR.INVALID_CREDENTIALS', 'The code is not valid'),
  challengeInvalid: () =>
    new DomainError('TWO_FACTOR.INVALID_TOKEN', 'Your sign-in has expired; please log in again'),
  twoFactorAlreadyEnabled: () =>
    new DomainError('TWO_FACTOR.CONFLICT', 'Two-factor authentication is already enabled'),
  twoFactorNotEnabled: () =>
    new DomainError('TWO_FACTOR.CONFLICT', 'Two-factor authentication is not enabled'),
  noPendingEnrolment: () => new DomainError('TWO_FACTOR.CONFLICT', 'Start the enrolment first'),
  twoFactorRequiredByCompany: () =>
    new DomainError('TWO_FACTOR.FORBIDDEN', 'Your company requires two-factor authentication'),
  policyForbidden: () =>
    new DomainError('TWO_FACTOR.FORBIDDEN', "Only the company's primary user or an admin may change this"),
  authenticationRequired: () => new DomainError('AUTH.UNAUTHENTICATED', 'Authentication required'),
  userNotFound: () => new DomainError('USER.NOT_FOUND', 'User not found'),
  userForbidden: (reason: string) => new DomainError('USER.FORBIDDEN', reason),
  userExists: () => new DomainError('USER.ALREADY_EXISTS', 'A user with this e-mail already exists'),
  announcementNotFound: () => new DomainError('ANNOUNCEMENT.NOT_FOUND', 'Announcement not found'),
  announcementExists: () =>
    new DomainError('ANNOUNCEMENT.ALREADY_EXISTS', 'An announcement with this docId already exists'),
  announcementForbidden: () =>
    new DomainError('ANNOUNCEMENT.FORBIDDEN', 'Only an admin may change announcements'),
};
