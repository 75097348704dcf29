import type { InviteUserRequest } from '@esg/contracts';
import { gatewayError } from './gateway.errors';

/**
 * A company's users have the role of its type (spec 3: a user's role is admin, gp, lp or pc, as is a
 * company's type): a portfolio company invites pc users, a GP gp users, and so on (issue 14,
 * finding 7). The outside parties Coinvestor and Consultant are a GP's (docs/access-policy.md rule 45).
 */
export function assertRoleFitsCompany(
  invitation: Pick<InviteUserRequest, 'role' | 'permission'>,
  companyType: 'gp' | 'lp' | 'pc' | 'admin',
): void {
  if (invitation.role !== companyType)
    throw gatewayError(
      'USER.VALIDATION',
      `A ${companyType} company's users have the role ${companyType}; ${invitation.role} cannot be invited to it`,
    );
  const permission = invitation.permission ?? null;
  if ((permission === 'Coinvestor' || permission === 'Consultant') && companyType !== 'gp')
    throw gatewayError('USER.VALIDATION', `Only a GP has ${permission}s`);
}
