import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiResponse, ValueHistoryEntry } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import {
  RESPONSES,
  ResponseWorkspace,
  VALUE_REVIEWS,
  VALUE_VERSIONS,
} from '../../application/response-workspace';
import type { ResponseDoc, ValueReviewDoc, ValueVersionDoc } from '../../domain/esg/response';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { dataCollectionError } from '../../domain/data-collection.errors';

/** GET /responses/{id}/values/{metricCode}/history: every version (who, when, old → new, why) and every review. */
export class ValueHistoryQuery extends Query<ValueHistoryEntry[]> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
  ) {
    super();
  }
}

@QueryHandler(ValueHistoryQuery)
export class ValueHistoryHandler implements IQueryHandler<ValueHistoryQuery> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, metricCode }: ValueHistoryQuery): Promise<ValueHistoryEntry[]> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const state = await this.workspace.state(reader, response);
    const allowed = access.contributor
      ? this.workspace.assignedCodes(response, state.tree, principal.userId)
      : new Set(state.codes);
    if (!allowed.has(metricCode))
      throw dataCollectionError('METRIC.NOT_FOUND', `${metricCode} is not a metric of this response`);
    const key = { companyId: response.companyId, period: response.period, metricCode };
    const versions = await reader.find<ValueVersionDoc>(VALUE_VERSIONS, key, { sort: [['version', 'asc']] });
    const reviews = await reader.find<ValueReviewDoc>(VALUE_REVIEWS, key, { sort: [['reviewedAt', 'asc']] });
    const ids = [...new Set([...versions.map((v) => v.authorId), ...reviews.map((r) => r.reviewerId)])];
    const users = ids.length ? await reader.find<DirectoryUser>(USER_DIRECTORY, { userId: { in: ids } }) : [];
    const nameOf = (id: number) => users.find((u) => u.userId === id)?.name ?? null;
    const byId = new Map(versions.map((v) => [v.valueVersionId, v]));
    const publications = await this.workspace.publications(reader, response.companyId, response.period);
    const responses = await reader.find<ResponseDoc>(RESPONSES, {
      companyId: response.companyId,
      period: response.period,
    });
    const nameOfResponse = (id: number | null) => {
      const found = responses.find((r) => r.responseId === id);
      return found ? `${this.workspace.catalogue.framework(found.standardId).name} ${found.period}` : null;
    };
    const publishedIn = (versionId: string) =>
      publications
        .filter((p) => p.versions[metricCode] === versionId)
        .map((p) => ({
          responseId: p.responseId,
          name: nameOfResponse(p.responseId) ?? `Response ${p.responseId}`,
          publicationNumber: p.number,
          publishedAt: p.publishedAt,
        }));
    const after = (v: ValueVersionDoc) => ({
      value: v.value,
      unit: v.unit,
      rawValue: v.rawValue,
      rawUnit: v.rawUnit,
      status: v.status,
      reason: v.reason,
      quality: v.quality,
      dataQualityScore: v.dataQualityScore,
      comment: v.comment,
      evidence: v.evidence,
      warnings: v.warnings,
      warningsConfirmed: v.warningsConfirmed,
    });
    const entries: ValueHistoryEntry[] = versions.map((v) => ({
      kind: 'version',
      at: v.createdAt,
      actorId: v.authorId,
      actorName: v.authorName ?? nameOf(v.authorId),
      valueVersionId: v.valueVersionId,
      version: v.version,
      before: v.previous,
      after: after(v),
      why: v.changeReason,
      verdict: null,
      source: v.source,
      responseId: v.responseId,
      responseName: nameOfResponse(v.responseId),
      publishedIn: publishedIn(v.valueVersionId),
    }));
    for (const review of reviews) {
      const version = byId.get(review.valueVersionId);
      if (!version) continue;
      entries.push({
        kind: 'review',
        at: review.reviewedAt,
        actorId: review.reviewerId,
        // An automatic approval has no person behind it (ADR 0186): say so, its reason is the why.
        actorName: review.automatic ? 'Automatic approval' : nameOf(review.reviewerId),
        valueVersionId: review.valueVersionId,
        version: version.version,
        before: null,
        after: after(version),
        why: review.comment,
        verdict: review.verdict,
        source: version.source,
        responseId: review.responseId,
        responseName: nameOfResponse(review.responseId),
        publishedIn: [],
      });
    }
    return entries.sort((a, b) => (a.at === b.at ? (a.kind === 'version' ? -1 : 1) : a.at < b.at ? -1 : 1));
  }
}

@Controller('responses')
export class ValueHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/values/:metricCode/history')
  async history(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ValueHistoryEntry[]>> {
    return { data: await this.queries.execute(new ValueHistoryQuery(principal, id, metricCode)) };
  }
}
