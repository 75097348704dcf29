import { mayEver, type Ability } from '@esg/access-policy';
import { RequireAbility } from '@esg/platform';

/**
 * 403 before the body is read for a role or permission that can never do the action
 * (libs/access-policy abilities; docs/access-policy.md). The company's own rules still apply after it.
 */
export const Requires = (ability: Ability, action: string) =>
  RequireAbility((principal) => mayEver(ability, principal), action, { code: 'COMPANY.FORBIDDEN' });
