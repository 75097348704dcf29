import {
  DUE_DATE_TRIGGERS,
  PRIORITIES,
  PROGRESS_TAGS,
  REPORTING_CYCLES,
  type PlanStatus,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationVisualStatus,
} from './action-plans';
import { API_KEY_STATUS_LABELS } from './api-keys';
import { EDCI_COMPANY_STATUS_LABELS, EDCI_SUBMISSION_STATUS_LABELS } from './edci';
import { WEBHOOK_DELIVERY_STATUS_LABELS } from './webhooks';
import { INSTRUMENT_LABELS, type FundStatus, type Instrument, type SfdrClassification } from './portfolio';
import type { FeedbackCategory, FeedbackStatus } from './support';
import type { ResponseStatus } from './data-collection/responses';
import type { ReviewVerdict, ValueQuality, ValueStatus } from './data-collection/values';
import type { MonitoringStatus } from './monitoring';
import type { QualityCheck, QualityFlagStatus } from './data-collection/quality';

/*
 * The label registry: what a person reads in place of a code (statuses, priorities, progress tags,
 * change-log fields, kinds of search hits and start-page items). One place, read by the SPA (badges,
 * selects, tables, the change log) and by the services that write text for people (notification
 * messages, change-log summaries), so a code never reaches a screen and a label never differs
 * between two of them.
 *
 * Extending it for a new area (docs/frontend.md, "Labels"): declare the codes' set with
 * `defineLabels<YourCode>({...})` in your area's contracts file (a missing or extra code is a
 * compile error), then add it to LABELS below under a name of its own:
 *
 *   export const RESPONSE_STATUS_LABELS = defineLabels<ResponseStatus>({
 *     requested: { label: 'Requested', tone: 'neutral' },
 *     returned: { label: 'Returned for changes', tone: 'warning' }, ...
 *   });
 *   // labels.ts: LABELS = { ..., responseStatus: RESPONSE_STATUS_LABELS }
 */

/** How a status looks: the colour family of its badge. Every tone has an accessible light and filled style. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

export interface Label {
  /** What a person reads. */
  label: string;
  tone: Tone;
  /** A longer explanation (tooltips, help texts). */
  description?: string;
}

export type LabelSet<K extends string> = Readonly<Record<K, Label>>;

/** A set of labels for exactly the codes of K: none missing, none extra. */
export function defineLabels<K extends string>(labels: Record<K, Label>): LabelSet<K> {
  return labels;
}

/** The labels of a lookup list the services answer (value and label), each given a tone. */
function fromOptions<K extends string>(
  options: ReadonlyArray<{ value: K; label: string }>,
  tone: (value: K) => Tone = () => 'neutral',
): LabelSet<K> {
  return Object.fromEntries(options.map((o) => [o.value, { label: o.label, tone: tone(o.value) }])) as Record<
    K,
    Label
  >;
}

/* ------------------------------------------------------------------------------------------------
 * Action plans
 * ---------------------------------------------------------------------------------------------- */

export const PLAN_STATUS_LABELS = defineLabels<PlanStatus>({
  draft: { label: 'Draft', tone: 'neutral', description: 'Only the investor side sees it.' },
  sent: { label: 'Sent to portfolio company', tone: 'info' },
  published: { label: 'Published', tone: 'brand' },
  'signed-off': { label: 'Signed off', tone: 'success' },
});

export const RECOMMENDATION_STATUS_LABELS = defineLabels<RecommendationStatus>({
  'not-started': { label: 'Not started', tone: 'neutral' },
  'in-progress': { label: 'In progress', tone: 'info' },
  submitted: { label: 'Submitted', tone: 'brand' },
  'signed-off': { label: 'Signed off', tone: 'success' },
});

/** The pills of spec 4, derived from status and due date. */
export const VISUAL_STATUS_LABELS = defineLabels<RecommendationVisualStatus>({
  pending: { label: 'Pending', tone: 'neutral', description: 'Not started yet, and not yet due.' },
  'in-progress': {
    label: 'In progress',
    tone: 'info',
    description: 'The portfolio company is working on it; not yet due.',
  },
  submitted: { label: 'Submitted', tone: 'brand', description: 'Waiting for the investor’s sign-off.' },
  delayed: { label: 'Delayed', tone: 'warning', description: '1 to 30 days past its due date.' },
  'severely-delayed': {
    label: 'Severely delayed',
    tone: 'danger',
    description: 'More than 30 days past its due date.',
  },
  'signed-off': { label: 'Signed off', tone: 'success' },
});

export const PRIORITY_LABELS = fromOptions<RecommendationPriority>(PRIORITIES, (p) =>
  p === 'high' ? 'danger' : p === 'medium' ? 'warning' : 'neutral',
);

export type ProgressTag = (typeof PROGRESS_TAGS)[number]['value'];
export const PROGRESS_TAG_LABELS = fromOptions<ProgressTag>(PROGRESS_TAGS, (t) =>
  t === 'on-track' || t === 'evidence-submitted'
    ? 'success'
    : t === 'at-risk'
      ? 'warning'
      : t === 'off-track'
        ? 'danger'
        : 'info',
);

export type DueDateTrigger = (typeof DUE_DATE_TRIGGERS)[number]['value'];
export const DUE_DATE_TRIGGER_LABELS = fromOptions<DueDateTrigger>(DUE_DATE_TRIGGERS);

export type ReportingCycleCode = (typeof REPORTING_CYCLES)[number]['value'];
export const REPORTING_CYCLE_LABELS = fromOptions<ReportingCycleCode>(REPORTING_CYCLES);

/** A reporting period as people read it: "2025", "2025-H1", "2025-Q3" read "2025", "2025 H1", "2025 Q3". */
export function periodLabel(period: string): string {
  const [year, part] = period.split('-');
  if (!part) return year ?? period;
  return `${year} ${part}`;
}

/**
 * `next`, unless it only says `said` again (the same words, whatever the case and the final full
 * stop): an answer's feedback that repeats the chosen option is not written twice.
 */
export function unlessRepeated(said: string, next: string): string {
  const words = (text: string) =>
    text
      .trim()
      .replace(/[.\s]+$/, '')
      .toLowerCase();
  return words(next) === words(said) ? '' : next;
}

/**
 * A framework section's heading: its reference, then its title ("E1 Climate change"), the reference
 * left out when the title already begins with it ("EDCI core metrics", not "EDCI EDCI core metrics").
 */
export function sectionLabel(section: { ref?: string | null; title: string }): string {
  const { ref, title } = section;
  if (!ref || title.toLowerCase().startsWith(`${ref.toLowerCase()} `) || title === ref) return title;
  return `${ref} ${title}`;
}

/**
 * The period a report of a cycle and year covers ("PAI Report for 2026"): the year, and the cycle
 * after it when it is not the annual one ("2026, quarterly"), never the code ("Annually-2026").
 */
export function cycleYearLabel(cycle: string, year: number): string {
  const code = cycle.toLowerCase();
  if (code === 'annually') return String(year);
  const label = (REPORTING_CYCLE_LABELS as Readonly<Record<string, Label>>)[code]?.label ?? cycle;
  return `${year}, ${label.toLowerCase()}`;
}

export const CHANGE_REQUEST_STATUS_LABELS = defineLabels<'pending' | 'approved' | 'rejected'>({
  pending: { label: 'Pending decision', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
});

/* ------------------------------------------------------------------------------------------------
 * People and companies
 * ---------------------------------------------------------------------------------------------- */

export const COMPANY_TYPE_LABELS = defineLabels<'gp' | 'lp' | 'pc' | 'admin'>({
  gp: { label: 'General partner', tone: 'brand' },
  lp: { label: 'Limited partner', tone: 'info' },
  pc: { label: 'Portfolio company', tone: 'neutral' },
  admin: { label: 'Platform administration', tone: 'neutral' },
});

/* ------------------------------------------------------------------------------------------------
 * The change log: field names, and which label set (or format) their values read with
 * ---------------------------------------------------------------------------------------------- */

/** How a change-log value is shown: words from a label set, a date, a list of names, or as it is. */
export type ValueFormat = 'text' | 'date' | 'rating' | 'file' | 'users' | 'performance-standard';

export interface FieldLabel {
  label: string;
  /** The label set the before/after values are codes of, or how to format them. */
  values: keyof typeof VALUE_LABEL_SETS | ValueFormat;
}

/** Label sets a change-log field may take its values' words from. */
export const VALUE_LABEL_SETS = {
  planStatus: PLAN_STATUS_LABELS,
  recommendationStatus: RECOMMENDATION_STATUS_LABELS,
  priority: PRIORITY_LABELS,
  progressTag: PROGRESS_TAG_LABELS,
  dueDateTrigger: DUE_DATE_TRIGGER_LABELS,
  reportingCycle: REPORTING_CYCLE_LABELS,
  changeRequestStatus: CHANGE_REQUEST_STATUS_LABELS,
} as const;

/**
 * The fields the change log names (the `field` of each before/after change). A status change of a
 * plan and of a recommendation are both `status`: the entry's event type tells which (see
 * changeLogValueSet).
 */
export const CHANGE_LOG_FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  title: { label: 'Title', values: 'text' },
  description: { label: 'Description', values: 'text' },
  status: { label: 'Status', values: 'recommendationStatus' },
  priority: { label: 'Priority', values: 'priority' },
  dueDate: { label: 'Due date', values: 'date' },
  dueDateTrigger: { label: 'Due date trigger', values: 'dueDateTrigger' },
  performanceStandardId: { label: 'IFC Performance Standard', values: 'performance-standard' },
  facilityId: { label: 'Facility', values: 'text' },
  facilityIds: { label: 'Facilities', values: 'text' },
  deliverableDescription: { label: 'Deliverable', values: 'text' },
  paiIndicatorIds: { label: 'PAI indicators', values: 'text' },
  reportingCycle: { label: 'Reporting cycle', values: 'reportingCycle' },
  year: { label: 'Year', values: 'text' },
  esAdvisorUserId: { label: 'ES advisor', values: 'users' },
  assignedUserIds: { label: 'Assigned users', values: 'users' },
  additionalCommentary: { label: 'Additional commentary', values: 'text' },
  verifyDocument: { label: 'Verification document', values: 'file' },
  rating: { label: 'Deliverable rating', values: 'rating' },
  progressTag: { label: 'Progress tag', values: 'progressTag' },
  comment: { label: 'Comment', values: 'text' },
  note: { label: 'Internal note', values: 'text' },
  requestedDueDate: { label: 'Requested due date', values: 'date' },
  changeRequestStatus: { label: 'Change request', values: 'changeRequestStatus' },
  isPublished: { label: 'Published', values: 'text' },
};

/** A field the registry does not name yet still reads as words: `dueDateTrigger` → "Due date trigger". */
export function changeLogFieldLabel(field: string): FieldLabel {
  const known = CHANGE_LOG_FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), values: 'text' };
}

/** Plan events log `status` with plan statuses; everything else with recommendation statuses. */
export function changeLogValueSet(field: string, eventType: string): FieldLabel['values'] {
  const values = changeLogFieldLabel(field).values;
  if (field === 'status' && eventType.startsWith('action-plans.plan.')) return 'planStatus';
  return values;
}

/* ------------------------------------------------------------------------------------------------
 * Portfolio (issue 9): SFDR classification, fund status, instrument
 * ---------------------------------------------------------------------------------------------- */

export const SFDR_CLASSIFICATION_LABELS = defineLabels<SfdrClassification>({
  article_6: { label: 'Article 6', tone: 'neutral', description: 'No sustainability claims (SFDR Art. 6).' },
  article_8: {
    label: 'Article 8',
    tone: 'info',
    description: 'Promotes environmental or social characteristics (SFDR Art. 8).',
  },
  article_9: {
    label: 'Article 9',
    tone: 'brand',
    description: 'Has sustainable investment as its objective (SFDR Art. 9).',
  },
});

export const FUND_STATUS_LABELS = defineLabels<FundStatus>({
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral', description: 'Read-only: no changes, no new positions.' },
});

export const INSTRUMENT_LABEL_SET = defineLabels<Instrument>(
  Object.fromEntries(
    Object.entries(INSTRUMENT_LABELS).map(([code, label]) => [code, { label, tone: 'neutral' }]),
  ) as Record<Instrument, Label>,
);

/** A team member's account (access manager): invited until the set-password link is used. */
export const MEMBER_STATUS_LABELS = defineLabels<'invited' | 'active'>({
  invited: {
    label: 'Invitation sent',
    tone: 'warning',
    description: 'The set-password link was not used yet.',
  },
  active: { label: 'Active', tone: 'success' },
});

/** A team member's permission (spec 6); `none` is a full member of the company's role. */
export const MEMBER_PERMISSION_LABELS = defineLabels<
  'none' | 'Contributor' | 'Coinvestor' | 'Consultant' | 'Auditor'
>({
  none: { label: 'Full member', tone: 'brand', description: 'Everything the company’s role allows.' },
  Contributor: { label: 'Contributor', tone: 'info', description: 'Enters data for the company only.' },
  Coinvestor: { label: 'Co-investor', tone: 'neutral', description: 'Reads what the investor shares.' },
  Consultant: { label: 'Consultant', tone: 'neutral', description: 'Works on the plans they advise.' },
  Auditor: {
    label: 'Auditor',
    tone: 'neutral',
    description: 'Reads one fund, company or report for one period, until an end date.',
  },
});

/** The scope of an assurance pack or an auditor's access (issue 27). */
export const ASSURANCE_SCOPE_LABELS = defineLabels<'company' | 'fund' | 'report'>({
  company: { label: 'Company', tone: 'neutral', description: 'One portfolio company’s data.' },
  fund: { label: 'Fund', tone: 'neutral', description: 'The companies a fund holds and its PAI statement.' },
  report: { label: 'PAI report', tone: 'neutral', description: 'The investor’s PAI statement and its data.' },
});

/** Feedback / Get Help (issue 13). */
export const FEEDBACK_STATUS_LABELS = defineLabels<FeedbackStatus>({
  new: { label: 'New', tone: 'info', description: 'Not read by the platform team yet.' },
  in_progress: { label: 'In progress', tone: 'warning', description: 'The platform team is on it.' },
  resolved: { label: 'Resolved', tone: 'success' },
});

export const FEEDBACK_CATEGORY_LABELS = defineLabels<FeedbackCategory>({
  question: { label: 'Question', tone: 'neutral' },
  problem: { label: 'Something does not work', tone: 'danger' },
  idea: { label: 'Idea or suggestion', tone: 'brand' },
  data: { label: 'Data or calculation', tone: 'info' },
  other: { label: 'Other', tone: 'neutral' },
});

/* ------------------------------------------------------------------------------------------------
 * Data collection (issue 8): responses, values, reviews
 * ---------------------------------------------------------------------------------------------- */

export const RESPONSE_STATUS_LABELS = defineLabels<ResponseStatus>({
  requested: { label: 'Requested', tone: 'neutral', description: 'Asked for; nothing entered yet.' },
  in_progress: { label: 'In progress', tone: 'info', description: 'The company is entering values.' },
  submitted: { label: 'Submitted', tone: 'brand', description: 'Waiting for the reviewer.' },
  returned: {
    label: 'Returned for changes',
    tone: 'warning',
    description: 'The reviewer returned values with comments.',
  },
  accepted: { label: 'Accepted', tone: 'success', description: 'Every value accepted; ready to publish.' },
  published: { label: 'Published', tone: 'success', description: 'The period is locked.' },
  reopened: { label: 'Reopened', tone: 'warning', description: 'Published, then reopened for a correction.' },
});

/** Monitoring (issue 9): a response's status, or none requested yet for the standard and period. */
export const MONITORING_STATUS_LABELS = defineLabels<MonitoringStatus>({
  not_requested: {
    label: 'Not requested',
    tone: 'neutral',
    description: 'No data asked for this standard and period yet.',
  },
  ...RESPONSE_STATUS_LABELS,
});

export const VALUE_STATUS_LABELS = defineLabels<ValueStatus>({
  provided: { label: 'Provided', tone: 'success' },
  not_applicable: { label: 'Not applicable', tone: 'neutral' },
  not_available: { label: 'Not available', tone: 'warning' },
});

export const VALUE_QUALITY_LABELS = defineLabels<ValueQuality>({
  reported: { label: 'Reported', tone: 'neutral' },
  estimated: { label: 'Estimated', tone: 'warning' },
  audited: { label: 'Audited', tone: 'success' },
});

export const REVIEW_VERDICT_LABELS = defineLabels<ReviewVerdict>({
  accepted: { label: 'Accepted', tone: 'success' },
  returned: { label: 'Returned', tone: 'danger' },
});

/** Data quality (issue 27, docs/data-quality.md): the checks and where a flag stands. */
export const QUALITY_CHECK_LABELS = defineLabels<QualityCheck>({
  year_on_year: { label: 'Change from last year', tone: 'warning' },
  outlier: { label: 'Far from peers', tone: 'warning' },
  cross_check: { label: 'Parts do not add up', tone: 'danger' },
  absence: { label: 'Often unanswered', tone: 'neutral' },
});

export const QUALITY_FLAG_STATUS_LABELS = defineLabels<QualityFlagStatus>({
  open: { label: 'Open', tone: 'danger' },
  explained: { label: 'Explained', tone: 'info' },
  resolved: { label: 'Resolved', tone: 'success' },
});

/* ------------------------------------------------------------------------------------------------
 * Look-ups
 * ---------------------------------------------------------------------------------------------- */

/** Every label set by name: the StatusBadge of the SPA takes `set` and `code`. */
export const LABELS = {
  ...VALUE_LABEL_SETS,
  visualStatus: VISUAL_STATUS_LABELS,
  companyType: COMPANY_TYPE_LABELS,
  sfdrClassification: SFDR_CLASSIFICATION_LABELS,
  fundStatus: FUND_STATUS_LABELS,
  instrument: INSTRUMENT_LABEL_SET,
  memberStatus: MEMBER_STATUS_LABELS,
  memberPermission: MEMBER_PERMISSION_LABELS,
  feedbackStatus: FEEDBACK_STATUS_LABELS,
  feedbackCategory: FEEDBACK_CATEGORY_LABELS,
  responseStatus: RESPONSE_STATUS_LABELS,
  monitoringStatus: MONITORING_STATUS_LABELS,
  qualityCheck: QUALITY_CHECK_LABELS,
  qualityFlagStatus: QUALITY_FLAG_STATUS_LABELS,
  valueStatus: VALUE_STATUS_LABELS,
  valueQuality: VALUE_QUALITY_LABELS,
  reviewVerdict: REVIEW_VERDICT_LABELS,
  apiKeyStatus: API_KEY_STATUS_LABELS,
  edciSubmissionStatus: EDCI_SUBMISSION_STATUS_LABELS,
  edciCompanyStatus: EDCI_COMPANY_STATUS_LABELS,
  webhookDeliveryStatus: WEBHOOK_DELIVERY_STATUS_LABELS,
} as const;
export type LabelSetName = keyof typeof LABELS;
export type LabelCode<S extends LabelSetName> = keyof (typeof LABELS)[S] & string;

/** The label of a code; an unknown code (a newer server) reads as words rather than as a code. */
export function labelOf(set: LabelSetName, code: string): Label {
  const labels = LABELS[set] as Readonly<Record<string, Label>>;
  const known = Object.prototype.hasOwnProperty.call(labels, code) ? labels[code] : undefined;
  if (known) return known;
  const words = code.replace(/[-_]+/g, ' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: 'neutral' };
}

/** Just the words (for messages and summaries written by the services). */
export const labelText = (set: LabelSetName, code: string): string => labelOf(set, code).label;

/** The options of a select over a label set, in the registry's order. */
export function labelOptions<S extends LabelSetName>(set: S): Array<{ value: LabelCode<S>; label: string }> {
  return Object.entries(LABELS[set] as Readonly<Record<string, Label>>).map(([value, l]) => ({
    value: value as LabelCode<S>,
    label: l.label,
  }));
}
