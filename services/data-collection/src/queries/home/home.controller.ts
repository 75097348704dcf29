import { Controller, Get, Inject } from '@nestjs/common';
import {
  HOME_ITEMS_PER_SOURCE,
  compareHomeItems,
  submittedWaiting,
  type ApiResponse,
  type HomeItem,
} from '@esg/contracts';
import type { Filter, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { RESPONSES, ResponseWorkspace } from '../../application/response-workspace';
import { namesOf } from '../../application/transitions';
import type { Company } from '../../domain/company';
import type { ResponseDoc } from '../../domain/esg/response';
import { ownCompanyIds, responseAccess, type ResponseAccess } from '../../domain/esg/response-access';

/** Statuses in which the reporting company (or its Contributor) still has values to enter. */
const TO_ANSWER = new Set<ResponseDoc['status']>(['requested', 'in_progress', 'returned', 'reopened']);
/** Statuses in which the reviewer side has to decide (review, then publish). */
const TO_REVIEW = new Set<ResponseDoc['status']>(['submitted', 'accepted']);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function daysLate(dueDate: string, today: Date): number {
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((day - due) / 86_400_000);
}

function dueText(dueDate: string, today: Date): string {
  const late = daysLate(dueDate, today);
  if (late > 0) return `${plural(late, 'day')} late`;
  if (late === 0) return 'due today';
  return `due in ${plural(-late, 'day')}`;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export interface HomeResponse {
  response: Pick<ResponseDoc, 'responseId' | 'status' | 'dueDate' | 'period' | 'companyId'> &
    Partial<Pick<ResponseDoc, 'submittedAt'>>;
  access: ResponseAccess;
  companyName: string;
  standardName: string;
}

/**
 * The data-collection work of the caller for the start page (GET /home/data-collection, libs/contracts
 * home.ts), over the responses the caller may read (the list's rules, response-access.ts):
 * - the reporting company's users, and a Contributor for the responses it is assigned to: responses
 *   still to answer (requested, in progress, returned, reopened), overdue first; a returned one says so;
 * - the reviewer side (the GP that asked, or the company itself for its own data): responses submitted
 *   for review and accepted ones waiting to be published.
 * Read-only parties (co-investors, consultants, the admin) get nothing: they have no work here.
 */
export function dataCollectionHomeItems(responses: readonly HomeResponse[], today: Date): HomeItem[] {
  const items: HomeItem[] = [];
  for (const { response: r, access, companyName, standardName } of responses) {
    const what = `${standardName} ${r.period}`;
    if ((access.company || access.contributor) && TO_ANSWER.has(r.status)) {
      const late = daysLate(r.dueDate, today) > 0;
      const returned = r.status === 'returned';
      items.push({
        id: `data-collection:answer:${r.responseId}`,
        group: late ? 'overdue' : 'tasks',
        kind: returned ? 'returned-response' : 'response-to-answer',
        title: returned ? `Correct the returned values: ${what}` : `Report ${what}`,
        subtitle: `${companyName} · ${dueText(r.dueDate, today)}`,
        href: `/collect-data?responseId=${r.responseId}`,
        dueDate: r.dueDate,
      });
    } else if (access.reviewer && TO_REVIEW.has(r.status)) {
      const submitted = r.status === 'submitted';
      items.push({
        id: `data-collection:review:${r.responseId}`,
        group: 'review',
        kind: submitted ? 'response-to-review' : 'response-to-publish',
        title: submitted ? `Review ${companyName}: ${what}` : `Publish ${companyName}: ${what}`,
        subtitle: submitted
          ? sentence(r.submittedAt ? submittedWaiting(r.submittedAt, today) : 'submitted')
          : 'Every value accepted',
        href: `/review-contributor-response?responseId=${r.responseId}`,
        dueDate: r.dueDate,
      });
    }
  }
  return items.sort(compareHomeItems).slice(0, HOME_ITEMS_PER_SOURCE);
}

/** GET /home/data-collection: responses waiting for the caller (to answer, to review, to publish). */
@Controller('home/data-collection')
export class HomeDataCollectionController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly workspace: ResponseWorkspace,
  ) {}

  @Get()
  async home(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<HomeItem[]>> {
    if (principal.companyId === null) return { data: [] };
    const own = ownCompanyIds(principal, await this.workspace.lookup(principal, []));
    const children =
      principal.role === 'gp' ? await this.store.find<Company>('companies', { parent_id: { in: own } }) : [];
    const filter: Filter = {
      companyId: { in: [...own, ...children.map((c) => c.companyId)] },
      status: { in: [...TO_ANSWER, ...TO_REVIEW] },
    };
    const found: HomeResponse[] = [];
    for (const response of await this.store.find<ResponseDoc>(RESPONSES, filter)) {
      const lookup = await this.workspace.lookup(principal, [
        response.companyId,
        response.requesterCompanyId,
      ]);
      const access = responseAccess(principal, response, lookup);
      if (!access.read) continue;
      const names = await namesOf(this.store, response);
      found.push({ response, access, companyName: names.company, standardName: names.standard });
    }
    return { data: dataCollectionHomeItems(found, new Date()) };
  }
}
