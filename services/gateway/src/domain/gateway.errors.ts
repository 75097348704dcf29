import { errorCatalogue } from '@esg/platform';

/** Every domain error code of the gateway, with its HTTP status (libs/platform, domain-error.ts). */
export const GATEWAY_ERRORS = errorCatalogue({
  'ACCOUNT_TOKEN.INVALID': 400,
  'ACCOUNT_TOKEN.EXPIRED': 400,
  'ACCOUNT_TOKEN.ALREADY_USED': 400,
  /** A wrong current password on a change: the user corrects it. */
  'AUTH.WRONG_PASSWORD': 400,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.RATE_LIMITED': 429,
  /** A new password that is too common or equal to the e-mail. */
  'AUTH.WEAK_PASSWORD': 400,
  'TWO_FACTOR.WRONG_CODE': 400,
  'TWO_FACTOR.INVALID_CREDENTIALS': 401,
  'TWO_FACTOR.INVALID_TOKEN': 401,
  'TWO_FACTOR.CONFLICT': 409,
  'TWO_FACTOR.FORBIDDEN': 403,
  'USER.NOT_FOUND': 404,
  'USER.FORBIDDEN': 403,
  'USER.ALREADY_EXISTS': 409,
  'USER.VALIDATION': 400,
  'ANNOUNCEMENT.NOT_FOUND': 404,
  'ANNOUNCEMENT.ALREADY_EXISTS': 409,
  'ANNOUNCEMENT.FORBIDDEN': 403,
  'COMPANY.VALIDATION': 400,
  'COMPANY.FORBIDDEN': 403,
  'COMPANY.NOT_FOUND': 404,
  // Feedback / Get Help and customer messages (issue 13).
  'FEEDBACK.NOT_FOUND': 404,
  'FEEDBACK.FORBIDDEN': 403,
  'FEEDBACK.RATE_LIMITED': 429,
  'CUSTOMER_MESSAGE.FORBIDDEN': 403,
  // Access manager (issue 9, docs/portfolio.md): team members within the contract's limits.
  'ACCESS.CONFLICT': 409,
  'ACCESS.FORBIDDEN': 403,
  'ACCESS.LIMIT_REACHED': 409,
  'TEAM_MEMBER.CONFLICT': 409,
  'TEAM_MEMBER.NOT_FOUND': 404,
  'TEAM_MEMBER.VALIDATION': 400,
  // Public API keys (issue 13, docs/public-api.md).
  'API_KEY.INVALID': 401,
  'API_KEY.SCOPE': 403,
  'API_KEY.FORBIDDEN': 403,
  'API_KEY.NOT_ENABLED': 403,
  'API_KEY.NOT_FOUND': 404,
  'API_KEY.RATE_LIMITED': 429,
  // Webhooks of the public API (issue 13, docs/webhooks.md).
  'WEBHOOK.FORBIDDEN': 403,
  'WEBHOOK.NOT_FOUND': 404,
  'WEBHOOK.URL_REFUSED': 400,
  // Release logs (issue 13, docs/release-logs.md).
  'RELEASE_LOG.NOT_FOUND': 404,
  'RELEASE_LOG.FORBIDDEN': 403,
  'RELEASE_LOG.CONFLICT': 409,
  // An expired contract's workplace is read-only (issue 13, docs/contracts.md).
  'CONTRACT.EXPIRED': 403,
  // A demo contract's users and outside parties write nothing of the workplace (issue 23, ADR 0110).
  'CONTRACT.DEMO': 403,
  'OUTSIDE_PARTY.READ_ONLY': 403,
  // Auditors (issue 27, ADR 0218, rules 140-144): read-only, one scope and period, until an end date.
  'AUDITOR.OUT_OF_SCOPE': 403,
  'AUDITOR.EXPIRED': 403,
  'AUDITOR.READ_ONLY': 403,
  'AUDITOR.FORBIDDEN': 403,
  'AUDITOR.NOT_FOUND': 404,
  'AUDITOR.VALIDATION': 400,
  'ASSURANCE_PACK.UNAVAILABLE': 503,
});
export const gatewayError = GATEWAY_ERRORS.error;

/** Domain errors of the gateway, with stable codes. */
export const GatewayErrors = {
  linkInvalid: () => gatewayError('ACCOUNT_TOKEN.INVALID', 'This link is invalid. Ask for a new one.'),
  linkExpired: () => gatewayError('ACCOUNT_TOKEN.EXPIRED', 'This link has expired. Ask for a new one.'),
  linkUsed: () =>
    gatewayError('ACCOUNT_TOKEN.ALREADY_USED', 'This link has already been used. Ask for a new one.'),
  wrongPassword: () => gatewayError('AUTH.WRONG_PASSWORD', 'Your current password is not correct'),
  wrongCode: () =>
    gatewayError(
      'TWO_FACTOR.WRONG_CODE',
      'The code is not valid. Enter the current code from your authenticator app.',
    ),
  loginCodeRejected: () => gatewayError('TWO_FACTOR.INVALID_CREDENTIALS', 'The code is not valid'),
  challengeInvalid: () =>
    gatewayError('TWO_FACTOR.INVALID_TOKEN', 'Your sign-in has expired; please log in again'),
  twoFactorAlreadyEnabled: () =>
    gatewayError('TWO_FACTOR.CONFLICT', 'Two-factor authentication is already enabled'),
  twoFactorNotEnabled: () => gatewayError('TWO_FACTOR.CONFLICT', 'Two-factor authentication is not enabled'),
  noPendingEnrolment: () => gatewayError('TWO_FACTOR.CONFLICT', 'Start the enrolment first'),
  twoFactorRequiredByCompany: () =>
    gatewayError('TWO_FACTOR.FORBIDDEN', 'Your company requires two-factor authentication'),
  policyForbidden: () =>
    gatewayError('TWO_FACTOR.FORBIDDEN', "Only the company's primary user or an admin may change this"),
  authenticationRequired: () => gatewayError('AUTH.UNAUTHENTICATED', 'Authentication required'),
  userNotFound: () => gatewayError('USER.NOT_FOUND', 'User not found'),
  companyNotFound: (companyId: number) =>
    gatewayError('COMPANY.NOT_FOUND', `Company ${companyId} was not found`),
  userForbidden: (reason: string) => gatewayError('USER.FORBIDDEN', reason),
  userExists: () => gatewayError('USER.ALREADY_EXISTS', 'A user with this e-mail already exists'),
  announcementNotFound: () => gatewayError('ANNOUNCEMENT.NOT_FOUND', 'Announcement not found'),
  announcementExists: () =>
    gatewayError('ANNOUNCEMENT.ALREADY_EXISTS', 'An announcement with this docId already exists'),
  announcementForbidden: () =>
    gatewayError('ANNOUNCEMENT.FORBIDDEN', 'Only an admin may change announcements'),
  apiKeyInvalid: () => gatewayError('API_KEY.INVALID', 'The API key is invalid, expired or revoked'),
  apiKeyScope: (method: string, path: string) =>
    gatewayError('API_KEY.SCOPE', `This API key's scopes do not allow ${method} ${path}`),
  apiKeyForbidden: () =>
    gatewayError(
      'API_KEY.FORBIDDEN',
      "Only the company's own users (not contributors) may manage its API keys",
    ),
  apiKeyAdminOnly: () =>
    gatewayError('API_KEY.FORBIDDEN', 'Only the platform admin may open the API to a company'),
  apiNotEnabled: () =>
    gatewayError(
      'API_KEY.NOT_ENABLED',
      'The public API is not enabled for this company; ask the platform admin to enable it',
    ),
  apiKeyNotFound: () => gatewayError('API_KEY.NOT_FOUND', 'No such API key'),
  apiKeyCompany: (companyId: number) =>
    gatewayError(
      'API_KEY.FORBIDDEN',
      `Company ${companyId} cannot hold API keys: a key acts as a GP, LP or portfolio company`,
    ),
  webhookForbidden: () =>
    gatewayError(
      'WEBHOOK.FORBIDDEN',
      "Only the company's own users (not contributors) may manage its webhooks",
    ),
  webhookNotFound: () => gatewayError('WEBHOOK.NOT_FOUND', 'No such webhook'),
  webhookDeliveryNotFound: () => gatewayError('WEBHOOK.NOT_FOUND', 'No such delivery of this webhook'),
  webhookUrlRefused: (reason: string) => gatewayError('WEBHOOK.URL_REFUSED', reason),
};
