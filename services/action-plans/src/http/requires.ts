import { mayEver, type Ability } from '@esg/access-policy';
import { RequireAbility } from '@esg/platform';
import { FAILURE_MESSAGE } from './failure-message';

/**
 * 403 before the body or a file part is read for a role or permission that can never do the action
 * (libs/access-policy abilities; docs/access-policy.md). The plan's own rules still apply after it.
 */
export const Requires = (ability: Ability, action: string) =>
  RequireAbility((principal) => mayEver(ability, principal), action, {
    code: 'ACTION_PLAN.FORBIDDEN',
    failureMessageKey: FAILURE_MESSAGE,
  });
