import { z } from 'zod';
import { paiLineageSchema, paiLookThroughSchema } from './pai-lineage';
import { paiStatementSchema } from './reporting';
import {
  analysisTrendsSchema,
  companyValuesSchema,
  portfolioAggregatesSchema,
  portfolioOverviewSchema,
} from './analysis';
import { materialityAssessmentSchema } from './materiality';
import { indicatorDetailSchema, portfolioHighlightsSchema } from './highlights';
import { frameworkReportSchema } from './reporting-views';
import { companyBenchmarkSchema, portfolioBenchmarkSchema } from './benchmark';
import { companyScorecardSchema, portfolioScorecardsSchema, scorecardMethodSchema } from './scorecards';
import {
  changeRequestSchema,
  commentSchema,
  deletedCountSchema,
  deletedSchema,
  facilitySchema,
  internalNoteSchema,
  listedCommentSchema,
  listedInternalNoteSchema,
  lookupOptionSchema,
  paiActionSchema,
  performanceStandardSchema,
  planDetailSchema,
  planListItemSchema,
  planSchema,
  planUserSchema,
  recommendationDetailSchema,
  recommendationSchema,
} from './action-plans';
import {
  loginOutcomeSchema,
  loginResponseSchema,
  twoFactorConfirmationSchema,
  twoFactorEnrolmentSchema,
  twoFactorPolicySchema,
  userSchema,
} from './auth';
import {
  companyDetailSchema,
  companySchema,
  companyStandardAssignmentSchema,
  companySummarySchema,
  latestPublishedResponseSchema,
  optionalIndicatorCountSchema,
  optionalIndicatorSelectionSchema,
  standardSchema,
} from './data-collection';
import { tcfdHandoverSchema } from './data-collection/tcfd-handovers';
import { frameworkDefinitionSchema } from './data-collection/frameworks';
import { responseDetailSchema, responseValuesSchema } from './data-collection/responses';
import {
  monitoringOverviewSchema,
  monitoringRequestOutcomeSchema,
  relatedCompanySchema,
  reminderOutcomeSchema,
} from './monitoring';
import { changelogEntrySchema, notificationCountsResponseSchema, notificationSchema } from './notifications';
import { announcementSchema } from './socket';
import { childCompanySchema, companyChangeSchema } from './access-manager';
import { positionSetSchema } from './portfolio';
import { apiAccessSchema, apiKeySchema, createdApiKeySchema } from './api-keys';
import { customerMessageSchema, feedbackSchema } from './support';
import { releaseLogSchema } from './release-logs';
import { contractSchema } from './company-contracts';
import { activitySchema } from './activities';
import { createdWebhookSchema, webhookDeliverySchema, webhookSchema } from './webhooks';
import { embeddedReportSchema } from './embedded-reports';
import { edciSubmissionListSchema, edciSubmissionSchema } from './edci';
import { pcafCountryFiguresSchema, pcafSavedEstimateSchema } from './pcaf-inputs';
import {
  paiEntityStatementSchema,
  periodicAllocationSchema,
  periodicReportSchema,
  sfdrSectionSchema,
} from './sfdr-documents';
import { sfdr2FundTestSchema } from './sfdr-categories';
import {
  taxonomyActivityListSchema,
  taxonomyCalculationResultSchema,
  taxonomyFundAlignmentSchema,
} from './taxonomy';

/**
 * Every HTTP endpoint of the platform and the shape of its answer's `data` (the envelope is
 * `{ data, message?, meta? }`, api.ts). `paged` answers carry `meta`; `noContent` ones answer 204.
 * apps/standalone/test/response-contracts.spec.ts calls each one against the running services and
 * parses the answer with its schema; an endpoint added without an entry here fails that test.
 * GET /api/deliverables/files/{fileId} answers the file itself (an attachment), not JSON; so do
 * GET /api/pai/funds/{fundId}/{year}/eet.xlsx and /api/pai/entities/{companyId}/{year}/eet.xlsx (the EET
 * export, apps/standalone/test/pai-eet.spec.ts reads it back).
 */
export interface EndpointContract {
  data: z.ZodType;
  paged?: true;
  noContent?: true;
}

const nothing = z.null();
const list = <T extends z.ZodType>(item: T) => z.array(item);

export const ENDPOINT_RESPONSES = {
  // gateway: sessions, accounts, two-factor, users, announcements
  'POST /api/auth/login': { data: loginOutcomeSchema },
  'POST /api/auth/logout': { data: nothing, noContent: true },
  'GET /api/auth/session': { data: loginResponseSchema },
  'POST /api/auth/set-password': { data: nothing },
  'POST /api/auth/recover-password': { data: nothing },
  'POST /api/auth/reset-password': { data: nothing },
  'POST /api/auth/change-password': { data: nothing },
  'POST /api/auth/2fa/enrol': { data: twoFactorEnrolmentSchema },
  'POST /api/auth/2fa/confirm': { data: twoFactorConfirmationSchema },
  'POST /api/auth/2fa/disable': { data: nothing },
  'POST /api/auth/2fa/verify': { data: loginResponseSchema },
  'GET /api/auth/2fa/policy/{companyId}': { data: twoFactorPolicySchema },
  'PUT /api/auth/2fa/policy/{companyId}': { data: twoFactorPolicySchema },
  'GET /api/user/me': { data: userSchema },
  'PATCH /api/user/me': { data: userSchema },
  'POST /api/user': { data: userSchema },
  'PATCH /api/user/{id}': { data: userSchema },
  'POST /api/user/invite': { data: userSchema },
  'GET /api/user/two-fa-logout/{uid}': { data: nothing },
  'GET /api/announcements': { data: list(announcementSchema) },
  'POST /api/announcements': { data: announcementSchema },
  'PATCH /api/announcements/{docId}': { data: announcementSchema },
  'DELETE /api/announcements/{docId}': { data: nothing, noContent: true },
  // gateway: feedback / Get Help and customer messages (issue 13). GET /api/feedback/{id}/screenshot answers the image.
  'POST /api/feedback': { data: feedbackSchema },
  'GET /api/feedback': { data: list(feedbackSchema) },
  'PATCH /api/feedback/{id}': { data: feedbackSchema },
  'GET /api/customer-messages': { data: list(customerMessageSchema) },
  'POST /api/customer-messages': { data: customerMessageSchema },
  // gateway: release logs (issue 13, docs/release-logs.md)
  'GET /api/release-logs': { data: list(releaseLogSchema) },
  'GET /api/release-logs/{id}': { data: releaseLogSchema },
  'POST /api/release-logs': { data: releaseLogSchema },
  'PATCH /api/release-logs/{id}': { data: releaseLogSchema },
  'POST /api/release-logs/{id}/publish': { data: releaseLogSchema },
  'DELETE /api/release-logs/{id}': { data: nothing, noContent: true },
  'GET /api/activities': { data: list(activitySchema) },
  // reporting: the Responsible Investing report (spec 7.4; GET .../{reportId}/view answers its HTML page)
  'GET /api/embedded-reports/{reportId}': { data: embeddedReportSchema },
  // data-collection: contracts (issue 13, docs/contracts.md)
  'GET /api/contracts': { data: list(contractSchema) },
  'GET /api/contracts/{companyId}': { data: contractSchema },
  'PUT /api/contracts/{companyId}': { data: contractSchema },

  // data-collection: a response's values, and its framework version's definition sent once (ADR 0170)
  'GET /api/responses/{id}': {
    data: z
      .union([responseValuesSchema, responseDetailSchema])
      .describe(
        "The response's values without the framework's definition; with include=definition, every metric's definition inline (the shape before ADR 0170).",
      ),
  },
  'GET /api/frameworks/{standardId}/versions/{version}/definition': { data: frameworkDefinitionSchema },

  // data-collection: companies and standards
  'GET /api/standard': { data: list(standardSchema) },
  'GET /api/company': { data: list(companySummarySchema) },
  'GET /api/company/{id}': { data: companyDetailSchema },
  'PATCH /api/company/{companyId}': { data: companySchema },
  'GET /api/company/standard/{companyId}': { data: list(companyStandardAssignmentSchema) },
  'PATCH /api/standard/assign/{companyId}': { data: companySchema },
  'GET /api/company/getChildCompanies/{companyId}': { data: list(childCompanySchema) },
  'GET /api/company/getLatestPublishedResponseYear/{companyId}/{standardId}': {
    data: latestPublishedResponseSchema,
  },
  'GET /api/indicators/count/optionalIndicators/{companyId}': { data: optionalIndicatorCountSchema },
  'GET /api/indicators/optionalIndicators/{companyId}': { data: optionalIndicatorSelectionSchema },
  'PUT /api/indicators/optionalIndicators/{companyId}': { data: optionalIndicatorSelectionSchema },
  'POST /api/company/register-company': { data: nothing },

  // action-plans
  'GET /api/action-plans': { data: list(planListItemSchema), paged: true },
  'GET /api/action-plan-listings/cycles': { data: list(lookupOptionSchema) },
  'GET /api/action-plan-listings/priorities': { data: list(lookupOptionSchema) },
  'GET /api/action-plan-listings/due-date-triggers': { data: list(lookupOptionSchema) },
  'GET /api/action-plan-listings/progress-tags': { data: list(lookupOptionSchema) },
  'GET /api/action-plan-listings/years': { data: list(z.number().int()) },
  'GET /api/action-plan-listings/facilities': { data: list(facilitySchema) },
  'GET /api/action-plan-listings/ifc-performance-standards': { data: list(performanceStandardSchema) },
  'POST /api/action-plans/create': { data: planSchema },
  'GET /api/action-plans/{id}': { data: planDetailSchema },
  'GET /api/action-plans/{id}/gp-users': { data: list(planUserSchema) },
  'POST /api/action-plans/{id}': { data: planSchema },
  'PUT /api/action-plans/{id}': { data: planSchema },
  'DELETE /api/action-plans/{id}': { data: deletedSchema },
  'POST /api/action-plans/{id}/assign-users': { data: planSchema },
  'DELETE /api/action-plans/{id}/remove-users': { data: planSchema },
  'DELETE /api/action-plans/{id}/recommendations': { data: deletedCountSchema },
  'PUT /api/action-plans/{id}/update-publish-status': { data: planSchema },
  'PUT /api/action-plans/{id}/sign-off': { data: planSchema },
  'PUT /api/action-plans/{id}/transfer-esadvisor': { data: planSchema },
  'PUT /api/action-plans/{id}/send-draft-to-portCo': { data: planSchema },
  'GET /api/action-plan-recommendations/{id}/all': { data: list(recommendationSchema) },
  'GET /api/action-plan-recommendations/{id}': { data: recommendationDetailSchema },
  'POST /api/action-plan-recommendations/{id}': { data: list(recommendationSchema) },
  'PUT /api/action-plan-recommendations/{id}': { data: recommendationSchema },
  'DELETE /api/action-plan-recommendations/{id}': { data: deletedSchema },
  'PUT /api/action-plan-recommendations/{id}/update-status': { data: recommendationSchema },
  'PUT /api/action-plan-recommendations/{id}/sign-off': { data: recommendationSchema },
  'PUT /api/action-plan-recommendations/{id}/additional-commentary': { data: recommendationSchema },
  'PUT /api/action-plan-recommendations/{id}/verify-document': { data: recommendationSchema },
  'POST /api/action-plan-recommendations/{id}/progress-tag': { data: recommendationSchema },
  'POST /api/action-plan-recommendations-comments/{id}': { data: commentSchema },
  'GET /api/action-plan-recommendations-comments/{id}': { data: list(listedCommentSchema), paged: true },
  'PUT /api/action-plan-recommendations-comments/comment/{id}': { data: commentSchema },
  'DELETE /api/action-plan-recommendations-comments/comment/{id}': { data: deletedSchema },
  'POST /api/action-plan-recommendations-internal-notes/{id}': { data: internalNoteSchema },
  'GET /api/action-plan-recommendations-internal-notes/{id}': {
    data: list(listedInternalNoteSchema),
    paged: true,
  },
  'PUT /api/action-plan-recommendations-internal-notes/note/{id}': { data: internalNoteSchema },
  'PUT /api/deliverables/{id}/files': { data: recommendationSchema },
  'PUT /api/deliverables/{id}/rating': { data: recommendationSchema },
  'POST /api/change-requests': { data: changeRequestSchema },
  'PUT /api/change-requests/{id}/approve-reject': { data: changeRequestSchema },
  // The link between recommendations and PAI indicators (issue 10, ADR 0055).
  'GET /api/action-plan-listings/pai-indicators': { data: list(lookupOptionSchema) },
  'GET /api/action-plan-recommendations/pai-actions': { data: list(paiActionSchema) },

  // notifications
  'GET /api/notifications': { data: list(notificationSchema), paged: true },
  'GET /api/notifications/counts': { data: notificationCountsResponseSchema },
  'PUT /api/notifications/read-all': { data: z.strictObject({ updated: z.number().int().nonnegative() }) },
  'PUT /api/notifications/{id}/read': { data: notificationSchema },
  'GET /api/changelog': { data: list(changelogEntrySchema), paged: true },

  // reporting: the PAI read model (issue 10)
  'GET /api/pai/funds/{fundId}/{year}': { data: paiStatementSchema },
  'GET /api/pai/entities/{companyId}/{year}': { data: paiStatementSchema },
  // A figure's lineage across hops and an LP fund's look-through (issue 27 item 7, ADR 0220)
  'GET /api/pai/funds/{fundId}/{year}/indicators/{indicatorId}/lineage': { data: paiLineageSchema },
  'GET /api/pai/look-through/{fundId}/{year}': { data: paiLookThroughSchema },

  // data-collection: monitoring of portfolio companies and reminders (issue 9)
  'GET /api/monitoring': { data: monitoringOverviewSchema },
  'POST /api/monitoring/requests': { data: list(monitoringRequestOutcomeSchema) },
  'POST /api/monitoring/reminders': { data: list(reminderOutcomeSchema) },
  // data-collection: /company-details (issue 9, ADR 0034)
  'PATCH /api/company/details/{companyId}': { data: companySchema },
  'GET /api/company/details/{companyId}/history': { data: list(companyChangeSchema) },
  // data-collection: /investor and /management (issue 9), with the monitoring read model's status
  'GET /api/company/getInvestors/{companyId}': { data: list(relatedCompanySchema) },
  'GET /api/company/getManagedCompanies/{companyId}': { data: list(relatedCompanySchema) },
  // data-collection: positions import from Excel or CSV (issue 9)
  'POST /api/funds/{fundId}/positions/{date}/import': { data: positionSetSchema },

  // reporting: the analysis read model (issue 12)
  'GET /api/analysis/companies/{companyId}/values': { data: companyValuesSchema },
  'GET /api/analysis/portfolios/{companyId}/aggregates': { data: portfolioAggregatesSchema },
  'GET /api/analysis/portfolios/{companyId}/overview': { data: portfolioOverviewSchema },
  'GET /api/analysis/trends/{companyId}': { data: analysisTrendsSchema },
  'GET /api/materiality/{companyId}': { data: materialityAssessmentSchema },
  'PUT /api/materiality/{companyId}/{period}': { data: materialityAssessmentSchema },
  'GET /api/analysis/portfolios/{companyId}/highlights': { data: portfolioHighlightsSchema },
  'GET /api/analysis/indicators/{companyId}/{metricCode}': { data: indicatorDetailSchema },
  'GET /api/analysis/reports/{companyId}': { data: frameworkReportSchema },
  // reporting: benchmarks (issue 12, docs/benchmarking.md)
  'GET /api/analysis/companies/{companyId}/benchmark': { data: companyBenchmarkSchema },
  'GET /api/analysis/portfolios/{companyId}/benchmark': { data: portfolioBenchmarkSchema },
  // reporting: scorecards (issue 12, docs/scorecards.md)
  'GET /api/analysis/companies/{companyId}/scorecard': { data: companyScorecardSchema },
  'GET /api/analysis/portfolios/{companyId}/scorecards': { data: portfolioScorecardsSchema },
  'GET /api/analysis/scorecard-method': { data: scorecardMethodSchema },

  // gateway: the public API's keys (issue 13)
  'GET /api/api-keys': { data: list(apiKeySchema) },
  'POST /api/api-keys': { data: createdApiKeySchema },
  'POST /api/api-keys/{id}/rotate': { data: createdApiKeySchema },
  'DELETE /api/api-keys/{id}': { data: nothing, noContent: true },
  'GET /api/api-keys/access': { data: apiAccessSchema },
  'PUT /api/api-keys/access/{companyId}': { data: apiAccessSchema },

  // reporting: EDCI submissions (issue 13, docs/edci.md; the workbook is a file: GET …/workbook.xlsx)
  'GET /api/edci/{companyId}/submissions': { data: edciSubmissionListSchema },
  'POST /api/edci/{companyId}/submissions': { data: edciSubmissionSchema },
  'GET /api/edci/submissions/{id}': { data: edciSubmissionSchema },
  'PUT /api/edci/submissions/{id}/companies/{companyId}': { data: edciSubmissionSchema },
  'POST /api/edci/submissions/{id}/submit': { data: edciSubmissionSchema },
  'POST /api/edci/submissions/{id}/reopen': { data: edciSubmissionSchema },
  // gateway: webhooks of the public API (issue 13, docs/webhooks.md)
  'GET /api/webhooks': { data: list(webhookSchema) },
  'POST /api/webhooks': { data: createdWebhookSchema },
  'GET /api/webhooks/{id}': { data: webhookSchema },
  'PATCH /api/webhooks/{id}': { data: webhookSchema },
  'DELETE /api/webhooks/{id}': { data: nothing, noContent: true },
  'POST /api/webhooks/{id}/rotate': { data: createdWebhookSchema },
  'GET /api/webhooks/{id}/deliveries': { data: list(webhookDeliverySchema) },
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver': { data: webhookDeliverySchema },
  // data-collection: PCAF inputs saved by investors for /scorecards/pcaf (issue 11, ADR 0083)
  'GET /api/pcaf-estimates/{investorId}/{year}': { data: list(pcafSavedEstimateSchema) },
  'PUT /api/pcaf-estimates/{investorId}/{year}/{companyId}': { data: pcafSavedEstimateSchema },
  'DELETE /api/pcaf-estimates/{investorId}/{year}/{companyId}': { data: nothing, noContent: true },
  'GET /api/pcaf-country-figures/{investorId}/{year}': { data: list(pcafCountryFiguresSchema) },
  'PUT /api/pcaf-country-figures/{investorId}/{year}/{country}': { data: pcafCountryFiguresSchema },
  'DELETE /api/pcaf-country-figures/{investorId}/{year}/{country}': { data: nothing, noContent: true },
  // data-collection: TCFD assessments handed over by scoring, kept or carried over (issue 11, ADR 0086)
  'GET /api/tcfd-handovers/{companyId}': { data: list(tcfdHandoverSchema) },
  // reporting: SFDR disclosures (issue 26, docs/sfdr-disclosures.md). {document} is the year (JSON) or
  // the year with an extension (.docx, .pdf, .xlsx: the file itself, read back by pai-statement.spec and
  // periodic-report.spec).
  'GET /api/pai/statements/{companyId}/{document}': { data: paiEntityStatementSchema },
  'PUT /api/pai/statements/{companyId}/{year}/sections/{sectionId}': { data: sfdrSectionSchema },
  'GET /api/funds/{fundId}/periodic-report/{document}': { data: periodicReportSchema },
  'PUT /api/funds/{fundId}/periodic-report/{year}/sections/{sectionId}': { data: sfdrSectionSchema },
  'PUT /api/funds/{fundId}/periodic-report/{year}/investments': { data: periodicAllocationSchema },
  'GET /api/sfdr-categories/funds/{fundId}/{date}': { data: sfdr2FundTestSchema },
  'GET /api/taxonomy/activities': { data: taxonomyActivityListSchema },
  'GET /api/taxonomy/funds/{fundId}/{date}': { data: taxonomyFundAlignmentSchema },
  'POST /api/calculations/taxonomy': { data: taxonomyCalculationResultSchema },
} as const satisfies Record<string, EndpointContract>;

export type Endpoint = keyof typeof ENDPOINT_RESPONSES;
/** The `data` an endpoint answers. */
export type ResponseOf<E extends Endpoint> = z.infer<(typeof ENDPOINT_RESPONSES)[E]['data']>;
