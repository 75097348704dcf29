import { Inject, Injectable } from '@nestjs/common';
import type { CloudEvent } from '@esg/contracts';
import type { DocumentReader, Store, Transaction } from '@esg/persistence';
import { STORE } from '@esg/platform';
import type { Plan } from '../domain/plan';
import { recommendationNotFound, type Recommendation } from '../domain/recommendation';
import { Directory } from '../infrastructure/directory';
import {
  actionPlanEvent,
  concernedUsers,
  type EventAudience,
  planRef,
  recommendationRef,
  type ActionPlanEventType,
} from '../integration/events';
import { ActionPlansAccess, type Caller, type PlanAccess, type Scope } from './access';
import { presentRecommendation } from './present';
import type { EventData } from '@esg/contracts';

export const PLANS = 'plans';
export const RECOMMENDATIONS = 'recommendations';
export const COMMENTS = 'comments';
export const INTERNAL_NOTES = 'internal_notes';
export const CHANGE_REQUESTS = 'change_requests';

export interface PlanWork {
  tx: Transaction;
  scope: Scope;
  access: PlanAccess;
  plan: Plan;
  actorId: number;
  now: string;
}
export interface RecommendationWork extends PlanWork {
  rec: Recommendation;
}

type PlanEventData<T extends ActionPlanEventType> = Omit<
  EventData<T>,
  'planId' | 'portfolioCompanyId' | 'gpCompanyId' | 'actorId' | 'concernedUserIds'
>;
type RecEventData<T extends ActionPlanEventType> = Omit<
  PlanEventData<T>,
  'recommendationId' | 'recommendationTitle'
>;

/**
 * What every use case on a plan starts with: admit the caller to the feature, open a transaction,
 * load the plan it may see (404/403), and build the events of the change with the users concerned.
 */
@Injectable()
export class PlanWorkspace {
  constructor(
    @Inject(STORE) readonly store: Store,
    readonly access: ActionPlansAccess,
    readonly directory: Directory,
  ) {}

  async onPlan<T>(
    caller: Caller,
    planId: number,
    work: (w: PlanWork) => Promise<T>,
    tx?: Transaction,
  ): Promise<T> {
    const scope = await this.access.scope(caller);
    const run = async (t: Transaction) => {
      const access = await this.access.plan(scope, planId, t);
      return work({
        tx: t,
        scope,
        access,
        plan: access.plan,
        actorId: caller.principal.userId,
        now: new Date().toISOString(),
      });
    };
    return tx ? run(tx) : this.store.transaction(run);
  }

  async onRecommendation<T>(
    caller: Caller,
    recommendationId: number,
    work: (w: RecommendationWork) => Promise<T>,
    tx?: Transaction,
  ): Promise<T> {
    const scope = await this.access.scope(caller);
    const run = async (t: Transaction) => {
      const rec = await t.get<Recommendation>(RECOMMENDATIONS, String(recommendationId));
      if (!rec) throw recommendationNotFound(recommendationId);
      const access = await this.access.plan(scope, rec.planId, t);
      return work({
        tx: t,
        scope,
        access,
        plan: access.plan,
        rec,
        actorId: caller.principal.userId,
        now: new Date().toISOString(),
      });
    };
    return tx ? run(tx) : this.store.transaction(run);
  }

  async planEvent<T extends ActionPlanEventType>(
    type: T,
    w: Pick<PlanWork, 'tx' | 'plan' | 'actorId'>,
    data: PlanEventData<T>,
    options: { audience?: EventAudience; causationId?: string } = {},
  ): Promise<CloudEvent> {
    const concerned = await concernedUsers(this.directory, w.plan, w.actorId, w.tx, options.audience);
    return actionPlanEvent(type, {
      subject: w.plan.planId,
      plan: w.plan,
      actorId: w.actorId,
      aggregateVersion: w.plan.version,
      causationId: options.causationId,
      data: { ...planRef(w.plan, w.actorId, concerned), ...data } as EventData<T>,
    });
  }

  async recommendationEvent<T extends ActionPlanEventType>(
    type: T,
    w: Pick<RecommendationWork, 'tx' | 'plan' | 'rec' | 'actorId'>,
    data: RecEventData<T>,
    options: { audience?: EventAudience; causationId?: string; subject?: number } = {},
  ): Promise<CloudEvent> {
    const concerned = await concernedUsers(this.directory, w.plan, w.actorId, w.tx, options.audience);
    return actionPlanEvent(type, {
      subject: options.subject ?? w.rec.recommendationId,
      plan: w.plan,
      actorId: w.actorId,
      aggregateVersion: w.rec.version,
      causationId: options.causationId,
      data: { ...recommendationRef(w.plan, w.rec, w.actorId, concerned), ...data } as EventData<T>,
    });
  }

  async presentWithCounts(tx: DocumentReader, rec: Recommendation, access: PlanAccess) {
    const [comments, internalNotes] = await Promise.all([
      tx.count(COMMENTS, { recommendationId: rec.recommendationId }),
      access.seesInternalNotes
        ? tx.count(INTERNAL_NOTES, { recommendationId: rec.recommendationId })
        : Promise.resolve(0),
    ]);
    return presentRecommendation(rec, access, { comments, internalNotes });
  }
}
