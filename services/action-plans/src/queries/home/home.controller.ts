import { Controller, Get } from '@nestjs/common';
import {
  HOME_ITEMS_PER_SOURCE,
  compareHomeItems,
  labelText,
  submittedWaiting,
  type ApiResponse,
  type HomeItem,
} from '@esg/contracts';
import type { Caller } from '../../application/access';
import { visiblePlansFilter } from '../../application/visible-plans';
import { CHANGE_REQUESTS, PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { ChangeRequest } from '../../domain/discussion';
import type { Plan } from '../../domain/plan';
import { daysPastDue, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller } from '../../http/caller';
import { planHref, recommendationHref } from '../search/search.controller';

/** Progress tags that put an open recommendation on the start page's "At risk". */
const AT_RISK_TAGS = new Set(['at-risk', 'off-track']);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function dueText(dueDate: string, today: Date): string {
  const late = daysPastDue(dueDate, today);
  if (late > 0) return `${plural(late, 'day')} late`;
  if (late === 0) return 'due today';
  return `due in ${plural(-late, 'day')}`;
}

/** The latest progress tag of a recommendation, if any. */
const latestTag = (rec: Recommendation) => rec.progressTags[rec.progressTags.length - 1]?.tag ?? null;

/**
 * The action-plan work of the caller for the start page (GET /home/action-plans, libs/contracts
 * home.ts), over the plans the caller may see (the list's rules):
 * - investor side: overdue and at-risk recommendations of sent and published plans; for those who
 *   decide, pending due-date change requests and submitted recommendations to sign off; for those
 *   who draft, drafts still to send;
 * - portfolio company (not its Contributors, who only read): its open recommendations, overdue
 *   first, then at risk, then the rest by due date.
 * Each recommendation appears once, in the first group that applies.
 */
export function homeItemsOf(input: {
  side: 'investor' | 'pc';
  decides: boolean;
  plans: readonly Plan[];
  /** Drafts the caller may send (the GP, or the plan's ES advisor). */
  draftsToSend: readonly Plan[];
  recommendations: readonly Recommendation[];
  pendingRequests: readonly ChangeRequest[];
  companyName: (companyId: number) => string;
  today: Date;
}): HomeItem[] {
  const { side, plans, today } = input;
  const planOf = new Map(plans.map((p) => [p.planId, p]));
  const items: HomeItem[] = [];
  const where = (p: Plan) =>
    side === 'investor' ? `${input.companyName(p.portfolioCompanyId)} · ${p.title}` : p.title;

  const requested = new Set(input.pendingRequests.map((cr) => cr.recommendationId));
  for (const rec of input.recommendations) {
    const plan = planOf.get(rec.planId);
    if (!plan || plan.status === 'draft' || plan.status === 'signed-off' || rec.status === 'signed-off')
      continue;
    const base = { href: recommendationHref(rec.planId, rec.recommendationId), dueDate: rec.dueDate };
    const open = rec.status !== 'submitted';
    const tag = latestTag(rec);
    if (side === 'investor' && rec.status === 'submitted') {
      if (input.decides)
        items.push({
          ...base,
          id: `action-plans:sign-off:${rec.recommendationId}`,
          group: 'decisions',
          kind: 'recommendation-to-sign-off',
          title: `Sign off: ${rec.title}`,
          subtitle: `${where(plan)} · ${rec.submittedAt ? submittedWaiting(rec.submittedAt, today) : `submitted, ${dueText(rec.dueDate, today)}`}`,
        });
      continue;
    }
    if (open && daysPastDue(rec.dueDate, today) > 0) {
      items.push({
        ...base,
        id: `action-plans:overdue:${rec.recommendationId}`,
        group: 'overdue',
        kind: 'overdue-recommendation',
        title: rec.title,
        subtitle: `${where(plan)} · ${dueText(rec.dueDate, today)} · ${labelText('recommendationStatus', rec.status)}`,
      });
    } else if (open && tag !== null && AT_RISK_TAGS.has(tag)) {
      items.push({
        ...base,
        id: `action-plans:at-risk:${rec.recommendationId}`,
        group: 'at-risk',
        kind: 'at-risk-recommendation',
        title: rec.title,
        subtitle: `${where(plan)} · ${labelText('progressTag', tag)} · ${dueText(rec.dueDate, today)}`,
      });
    } else if (side === 'pc' && open) {
      items.push({
        ...base,
        id: `action-plans:task:${rec.recommendationId}`,
        group: 'tasks',
        kind: 'open-recommendation',
        title: rec.title,
        subtitle: `${plan.title} · ${labelText('recommendationStatus', rec.status)} · ${dueText(rec.dueDate, today)}${requested.has(rec.recommendationId) ? ' · new due date requested' : ''}`,
      });
    }
  }

  if (side === 'investor' && input.decides) {
    const recOf = new Map(input.recommendations.map((r) => [r.recommendationId, r]));
    for (const cr of input.pendingRequests) {
      const rec = recOf.get(cr.recommendationId);
      const plan = rec && planOf.get(rec.planId);
      if (!rec || !plan) continue;
      items.push({
        id: `action-plans:change-request:${cr.changeRequestId}`,
        group: 'decisions',
        kind: 'change-request',
        title: `New due date requested: ${rec.title}`,
        subtitle: `${where(plan)} · ${cr.currentDueDate} → ${cr.requestedDueDate}`,
        href: recommendationHref(rec.planId, rec.recommendationId),
        dueDate: cr.requestedDueDate,
      });
    }
  }
  if (side === 'investor') {
    for (const plan of input.draftsToSend)
      items.push({
        id: `action-plans:draft:${plan.planId}`,
        group: 'tasks',
        kind: 'draft-plan',
        title: `Send the draft: ${plan.title}`,
        subtitle: `${input.companyName(plan.portfolioCompanyId)} · not yet seen by the portfolio company`,
        href: planHref(plan.planId),
        dueDate: null,
      });
  }
  return items.sort(compareHomeItems).slice(0, HOME_ITEMS_PER_SOURCE);
}

/** GET /home/action-plans: the caller's open action-plan work (see homeItemsOf). */
@Controller('home/action-plans')
export class HomeActionPlansController {
  constructor(private readonly workspace: PlanWorkspace) {}

  @Get()
  async home(@CurrentCaller() caller: Caller): Promise<ApiResponse<HomeItem[]>> {
    const scope = await this.workspace.access.scope(caller);
    const { principal } = scope;
    if (scope.admin) return { data: [] };
    const side = principal.role === 'gp' ? 'investor' : 'pc';
    // A Contributor of a portfolio company reads its plans but works none of them.
    if (side === 'pc' && principal.permission === 'Contributor') return { data: [] };
    const { store, directory } = this.workspace;
    const plans = await store.find<Plan>(PLANS, await visiblePlansFilter(scope, directory));
    const planIds = plans.map((p) => p.planId);
    if (planIds.length === 0) return { data: [] };
    const recommendations = await store.find<Recommendation>(RECOMMENDATIONS, {
      planId: { in: planIds },
      status: { ne: 'signed-off' },
    });
    const pendingRequests = await store.find<ChangeRequest>(CHANGE_REQUESTS, {
      planId: { in: planIds },
      status: 'pending',
    });
    const names = new Map<number, string>();
    for (const id of new Set(plans.map((p) => p.portfolioCompanyId)))
      names.set(id, (await directory.company(id))?.name ?? `Company ${id}`);
    return {
      data: homeItemsOf({
        side,
        decides: scope.mayCreate,
        plans,
        draftsToSend: plans.filter(
          (p) => p.status === 'draft' && (scope.mayCreate || p.esAdvisorUserId === principal.userId),
        ),
        recommendations,
        pendingRequests,
        companyName: (id) => names.get(id) ?? `Company ${id}`,
        today: new Date(),
      }),
    };
  }
}
