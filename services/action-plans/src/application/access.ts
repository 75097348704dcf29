import { actionPlansError } from '../domain/action-plans.errors';
import { Injectable } from '@nestjs/common';
import {
  canActForCompany,
  canCreateActionPlan,
  isOutsideParty,
  routeAccess,
  FEATURE_DISABLED_REASON,
  type PolicyCompany,
  type PolicyContext,
} from '@esg/access-policy';
import { ACTION_PLAN_FEATURE_DENIED_MESSAGE } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import { planNotFound, type Plan } from '../domain/plan';
import { Directory, type CompanyRecord } from '../infrastructure/directory';

/** Who is calling and for which company (X-Company-ID), as the controllers hand it to use cases. */
export interface Caller {
  principal: Principal;
  companyHeader: number | null;
}

/** The caller once admitted to the action-plan feature. */
export interface Scope {
  principal: Principal;
  admin: boolean;
  /** The company acted for: X-Company-ID, else the user's own; null for an admin at home. */
  actingCompanyId: number | null;
  ownCompany: CompanyRecord | null;
  /** GP, not Coinvestor/Consultant (libs/access-policy canCreateActionPlan). */
  mayCreate: boolean;
}

/** What the caller may do with one plan. */
export interface PlanAccess {
  plan: Plan;
  side: 'investor' | 'pc' | 'admin';
  /** The GP's decisions: publish, sign off, approve change requests, delete, transfer, assign users. */
  decide: boolean;
  /** Drafting: the GP or the plan's ES advisor edits the plan and its recommendations. */
  draft: boolean;
  /** The portfolio company works its recommendations (not its Contributors, who only read). */
  work: boolean;
  /** Internal notes, and their counts, are for the GP's own team only (not outside parties, not the pc). */
  seesInternalNotes: boolean;
  /** The plan's files (deliverables, advisor and verification documents) may be downloaded. */
  downloadsFiles: boolean;
}

export const forbidden = (message: string) => actionPlansError('ACTION_PLAN.FORBIDDEN', message);
const featureDenied = () => actionPlansError('ACTION_PLAN.ACCESS_DENIED', ACTION_PLAN_FEATURE_DENIED_MESSAGE);

function policyCompany(c: CompanyRecord | null): PolicyCompany | null {
  if (!c) return null;
  return {
    id: c.companyId,
    name: c.name,
    type: c.type,
    parent_id: c.parent_id,
    contact_email: '',
    contract_type: c.contract_type,
    funds_manager: false,
    is_action_plan_enabled: c.is_action_plan_enabled,
    gp_key: null,
    standards: [],
  };
}

/**
 * The access rules of docs/action-plans.md. The route rules themselves (who may open action plans,
 * who may create) come from libs/access-policy, so the SPA's guards and this service agree.
 */
@Injectable()
export class ActionPlansAccess {
  constructor(private readonly directory: Directory) {}

  async scope(caller: Caller): Promise<Scope> {
    const { principal } = caller;
    const [user, own] = await Promise.all([
      this.directory.user(principal.userId),
      this.directory.company(principal.companyId),
    ]);
    const parent = await this.directory.company(own?.parent_id ?? null);
    const ctx: PolicyContext = {
      user: {
        id: principal.userId,
        email: user?.email ?? '',
        role: principal.role,
        permission: principal.permission,
        companyId: principal.companyId,
      },
      company: policyCompany(own),
      parentCompany: policyCompany(parent),
    };
    const decision = routeAccess('/action-plans', ctx);
    if (!decision.allowed)
      throw decision.reason === FEATURE_DISABLED_REASON ? featureDenied() : forbidden(decision.reason);

    // An admin "skips company loading" (spec 6.1): it sees every plan unless it names a company.
    const admin = principal.role === 'admin';
    const actingCompanyId = caller.companyHeader ?? (admin ? null : principal.companyId);
    if (caller.companyHeader !== null) {
      const target = await this.directory.company(caller.companyHeader);
      const known = new Map(
        [own, target]
          .filter((c): c is CompanyRecord => c !== null)
          .map((c) => [
            c.companyId,
            { id: c.companyId, parent_id: c.parent_id, contract_type: c.contract_type },
          ]),
      );
      if (!canActForCompany(principal, caller.companyHeader, (id) => known.get(id))) {
        throw forbidden(`X-Company-ID ${caller.companyHeader} is not a company you may act for`);
      }
      if (!(await this.featureEnabled(caller.companyHeader))) throw featureDenied();
    }
    return { principal, admin, actingCompanyId, ownCompany: own, mayCreate: canCreateActionPlan(ctx) };
  }

  /** is_action_plan_enabled on the company or its parent (spec 6.1). */
  async featureEnabled(companyId: number, reader?: DocumentReader): Promise<boolean> {
    const company = await this.directory.company(companyId, reader);
    if (!company) return false;
    if (company.is_action_plan_enabled) return true;
    const parent = await this.directory.company(company.parent_id, reader);
    return parent?.is_action_plan_enabled === true;
  }

  /** Loads a plan the scope may see: 404 when it does not exist, 403 when it is another tenant's. */
  async plan(scope: Scope, planId: number, reader: DocumentReader): Promise<PlanAccess> {
    const plan = await reader.get<Plan>('plans', String(planId));
    if (!plan) throw planNotFound(planId);
    return this.accessTo(scope, plan);
  }

  accessTo(scope: Scope, plan: Plan): PlanAccess {
    const { principal } = scope;
    const header = scope.actingCompanyId;
    const inView = header === null || header === plan.portfolioCompanyId || header === plan.gpCompanyId;
    if (scope.admin) {
      if (!inView) throw forbidden(`Action plan ${plan.planId} does not belong to company ${header}`);
      return {
        plan,
        side: 'admin',
        decide: false,
        draft: false,
        work: false,
        seesInternalNotes: true,
        downloadsFiles: true,
      };
    }
    if (principal.companyId !== null && principal.companyId === plan.gpCompanyId && principal.role === 'gp') {
      if (!inView) throw forbidden(`Action plan ${plan.planId} does not belong to company ${header}`);
      // Outside parties (Coinvestor, Consultant) read; a Consultant named ES advisor drafts this plan.
      const outside = isOutsideParty(principal);
      const decide = scope.mayCreate;
      const draft = decide || principal.userId === plan.esAdvisorUserId;
      return {
        plan,
        side: 'investor',
        decide,
        draft,
        work: false,
        seesInternalNotes: !outside && principal.permission === null,
        downloadsFiles: !outside || draft,
      };
    }
    if (
      principal.companyId !== null &&
      principal.companyId === plan.portfolioCompanyId &&
      plan.status !== 'draft'
    ) {
      return {
        plan,
        side: 'pc',
        decide: false,
        draft: false,
        work: principal.permission !== 'Contributor',
        seesInternalNotes: false,
        downloadsFiles: true,
      };
    }
    throw forbidden(`You may not see action plan ${plan.planId}`);
  }
}

export function requireCapability(allowed: boolean, message: string): void {
  if (!allowed) throw forbidden(message);
}
