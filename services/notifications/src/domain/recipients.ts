import type { Role } from '@esg/contracts';
import { isInvestorOnly, type ActionPlanEventType, type PlanEventRef } from './action-plan-events';

export interface Member {
  userId: number;
  companyId: number | null;
  role: Role;
}

/**
 * Who is notified of an action-plans event (docs/notifications.md):
 * - the candidates are the event's `concernedUserIds`, decided by action-plans in the transaction of
 *   the change (creator, ES advisor, assigned users, and the portfolio company's users once the plan
 *   is no longer a draft), so the audience is the one of the moment of the change;
 * - never the actor;
 * - only someone who may see the plan, checked again against our own directory: a gp-role user of
 *   the plan's GP company (investor side) or a pc-role user of its portfolio company; an unknown user,
 *   an admin, an LP or another tenant's user gets nothing;
 * - internal-note events never reach the portfolio company's users.
 */
export function recipientsOf(
  type: ActionPlanEventType,
  ref: PlanEventRef,
  directory: ReadonlyMap<number, Member>,
): number[] {
  const investorOnly = isInvestorOnly(type);
  const out = new Set<number>();
  for (const userId of ref.concernedUserIds) {
    if (userId === ref.actorId) continue;
    const user = directory.get(userId);
    if (!user || user.companyId === null) continue;
    const investorSide = user.role === 'gp' && user.companyId === ref.gpCompanyId;
    const companySide = user.role === 'pc' && user.companyId === ref.portfolioCompanyId;
    if (investorSide || (companySide && !investorOnly)) out.add(userId);
  }
  return [...out].sort((a, b) => a - b);
}
