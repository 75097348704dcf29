import type {
  Completion,
  CurrentValue,
  FrameworkSection,
  ResponseDetail,
  ResponseMetric,
  ResponseSection,
  ResponseSummary,
} from '@esg/contracts';
import { completion, metricsOf } from '../domain/esg/framework';
import { EDITABLE_STATUSES, isOverdue, type CurrentValueDoc, type ResponseDoc } from '../domain/esg/response';
import type { ResponseAccess } from '../domain/esg/response-access';
import type { EsgCatalogue } from './esg-catalogue';
import type { ResponseState } from './response-workspace';

export function presentValue(doc: CurrentValueDoc | undefined): CurrentValue | null {
  if (!doc) return null;
  const { id: _id, companyId: _c, period: _p, metricCode: _m, responseId: _r, ...value } = doc;
  return value;
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
  frozen: ReadonlyMap<string, ResponseDoc>;
  /** For a contributor: the codes assigned to it. */
  assigned: Set<string> | null;
  assignedCodesByUser: ReadonlyMap<number, Set<string>>;
  catalogue: EsgCatalogue;
  yearOnYearWarningPercent: number;
}

/** GET /responses/{id}: everything the questionnaire screen needs in one answer. */
export function presentDetail(input: DetailInput): ResponseDetail {
  const { state, access, assigned, catalogue } = input;
  const { response } = state;
  const editableStatus = EDITABLE_STATUSES.includes(response.status);
  const answered = (code: string) => state.values.has(code);
  const usersOf = (code: string) =>
    [...input.assignedCodesByUser].filter(([, codes]) => codes.has(code)).map(([userId]) => userId);

  const metric = (node: FrameworkSection['metrics'][number]): ResponseMetric => {
    const value = state.values.get(node.code);
    const editable =
      editableStatus &&
      (access.company || (access.contributor && (assigned?.has(node.code) ?? false))) &&
      !input.frozen.has(node.code);
    return {
      code: node.code,
      ref: node.ref,
      label: node.label,
      required: state.required.has(node.code),
      tier: node.tier,
      condition: node.condition,
      applies: state.applies.has(node.code),
      inputUnit: node.inputUnit,
      options: node.options,
      multiple: node.multiple,
      definition: catalogue.requireMetric(node.code),
      editable,
      assignedTo: usersOf(node.code),
      value: presentValue(value),
      validation: { errors: [], warnings: value && !value.warningsConfirmed ? value.warnings : [] },
    };
  };

  const bySection: ResponseDetail['completion']['bySection'] = [];
  const section = (node: FrameworkSection): ResponseSection | null => {
    const metrics = node.metrics.filter((m) => !assigned || assigned.has(m.code)).map(metric);
    const sections = node.sections.map(section).filter((s): s is ResponseSection => s !== null);
    if (metrics.length === 0 && sections.length === 0) return null;
    const codes = new Set(
      [...metricsOf([node])]
        .map((m) => m.metric.code)
        .filter((c) => state.required.has(c) && (!assigned || assigned.has(c))),
    );
    const done = completion(codes, answered);
    bySection.push({ sectionId: node.id, title: node.title, ...done });
    return {
      id: node.id,
      ref: node.ref,
      kind: node.kind,
      title: node.title,
      description: node.description,
      completion: done,
      assignedTo: response.assignments.filter((a) => a.sectionIds.includes(node.id)).map((a) => a.userId),
      metrics,
      sections,
    };
  };
  const sections = state.tree.map(section).filter((s): s is ResponseSection => s !== null);
  const requiredHere = assigned
    ? new Set([...state.required].filter((c) => assigned.has(c)))
    : state.required;
  const overall = completion(requiredHere, answered);
  const byContributor = [...input.assignedCodesByUser].map(([userId, codes]) => ({
    userId,
    ...completion(new Set([...codes].filter((c) => state.required.has(c))), answered),
  }));
  const company = access.company;
  return {
    ...presentSummary(response, input.names, overall),
    framework: {
      standardId: response.standardId,
      name: state.framework.name,
      version: response.frameworkVersion,
      tier: state.tier,
    },
    completion: { ...overall, bySection, byContributor },
    assignments: access.contributor
      ? response.assignments.filter((a) => a.userId === input.userId)
      : response.assignments,
    permissions: {
      canEdit: editableStatus && (company || access.contributor),
      canAssign: company && response.status !== 'published',
      canSubmit: company && ['in_progress', 'returned', 'reopened'].includes(response.status),
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
