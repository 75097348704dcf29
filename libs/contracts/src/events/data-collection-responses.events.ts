import { z } from 'zod';
import { reportingCycleSchema } from '../data-collection';
import { metricCodeSchema } from '../data-collection/metrics';
import { completionSchema, responseStatusSchema } from '../data-collection/responses';
import { preApprovalDecisionSchema } from '../data-collection/quality';
import { periodSchema } from '../period';
import {
  canonicalValueSchema,
  reviewVerdictSchema,
  valueQualitySchema,
  valueSourceSchema,
  valueStatusSchema,
} from '../data-collection/values';

/*
 * Integration events of ESG data collection (topic `data-collection.response`). Every payload names
 * the response, the reporting company, the company that asked for the data, the standard and
 * framework version and the period, so a consumer needs no call back. Only published values may
 * reach aggregates: read models build on `published.v1` and treat `reopened.v1` as "a new
 * publication is coming" (docs/data-collection.md, "Events").
 */

const id = z.number().int().positive();
const actor = z.number().int().nonnegative();

const responseRef = {
  responseId: id,
  companyId: id,
  requesterCompanyId: id,
  standardId: id,
  frameworkVersion: z.string().min(1),
  period: periodSchema,
  year: z.number().int(),
  cycle: reportingCycleSchema,
};

/** The GP (or the company itself) asked for data. */
export const responseRequestedV1 = z.object({
  ...responseRef,
  status: responseStatusSchema,
  dueDate: z.string(),
  requestedBy: actor,
  requestedAt: z.string(),
  completion: completionSchema,
});

/** Every workflow transition, for notifications and the monitoring page. */
export const responseStatusChangedV1 = z.object({
  ...responseRef,
  before: responseStatusSchema,
  after: responseStatusSchema,
  actorId: actor,
  at: z.string(),
  /** The submit/publish comment or the reopen reason. */
  reason: z.string().nullable(),
  dueDate: z.string(),
  completion: completionSchema,
  /** Contributors assigned to the response, to tell them too. */
  assignedUserIds: z.array(id),
});

/** One value got a new version through this response (entered, evidence added). */
export const responseValueChangedV1 = z.object({
  ...responseRef,
  metricCode: metricCodeSchema,
  valueVersionId: z.string().min(1),
  version: z.number().int().positive(),
  status: valueStatusSchema,
  actorId: actor,
  at: z.string(),
  completion: completionSchema,
});

/** A document attached in the response's period backs one of its values at a place in it (ADR 0185). */
export const responseEvidenceCitedV1 = z.object({
  ...responseRef,
  metricCode: metricCodeSchema,
  citationId: z.string().min(1),
  fileId: z.string().min(1),
  fileName: z.string(),
  /** The media type the file's content was checked as (additive to v1: absent in events written before). */
  mediaType: z.string().optional(),
  page: z.number().int().positive().nullable(),
  cell: z.string().nullable(),
  quote: z.string().nullable(),
  actorId: actor,
  at: z.string(),
});

/** A citation was taken back: the document no longer backs that value (the file itself stays). */
export const responseEvidenceCitationRemovedV1 = z.object({
  ...responseRef,
  metricCode: metricCodeSchema,
  citationId: z.string().min(1),
  fileId: z.string().min(1),
  actorId: actor,
  at: z.string(),
});

/**
 * An evidence document was removed (ADR 0214): the file is gone; each citation that went with it has its own
 * citation-removed event before this one; overrides naming it no longer do. The values keep what they are.
 */
export const responseEvidenceRemovedV1 = z.object({
  ...responseRef,
  /** The value the document was attached to. */
  metricCode: metricCodeSchema,
  fileId: z.string().min(1),
  fileName: z.string(),
  /** The values it backed when it was removed. */
  citationIds: z.array(z.string().min(1)),
  overriddenMetricCodes: z.array(metricCodeSchema),
  actorId: actor,
  at: z.string(),
});

/**
 * A batch of values arrived at once: an import (template, Invest Europe CSV), calculated values
 * (e.g. the carbon calculator's ghg.* results), the demo data, or `imported` from another service (a
 * TCFD assessment scoring handed over, ADR 0056).
 */
export const responseValuesImportedV1 = z.object({
  ...responseRef,
  importId: z.string().min(1),
  format: z.enum(['template', 'invest-europe-csv', 'calculated', 'seeded', 'imported']),
  metricCodes: z.array(metricCodeSchema),
  actorId: actor,
  at: z.string(),
  completion: completionSchema,
});

/** Contributors were assigned sections or metrics. */
export const responseAssignmentsChangedV1 = z.object({
  ...responseRef,
  assignments: z.array(
    z.object({ userId: id, sectionIds: z.array(z.string()), metricCodes: z.array(metricCodeSchema) }),
  ),
  actorId: actor,
  at: z.string(),
});

/** A reviewer accepted or returned values. */
export const responseReviewedV1 = z.object({
  ...responseRef,
  reviewerId: actor,
  at: z.string(),
  decisions: z.array(
    z.object({
      metricCode: metricCodeSchema,
      valueVersionId: z.string().min(1),
      verdict: reviewVerdictSchema,
      comment: z.string().nullable(),
    }),
  ),
  statusAfter: responseStatusSchema,
  /** true: one action accepted every unflagged value still waiting (ADR 0187). */
  bulk: z.boolean().optional(),
});

/**
 * The response was handed in under the GP's risk-based pre-approval (ADR 0186): for each value waiting for
 * review, whether it was approved automatically, drawn for a person's check or held by a flag, and why.
 * The draw repeats from `seed` and `samplePercent` (SHA-256 ranks, the lowest ⌈unflagged × share⌉ drawn).
 */
export const responsePreApprovedV1 = z.object({
  ...responseRef,
  at: z.string(),
  samplePercent: z.number().int().min(1).max(100),
  seed: z.string(),
  unflagged: z.number().int().nonnegative(),
  sampleSize: z.number().int().nonnegative(),
  decisions: z.array(preApprovalDecisionSchema),
  statusAfter: responseStatusSchema,
});

/** The current value of one metric at publication. */
export const publishedValueSchema = z.object({
  metricCode: metricCodeSchema,
  /** In the metric's canonical unit (null when not applicable or not available). */
  value: canonicalValueSchema,
  unit: z.string(),
  rawValue: z.unknown(),
  rawUnit: z.string().nullable(),
  status: valueStatusSchema,
  reason: z.string().nullable(),
  quality: valueQualitySchema.nullable(),
  dataQualityScore: z.number().int().min(1).max(5).nullable(),
  valueVersionId: z.string().min(1),
  version: z.number().int().positive(),
  /** Set for calculated values: the calculation that produced it. */
  source: valueSourceSchema,
});
export type PublishedValue = z.infer<typeof publishedValueSchema>;

/**
 * The period is published and locked. Carries the current value of every metric of the framework
 * that has one; `unansweredMetricCodes` lists the others. A republication after a reopen carries the
 * next `publicationNumber` and replaces the previous one for this response.
 */
export const responsePublishedV1 = z.object({
  ...responseRef,
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  publicationNumber: id,
  publishedAt: z.string(),
  publishedBy: actor,
  values: z.array(publishedValueSchema),
  unansweredMetricCodes: z.array(metricCodeSchema),
});

/** A published period was reopened (with its reason); the last publication stays in force until the next. */
export const responseReopenedV1 = z.object({
  ...responseRef,
  publicationNumber: id,
  reason: z.string().min(1),
  reopenedBy: actor,
  reopenedAt: z.string(),
});

/**
 * Comment threads per value (issue 27 item 4, ADR 0213). `notify` is who is told, decided by data-collection
 * in the transaction of the comment (as a reminder's recipients): the people mentioned, and the other side of
 * the request (those of it who wrote in the thread, else its team); never the author. `mentioned` recipients
 * are also mailed.
 */
const threadRecipient = z.object({
  userId: id,
  email: z.string(),
  name: z.string(),
  side: z.enum(['investor', 'company', 'contributor']),
  mentioned: z.boolean(),
});
const threadPerson = z.object({
  userId: id,
  name: z.string(),
  side: z.enum(['investor', 'company', 'contributor']),
});
const threadContext = {
  ...responseRef,
  metricCode: metricCodeSchema,
  /** The metric as people name it, for notifications and mails. */
  metricLabel: z.string(),
  companyName: z.string(),
  requesterName: z.string(),
  actorId: actor,
  actorName: z.string().nullable(),
  at: z.string(),
  notify: z.array(threadRecipient),
};

/** A comment was written in a value's thread (a reply names the comment it answers). */
export const responseCommentPostedV1 = z.object({
  ...threadContext,
  commentId: z.string().min(1),
  replyTo: z.string().nullable(),
  text: z.string().min(1),
  side: z.enum(['investor', 'company', 'contributor']),
  mentions: z.array(threadPerson),
  /** The thread was resolved and this comment opened it again. */
  reopened: z.boolean(),
});

/** A value's thread was resolved, or opened again. */
export const responseThreadResolvedV1 = z.object(threadContext);
export const responseThreadReopenedV1 = z.object(threadContext);

export const dataCollectionResponseEvents = {
  'data-collection.response.requested.v1': responseRequestedV1,
  'data-collection.response.status-changed.v1': responseStatusChangedV1,
  'data-collection.response.value-changed.v1': responseValueChangedV1,
  'data-collection.response.values-imported.v1': responseValuesImportedV1,
  'data-collection.response.assignments-changed.v1': responseAssignmentsChangedV1,
  'data-collection.response.evidence-cited.v1': responseEvidenceCitedV1,
  'data-collection.response.evidence-citation-removed.v1': responseEvidenceCitationRemovedV1,
  'data-collection.response.evidence-removed.v1': responseEvidenceRemovedV1,
  'data-collection.response.reviewed.v1': responseReviewedV1,
  'data-collection.response.pre-approved.v1': responsePreApprovedV1,
  'data-collection.response.published.v1': responsePublishedV1,
  'data-collection.response.reopened.v1': responseReopenedV1,
  'data-collection.response.comment-posted.v1': responseCommentPostedV1,
  'data-collection.response.thread-resolved.v1': responseThreadResolvedV1,
  'data-collection.response.thread-reopened.v1': responseThreadReopenedV1,
} as const;
