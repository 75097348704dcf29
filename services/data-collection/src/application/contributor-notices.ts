import { createEvent, type CloudEvent, type EventData, type FrameworkSection } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import type { Company } from '../domain/company';
import type { ResponseDoc } from '../domain/esg/response';
import { USER_DIRECTORY, type DirectoryUser } from '../infrastructure/user-directory';
import type { EsgCatalogue } from './esg-catalogue';
import { namesOf } from './transitions';

const TYPE = 'data-collection.response.contributor-notice-sent.v1';

/** What one contributor is told: sections and metrics newly assigned to it, or its values returned. */
export interface ContributorNotice {
  userId: number;
  sectionIds: readonly string[];
  metrics: ReadonlyArray<{ code: string; comment: string | null }>;
}

/** Titles of sections by id and labels of metrics by code, as the response's tree names them. */
export function treeNames(tree: readonly FrameworkSection[], catalogue: EsgCatalogue) {
  const sections = new Map<string, string>();
  const metrics = new Map<string, string>();
  const visit = (nodes: readonly FrameworkSection[]) => {
    for (const node of nodes) {
      sections.set(node.id, node.title);
      for (const metric of node.metrics)
        if (!metrics.has(metric.code))
          metrics.set(metric.code, metric.label ?? catalogue.requireMetric(metric.code).name);
      visit(node.sections);
    }
  };
  visit(tree);
  return { sections, metrics };
}

/** What changed for each user between two sets of assignments: the sections and metrics it gained. */
export function newlyAssigned(
  before: ResponseDoc['assignments'],
  after: ResponseDoc['assignments'],
): ContributorNotice[] {
  const notices: ContributorNotice[] = [];
  for (const assignment of after) {
    const previous = before.find((a) => a.userId === assignment.userId);
    const sectionIds = assignment.sectionIds.filter((id) => !previous?.sectionIds.includes(id));
    const codes = assignment.metricCodes.filter((code) => !previous?.metricCodes.includes(code));
    if (sectionIds.length || codes.length)
      notices.push({
        userId: assignment.userId,
        sectionIds,
        metrics: codes.map((code) => ({ code, comment: null })),
      });
  }
  return notices;
}

/**
 * The events telling contributors of their work on a response (issue 21, finding 7), one per
 * contributor, with its e-mail: the gateway mails it, the notifications service puts it in its bell.
 * Nobody is told of their own action.
 */
export async function contributorNoticeEvents(
  reader: DocumentReader,
  input: {
    response: ResponseDoc;
    tree: readonly FrameworkSection[];
    catalogue: EsgCatalogue;
    reason: EventData<typeof TYPE>['reason'];
    notices: readonly ContributorNotice[];
    actorId: number;
    at: string;
  },
): Promise<CloudEvent[]> {
  const { response, notices, actorId } = input;
  const wanted = notices.filter((n) => n.userId !== actorId);
  if (wanted.length === 0) return [];
  const users = await reader.find<DirectoryUser>(USER_DIRECTORY, {
    userId: { in: [...new Set([...wanted.map((n) => n.userId), actorId])] },
  });
  const names = await namesOf(reader, response);
  const requester = await reader.get<Company>('companies', String(response.requesterCompanyId));
  const labels = treeNames(input.tree, input.catalogue);
  const actor = users.find((u) => u.userId === actorId);
  const events: CloudEvent[] = [];
  for (const notice of wanted) {
    const user = users.find((u) => u.userId === notice.userId);
    // Invited users are told too (the bell waits for their first sign-in); one who left is not.
    if (!user || user.companyId !== response.companyId) continue;
    const data: EventData<typeof TYPE> = {
      responseId: response.responseId,
      companyId: response.companyId,
      companyName: names.company,
      requesterCompanyId: response.requesterCompanyId,
      requesterName: requester?.name ?? `Company ${response.requesterCompanyId}`,
      standardId: response.standardId,
      standardName: names.standard,
      period: response.period,
      dueDate: response.dueDate,
      reason: input.reason,
      contributor: { userId: user.userId, email: user.email, name: user.name },
      sections: notice.sectionIds.map((id) => labels.sections.get(id) ?? id),
      metrics: notice.metrics.map((m) => ({
        code: m.code,
        label: labels.metrics.get(m.code) ?? m.code,
        comment: m.comment,
      })),
      actorId,
      actorName: actor?.name ?? null,
      at: input.at,
    };
    events.push(
      createEvent({
        type: TYPE,
        source: 'data-collection',
        subject: response.responseId,
        companyId: response.companyId,
        actorId,
        data,
      }),
    );
  }
  return events;
}
