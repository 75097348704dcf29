import { FailureMessage as PlatformFailureMessage } from '@esg/platform';

export { FAILURE_MESSAGE } from '@esg/platform';

/**
 * The call's default failure message (spec section 8) in front of the specific reason (libs/platform,
 * failure-message.ts). The feature denial keeps the spec's exact line ('Access denied: Feature ...').
 */
export const FailureMessage = (message: string) =>
  PlatformFailureMessage(message, { keep: ['ACTION_PLAN.ACCESS_DENIED'] });
