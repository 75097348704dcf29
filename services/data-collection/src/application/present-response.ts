import { possessive } from '@esg/contracts';
import type {
  Completion,
  CurrentValue,
  FrameworkSection,
  MetricLock,
  ResponseMetricState,
  ResponseSectionState,
  ResponseSummary,
  ResponseValues,
  ValuePublication,
} from '@esg/contracts';
import { completeness, countsOf, metricsOf } from '../domain/esg/framework';
import {
  EDITABLE_STATUSES,
  isOverdue,
  SUBMITTABLE_STATUSES,
  type CurrentValueDoc,
  type PublicationDoc,
  type ResponseDoc,
  revisionOf,
} from '../domain/esg/response';
import type { ResponseAccess } from '../domain/esg/response-access';
import type { EsgCatalogue } from './esg-catalogue';
import type { ResponseState } from './response-workspace';

export function presentValue(doc: CurrentValueDoc | undefined): CurrentValue | null {
  if (!doc) return null;
  const { id: _id, companyId: _c, period: _p, metricCode: _m, responseId: _r, ...value } = doc;
  return { ...value, revision: revisionOf(doc) };
}

export function presentSummary(
  response: ResponseDoc,
  names: { company: string; standard: string },
  done: Completion,
): ResponseSummary {
  return {
    id: response.responseId,
    companyId: response.companyId,
    companyName: names.company,
    requesterCompanyId: response.requesterCompanyId,
    standardId: response.standardId,
    standardName: names.standard,
    frameworkVersion: response.frameworkVersion,
    period: response.period,
    year: response.year,
    cycle: response.cycle,
    modules: response.modules ?? [],
    status: response.status,
    dueDate: response.dueDate,
    overdue: isOverdue(response),
    requestedAt: response.requestedAt,
    requestedBy: response.requestedBy,
    submittedAt: response.submittedAt,
    lastActivityAt: response.lastActivityAt,
    publicationNumber: response.publicationNumber,
    lastPublishedAt: response.lastPublishedAt,
    completion: done,
  };
}

export interface DetailInput {
  state: ResponseState;
  access: ResponseAccess;
  userId: number;
  names: { company: string; standard: string };
  /** Codes another response of the period holds under review. */
  locks: ReadonlyMap<string, ResponseDoc>;
  /** The first publication of every published version of the period (any response). */
  published: ReadonlyMap<string, PublicationDoc>;
  /** Names of the users who published. */
  userNames: ReadonlyMap<number, string>;
  /** For a contributor: the codes assigned to it. */
  assigned: Set<string> | null;
  assignedCodesByUser: ReadonlyMap<number, Set<string>>;
  catalogue: EsgCatalogue;
  yearOnYearWarningPercent: number;
}

/**
 * GET /responses/{id}: everything the questionnaire screen needs but what the framework version defines,
 * which a client reads once per version (ADR 0170) and joins with `withDefinition`.
 */
export function presentDetail(input: DetailInput): ResponseValues {
  const { state, access, assigned, catalogue } = input;
  const { response } = state;
  const editableStatus = EDITABLE_STATUSES.includes(response.status);
  const answered = (code: string) => state.values.has(code);
  const usersOf = (code: string) =>
    [...input.assignedCodesByUser].filter(([, codes]) => codes.has(code)).map(([userId]) => userId);
  const mayEnter = access.company || access.contributor;
  const standardName = (standardId: number) => catalogue.framework(standardId).name;

  /** Why the caller cannot change a metric now and what to do; null when it can. */
  const lockOf = (code: string): MetricLock | null => {
    if (!mayEnter)
      return {
        reason: 'read_only',
        message: access.reviewer
          ? `You review this response: ${input.names.company} enters its values, and you accept or return them.`
          : `Only ${possessive(input.names.company)} users enter these values; you can read them.`,
        responseId: null,
      };
    if (!editableStatus)
      return {
        reason: 'response_status',
        message:
          response.status === 'published'
            ? 'This response is published: to correct a value, the reviewer reopens the response with a reason.'
            : 'Submitted for review: values change only if the reviewer returns them.',
        responseId: null,
      };
    const holder = input.locks.get(code);
    if (holder)
      return {
        reason: 'under_review_elsewhere',
        message: `Also asked by ${standardName(holder.standardId)} ${holder.period}, which is under review: it can change here once that review ends (returned or published).${answered(code) ? ' It counts as answered here.' : ''}`,
        responseId: holder.responseId,
      };
    return null;
  };

  const publicationOf = (value: CurrentValueDoc | undefined): ValuePublication | null => {
    const publication = value ? input.published.get(value.valueVersionId) : undefined;
    if (!publication) return null;
    return {
      responseId: publication.responseId,
      standardId: publication.standardId,
      standardName: standardName(publication.standardId),
      period: publication.period,
      publicationNumber: publication.number,
      publishedAt: publication.publishedAt,
      publishedBy: publication.publishedBy,
      publishedByName: input.userNames.get(publication.publishedBy) ?? null,
      thisResponse: publication.responseId === response.responseId,
    };
  };

  const metric = (node: FrameworkSection['metrics'][number]): ResponseMetricState => {
    const value = state.values.get(node.code);
    const lock = lockOf(node.code);
    const editable = lock === null && (access.company || (assigned?.has(node.code) ?? false));
    return {
      code: node.code,
      required: state.required.has(node.code),
      applies: state.applies.has(node.code),
      editable,
      lock,
      publication: publicationOf(value),
      assignedTo: usersOf(node.code),
      beyondVsme: state.beyondVsme.has(node.code),
      value: presentValue(value),
      validation: { errors: [], warnings: value && !value.warningsConfirmed ? value.warnings : [] },
    };
  };

  const bySection: ResponseValues['completion']['bySection'] = [];
  const section = (node: FrameworkSection): ResponseSectionState | null => {
    const metrics = node.metrics.filter((m) => !assigned || assigned.has(m.code)).map(metric);
    const sections = node.sections.map(section).filter((s): s is ResponseSectionState => s !== null);
    if (metrics.length === 0 && sections.length === 0) return null;
    const codes = [...metricsOf([node])].map((m) => m.metric.code).filter((c) => state.required.has(c));
    const done = countsOf(completeness(codes, answered, assigned ?? undefined));
    bySection.push({ sectionId: node.id, title: node.title, ...done });
    return {
      id: node.id,
      completion: done,
      assignedTo: response.assignments.filter((a) => a.sectionIds.includes(node.id)).map((a) => a.userId),
      metrics,
      sections,
    };
  };
  const sections = state.tree.map(section).filter((s): s is ResponseSectionState => s !== null);
  // The same rule the submit applies (state.completeness), narrowed to a contributor's share.
  const overall = assigned ? completeness(state.required, answered, assigned) : state.completeness;
  const where = new Map<string, { label: string; sectionId: string; sectionTitle: string }>();
  for (const top of state.tree)
    for (const { metric: node } of metricsOf([top]))
      if (!where.has(node.code))
        where.set(node.code, {
          label: node.label ?? catalogue.requireMetric(node.code).name,
          sectionId: top.id,
          sectionTitle: top.title,
        });
  const missing = overall.missing.map((code) => ({
    code,
    ...(where.get(code) ?? { label: code, sectionId: '', sectionTitle: '' }),
  }));
  const byContributor = [...input.assignedCodesByUser].map(([userId, codes]) => ({
    userId,
    ...countsOf(completeness(state.required, answered, codes)),
  }));
  const company = access.company;
  return {
    ...presentSummary(response, input.names, countsOf(overall)),
    framework: {
      standardId: response.standardId,
      name: state.framework.name,
      version: response.frameworkVersion,
      definitionTag: catalogue.definition(response.frameworkId).tag,
      tier: state.tier,
    },
    completion: { ...countsOf(overall), bySection, byContributor, missing },
    assignments: access.contributor
      ? response.assignments.filter((a) => a.userId === input.userId)
      : response.assignments,
    permissions: {
      canEdit: editableStatus && mayEnter,
      canAssign: company && response.status !== 'published',
      canSubmit: company && SUBMITTABLE_STATUSES.includes(response.status),
      canReview: access.reviewer && (response.status === 'submitted' || response.status === 'accepted'),
      canPublish: access.reviewer && response.status === 'accepted',
      canReopen: access.reviewer && response.status === 'published',
      canImport: company && editableStatus,
    },
    restrictedToAssignment: access.contributor,
    yearOnYearWarningPercent: input.yearOnYearWarningPercent,
    sections,
    history: response.history,
    publications: response.publications,
  };
}
