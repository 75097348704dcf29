import {
  positiveIntegerInput,
  type Facility,
  type LookupOption,
  type PerformanceStandard,
} from '@esg/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { ACTION_PLAN_ERRORS, actionPlanYears, type ApiResponse } from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { forbidden, type Caller, type Scope } from '../../application/access';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { Plan } from '../../domain/plan';
import type { Recommendation } from '../../domain/recommendation';
import { LOOKUPS, type LookupDoc } from '../../infrastructure/reference-data';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

const companyQuery = new ZodPipe(z.object({ company: positiveIntegerInput('company').optional() }));

/** GET /action-plan-listings/*: the lookups of the create and detail screens (reference data). */
@Controller('action-plan-listings')
export class LookupsController {
  constructor(private readonly workspace: PlanWorkspace) {}

  private async lookup(caller: Caller, name: string): Promise<ApiResponse<LookupOption[]>> {
    await this.workspace.access.scope(caller);
    const doc = await this.workspace.store.get<LookupDoc>(LOOKUPS, name);
    return { data: (doc?.items ?? []) as LookupOption[] };
  }

  @Get('cycles')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  cycles(@CurrentCaller() caller: Caller) {
    return this.lookup(caller, 'cycles');
  }

  @Get('priorities')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  priorities(@CurrentCaller() caller: Caller) {
    return this.lookup(caller, 'priorities');
  }

  @Get('due-date-triggers')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  dueDateTriggers(@CurrentCaller() caller: Caller) {
    return this.lookup(caller, 'due-date-triggers');
  }

  @Get('progress-tags')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  progressTags(@CurrentCaller() caller: Caller) {
    return this.lookup(caller, 'progress-tags');
  }

  /** The Annex I indicators of sfdr_pai.json a recommendation may address (ADR 0055). */
  @Get('pai-indicators')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  paiIndicators(@CurrentCaller() caller: Caller) {
    return this.lookup(caller, 'pai-indicators');
  }

  @Get('years')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  async years(@CurrentCaller() caller: Caller): Promise<ApiResponse<number[]>> {
    await this.workspace.access.scope(caller);
    return { data: actionPlanYears() };
  }

  /** Facilities of `company` (default: the company acted for), which the caller must be able to act for. */
  @Get('facilities')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  async facilities(
    @Query(companyQuery) query: { company?: number },
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<Facility[]>> {
    const scope = await this.workspace.access.scope(caller);
    const companyId = await this.companyFor(scope, query.company);
    if (companyId === null) return { data: [] };
    const facilities = await this.workspace.store.find<{
      id: string;
      facilityId: number;
      companyId: number;
      name: string;
      location: string;
      type: string;
    }>('facilities', { companyId }, { sort: [['facilityId', 'asc']] });
    return {
      data: facilities.map((f) => ({
        id: f.facilityId,
        companyId: f.companyId,
        name: f.name,
        type: f.type,
        location: f.location,
      })),
    };
  }

  /** PS1-PS8; with `company`, how many recommendations of that company's visible plans fall under each. */
  @Get('ifc-performance-standards')
  @FailureMessage(ACTION_PLAN_ERRORS.lookups)
  async performanceStandards(
    @Query(companyQuery) query: { company?: number },
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PerformanceStandard[]>> {
    const scope = await this.workspace.access.scope(caller);
    const doc = await this.workspace.store.get<LookupDoc>(LOOKUPS, 'ifc-performance-standards');
    const items = (doc?.items ?? []) as PerformanceStandard[];
    if (query.company === undefined) return { data: items };
    const companyId = await this.companyFor(scope, query.company);
    const plans = (await this.workspace.store.find<Plan>(PLANS, { portfolioCompanyId: companyId })).filter(
      (plan) => {
        try {
          this.workspace.access.accessTo(scope, plan);
          return true;
        } catch {
          return false;
        }
      },
    );
    const recs = plans.length
      ? await this.workspace.store.find<Recommendation>(RECOMMENDATIONS, {
          planId: { in: plans.map((p) => p.planId) },
        })
      : [];
    return {
      data: items.map((ps) => {
        const mine = recs.filter((r) => r.performanceStandardId === ps.id);
        return {
          ...ps,
          recommendationCount: mine.length,
          signedOffCount: mine.filter((r) => r.status === 'signed-off').length,
        };
      }),
    };
  }

  private async companyFor(scope: Scope, requested: number | undefined): Promise<number | null> {
    const companyId = requested ?? scope.actingCompanyId;
    if (companyId === null) return null;
    if (scope.admin || companyId === scope.principal.companyId) return companyId;
    const company = await this.workspace.directory.company(companyId);
    if (scope.principal.role === 'gp' && company?.parent_id === scope.principal.companyId) return companyId;
    throw forbidden(`You may not see the facilities of company ${companyId}`);
  }
}
