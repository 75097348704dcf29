import { ApiError } from '@/lib/api-client';

/** Codes the API client makes up when the server gave no message of its own. */
const CLIENT_CODES = new Set([
  'HTTP.BAD_REQUEST',
  'AUTH.FORBIDDEN',
  'HTTP.NOT_FOUND',
  'HTTP.TOO_MANY_REQUESTS',
  'HTTP.ERROR',
  'NETWORK.UNREACHABLE',
]);

/**
 * Spec 8: the server's message when it sent one (it starts with the spec's message, e.g.
 * "Failed to mark notification as read: …"), otherwise the call's default message.
 */
export function notificationErrorMessage(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.message && !CLIENT_CODES.has(error.code)) {
    return error.message.startsWith(fallback) ? error.message : `${fallback}: ${error.message}`;
  }
  return fallback;
}

/** Default messages of the calls spec 8 does not name. */
export const LIST_ERRORS = {
  notifications: 'Failed to fetch notifications',
  changelog: 'Failed to fetch the change log',
} as const;
