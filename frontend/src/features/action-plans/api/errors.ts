import { redirect } from '@tanstack/react-router';
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
 * Spec 8: an action-plan call shows the server's message when it sent one, otherwise the call's
 * default message (ACTION_PLAN_ERRORS of @esg/contracts/action-plans).
 */
export function actionPlanErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !CLIENT_CODES.has(error.code)) return error.message;
  return fallback;
}

/** Spec 6.1: a 403 from the action-plan service sends the user to /action-plans. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 403;
}

/**
 * For route loaders: a 403 from the action-plan service while loading a screen sends the user to
 * /action-plans (spec 6.1, 8) instead of showing an error page.
 */
export async function leaveOnForbidden<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isForbidden(error)) {
      console.warn('Action-plan service refused access (403); back to /action-plans');
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
      throw redirect({ to: '/action-plans', replace: true });
    }
    throw error;
  }
}
