import { errorCatalogue } from '@esg/platform';

/** Every domain error code of the notifications service, with its HTTP status (libs/platform, domain-error.ts). */
export const NOTIFICATIONS_ERRORS = errorCatalogue({
  'NOTIFICATION.NOT_FOUND': 404,
  'CHANGELOG.NOT_FOUND': 404,
  'CHANGELOG.FORBIDDEN': 403,
});
export const notificationsError = NOTIFICATIONS_ERRORS.error;
