import { Controller, Get, Inject, Param, Query as QueryParam, Res } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  activityTitle,
  alsoPeriodsOf,
  assurancePeriodSchema,
  assuranceRecordsQuerySchema,
  assuranceScopeSchema,
  possessive,
  type ApiResponse,
  type AssuranceRecords,
  type AssuranceRecordsQueryParams,
  type AssuranceRow,
  type AssuranceScope,
  type CanonicalValue,
} from '@esg/contracts';
import type { FileStore, Store } from '@esg/persistence';
import {
  AttachmentStore,
  attachmentDisposition,
  CurrentPrincipal,
  FILE_STORE,
  IdPipe,
  STORE,
  ZodPipe,
  type Principal,
} from '@esg/platform';
import { evidenceOf } from '../../application/evidence/citations';
import { EsgCatalogue } from '../../application/esg-catalogue';
import { PortfolioQuality } from '../../application/quality/portfolio-quality';
import { readableInvestor } from '../../application/quality/quality-access';
import { VALUE_OVERRIDES, type ValueOverrideDoc } from '../../application/quality/overrides';
import {
  CURRENT_VALUES,
  RESPONSES,
  VALUE_REVIEWS,
  VALUE_VERSIONS,
} from '../../application/response-workspace';
import { EVIDENCE_FILES, type EvidenceDoc } from '../../commands/upload-evidence/upload-evidence.handler';
import type { Company } from '../../domain/company';
import { dataCollectionError } from '../../domain/data-collection.errors';
import type {
  CurrentValueDoc,
  PublicationDoc,
  ResponseDoc,
  ValueReviewDoc,
  ValueVersionDoc,
} from '../../domain/esg/response';
import { fileIdPipe } from '../../http/esg-params';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { fundsOf } from '../../infrastructure/funds';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { monitoredPortfolio } from '../monitoring/monitoring';

/**
 * GET /quality/assurance/{scope}/{id}/{period} (issue 27, item 6; ADR 0217): what data-collection holds for
 * an assurance pack — every value of the scope's companies in the period with its versions, reviews, the
 * investor's overrides and the quality flags, the documents and where they are cited, and the period's event
 * log — as flat rows that the gateway writes into the pack as CSV. Read by the investor's team and by an
 * auditor the investor invited for this scope and period (the gateway holds the grant, rules 140-144).
 */
export class AssuranceRecordsQuery extends Query<AssuranceRecords> {
  constructor(
    readonly principal: Principal,
    readonly scope: AssuranceScope,
    readonly scopeId: number,
    readonly period: string,
    /** Earlier periods whose values the figures read (a PAI statement's data years), added to the rows. */
    readonly alsoPeriods: readonly string[] = [],
  ) {
    super();
  }
}

/** The scope's investor and companies, checked against the caller: only the investor's own scope. */
export async function assuranceScope(
  store: Store,
  companies: CompanyRepository,
  principal: Principal,
  scope: AssuranceScope,
  scopeId: number,
): Promise<{
  investor: Company;
  name: string;
  companies: Company[];
  funds: Array<{ id: number; name: string }>;
}> {
  const investor = await readableInvestor(store, companies, principal, undefined);
  if (investor.type !== 'gp')
    throw dataCollectionError('QUALITY.FORBIDDEN', 'An assurance pack is made for an investor (a GP)');
  const { portfolio, funds } = await monitoredPortfolio(store, investor.companyId);
  const notYours = () =>
    dataCollectionError(
      'QUALITY.FORBIDDEN',
      `The ${scope} ${scopeId} is not part of ${possessive(investor.name)} portfolio`,
    );
  switch (scope) {
    case 'company': {
      const company = portfolio.find((c) => c.companyId === scopeId);
      if (!company) throw notYours();
      const holding = funds.filter((f) => f.portfolio_company_ids.includes(scopeId));
      return {
        investor,
        name: company.name,
        companies: [company],
        funds: holding.map((f) => ({ id: f.fundId, name: f.name })),
      };
    }
    case 'fund': {
      const fund = (await fundsOf(store, investor.companyId)).find((f) => f.fundId === scopeId);
      if (!fund) throw notYours();
      return {
        investor,
        name: fund.name,
        companies: portfolio.filter((c) => fund.portfolio_company_ids.includes(c.companyId)),
        funds: [{ id: fund.fundId, name: fund.name }],
      };
    }
    case 'report':
      if (scopeId !== investor.companyId) throw notYours();
      return {
        investor,
        name: `${possessive(investor.name)} PAI report`,
        companies: portfolio,
        funds: funds.map((f) => ({ id: f.fundId, name: f.name })),
      };
  }
}

const shownValue = (value: CanonicalValue | undefined | null): string | number | boolean | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : value;

/** A file's place in the pack: a folder per company, the file's own name after its id (names may repeat). */
export const evidencePath = (file: Pick<EvidenceDoc, 'companyId' | 'fileId' | 'name'>): string => {
  const safe = [...file.name]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('');
  return `evidence/company-${file.companyId}/${file.fileId.slice(0, 8)}-${safe}`;
};

@QueryHandler(AssuranceRecordsQuery)
export class AssuranceRecordsHandler implements IQueryHandler<AssuranceRecordsQuery> {
  constructor(
    private readonly quality: PortfolioQuality,
    private readonly companies: CompanyRepository,
    private readonly catalogue: EsgCatalogue,
  ) {}

  async execute({
    principal,
    scope,
    scopeId,
    period,
    alsoPeriods,
  }: AssuranceRecordsQuery): Promise<AssuranceRecords> {
    const periods = [...new Set([period, ...alsoPeriods])];
    const store = this.quality.store;
    const found = await assuranceScope(store, this.companies, principal, scope, scopeId);
    const investorId = found.investor.companyId;
    const ids = found.companies.map((c) => c.companyId);
    const companyName = new Map(found.companies.map((c) => [c.companyId, c.name]));
    const where = { companyId: { in: ids }, period: { in: periods } };
    const none = ids.length === 0;
    const [current, versions, reviews, publications, overrides, responses] = none
      ? [[], [], [], [], [], []]
      : await Promise.all([
          store.find<CurrentValueDoc>(CURRENT_VALUES, where),
          store.find<ValueVersionDoc>(VALUE_VERSIONS, where, { sort: [['createdAt', 'asc']] }),
          store.find<ValueReviewDoc>(VALUE_REVIEWS, where, { sort: [['reviewedAt', 'asc']] }),
          store.find<PublicationDoc>('publications', where),
          store.find<ValueOverrideDoc>(VALUE_OVERRIDES, where),
          store.find<ResponseDoc>(RESPONSES, where),
        ]);
    const userIds = new Set<number>([
      ...versions.map((v) => v.authorId),
      ...reviews.map((r) => r.reviewerId),
      ...responses.flatMap((r) => r.history.map((h) => h.actorId)),
    ]);
    const users = userIds.size
      ? await store.find<DirectoryUser>(USER_DIRECTORY, { userId: { in: [...userIds] } })
      : [];
    const userName = (id: number | null | undefined): string | null =>
      id === null || id === undefined ? null : (users.find((u) => u.userId === id)?.name ?? null);
    const metricName = (code: string) => this.catalogue.metric(code)?.name ?? code;
    const responseName = (id: number) => {
      const r = responses.find((x) => x.responseId === id);
      return r ? `${this.catalogue.framework(r.standardId).name} ${r.period}` : `Response ${id}`;
    };
    const publishedIn = (versionId: string) =>
      publications
        .filter((p) => p.versions && Object.values(p.versions).includes(versionId))
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
        .map((p) => `${responseName(p.responseId)} publication ${p.number} (${p.publishedAt})`)
        .join('; ');
    const activeOverrides = overrides.filter((o) => o.investorId === investorId);
    const { flags } = await this.quality.flags(store, investorId, {
      periods,
      view: 'investor',
    });
    const ownFlags = flags.filter(
      (f) =>
        (f.companyId !== null && ids.includes(f.companyId)) ||
        (f.companyId === null && f.absence?.companies.some((c) => ids.includes(c.id))),
    );
    const { files, citations } = await evidenceOf(store, ids, periods);
    const fileById = new Map(files.map((f) => [f.fileId, f]));
    const evidenceOfValue = (companyId: number, valuePeriod: string, code: string) =>
      citations
        .filter((c) => c.companyId === companyId && c.period === valuePeriod && c.metricCode === code)
        .map((c) => {
          const file = fileById.get(c.fileId);
          const place = c.page !== null ? `page ${c.page}` : c.cell !== null ? `cell ${c.cell}` : 'whole';
          return `${file ? evidencePath(file) : c.fileName} (${place})`;
        })
        .join('; ');

    const values: AssuranceRow[] = [...current]
      .sort(
        (a, b) =>
          a.companyId - b.companyId ||
          b.period.localeCompare(a.period) ||
          a.metricCode.localeCompare(b.metricCode),
      )
      .map((v) => {
        const override = activeOverrides.find(
          (o) =>
            o.active && o.companyId === v.companyId && o.period === v.period && o.metricCode === v.metricCode,
        );
        const openFlags = ownFlags.filter(
          (f) =>
            f.companyId === v.companyId &&
            f.period === v.period &&
            f.metricCode === v.metricCode &&
            f.status !== 'resolved',
        );
        const published = publishedIn(v.valueVersionId);
        return {
          company_id: v.companyId,
          company: companyName.get(v.companyId) ?? null,
          period: v.period,
          metric_code: v.metricCode,
          metric: metricName(v.metricCode),
          value: shownValue(v.value),
          unit: v.unit,
          status: v.status,
          not_available_reason: v.reason,
          quality: v.quality,
          version: v.version,
          value_version_id: v.valueVersionId,
          entered_by:
            v.authorName ??
            userName(v.authorId) ??
            (v.source.kind === 'seeded' ? 'the demo data' : `user ${v.authorId}`),
          entered_at: v.createdAt,
          source: v.source.kind,
          review_verdict: v.review?.valueVersionId === v.valueVersionId ? v.review.verdict : null,
          reviewed_by: v.review?.valueVersionId === v.valueVersionId ? userName(v.review.reviewerId) : null,
          reviewed_at: v.review?.valueVersionId === v.valueVersionId ? v.review.reviewedAt : null,
          published: published !== '',
          published_in: published || null,
          override_value: override ? shownValue(override.value) : null,
          override_unit: override?.unit ?? null,
          override_reason: override?.reason ?? null,
          override_by: override?.byName ?? null,
          override_at: override?.at ?? null,
          value_used_in_figures: override ? 'override' : 'company value',
          open_flags: openFlags.map((f) => f.id).join('; ') || null,
          evidence: evidenceOfValue(v.companyId, v.period, v.metricCode) || null,
        };
      });

    const versionRows: AssuranceRow[] = versions.map((v) => ({
      value_version_id: v.valueVersionId,
      company_id: v.companyId,
      company: companyName.get(v.companyId) ?? null,
      period: v.period,
      metric_code: v.metricCode,
      metric: metricName(v.metricCode),
      version: v.version,
      value: shownValue(v.value),
      unit: v.unit,
      entered_value: shownValue(v.rawValue as CanonicalValue),
      entered_unit: v.rawUnit,
      status: v.status,
      not_available_reason: v.reason,
      quality: v.quality,
      data_quality_score: v.dataQualityScore,
      source: v.source.kind,
      calculation: v.source.calculationType,
      previous_value: v.previous ? shownValue(v.previous.value) : null,
      author_id: v.authorId,
      author:
        v.authorName ??
        userName(v.authorId) ??
        (v.source.kind === 'seeded' ? 'the demo data' : `user ${v.authorId}`),
      created_at: v.createdAt,
      change_reason: v.changeReason,
      comment: v.comment,
      warnings: v.warnings.map((w) => w.message).join('; ') || null,
      warnings_confirmed: v.warningsConfirmed,
      evidence_files: v.evidence.map((e) => e.name).join('; ') || null,
      response: responseName(v.responseId),
      published_in: publishedIn(v.valueVersionId) || null,
    }));

    const reviewRows: AssuranceRow[] = reviews.map((r) => ({
      company_id: r.companyId,
      company: companyName.get(r.companyId) ?? null,
      period: r.period,
      metric_code: r.metricCode,
      value_version_id: r.valueVersionId,
      verdict: r.verdict,
      comment: r.comment,
      reviewer_id: r.reviewerId,
      reviewer: userName(r.reviewerId),
      reviewed_at: r.reviewedAt,
      response: responseName(r.responseId),
    }));

    const overrideRows: AssuranceRow[] = activeOverrides.flatMap((o) =>
      o.history.map((h) => ({
        company_id: o.companyId,
        company: companyName.get(o.companyId) ?? null,
        period: o.period,
        metric_code: o.metricCode,
        metric: metricName(o.metricCode),
        action: h.kind,
        value: shownValue(h.value),
        unit: h.unit,
        reason: h.reason,
        by: h.byName ?? userName(h.byId),
        at: h.at,
        company_value: shownValue(o.original?.value),
        company_unit: o.original?.unit ?? null,
        company_value_version_id: o.original?.valueVersionId ?? null,
        in_force_now: o.active && h === o.history[o.history.length - 1] && h.kind === 'set',
        evidence_files:
          o.evidenceIds
            .map((id) => fileById.get(id))
            .filter((f): f is EvidenceDoc => f !== undefined)
            .map(evidencePath)
            .join('; ') || null,
      })),
    );

    const flagRows: AssuranceRow[] = ownFlags.map((f) => ({
      flag_id: f.id,
      company_id: f.companyId,
      company: f.companyName,
      period: f.period,
      metric_code: f.metricCode,
      metric: f.metricName,
      check: f.check,
      status: f.status,
      finding: f.message,
      value: shownValue(f.value),
      unit: f.unit,
      value_version_id: f.valueVersionId,
      previous_period: f.previous?.period ?? null,
      previous_value: f.previous ? shownValue(f.previous.value) : null,
      explanation: f.explanation?.text ?? null,
      explained_by: f.explanation?.byName ?? null,
      explained_at: f.explanation?.at ?? null,
      resolution: f.resolution?.action ?? null,
      resolution_comment: f.resolution?.comment ?? null,
      resolved_by: f.resolution?.byName ?? null,
      resolved_at: f.resolution?.at ?? null,
    }));

    const citationRows: AssuranceRow[] = citations.map((c) => {
      const file = fileById.get(c.fileId);
      return {
        company_id: c.companyId,
        company: companyName.get(c.companyId) ?? null,
        period: c.period,
        metric_code: c.metricCode,
        metric: metricName(c.metricCode),
        file_in_pack: file ? evidencePath(file) : null,
        file_name: c.fileName,
        page: c.page,
        cell: c.cell,
        quote: c.quote,
        place: c.page !== null ? `page ${c.page}` : c.cell !== null ? `cell ${c.cell}` : 'the whole document',
        cited_by: c.byName ?? userName(c.byId),
        cited_at: c.at,
      };
    });

    return {
      scope,
      scopeId,
      scopeName: found.name,
      period,
      investor: { id: investorId, name: found.investor.name },
      companies: found.companies.map((c) => ({ id: c.companyId, name: c.name })),
      funds: found.funds,
      values,
      versions: versionRows,
      reviews: reviewRows,
      overrides: overrideRows,
      flags: flagRows,
      citations: citationRows,
      files: files.map((f) => ({
        fileId: f.fileId,
        name: f.name,
        path: evidencePath(f),
        mediaType: f.mediaType,
        size: f.size,
        companyId: f.companyId,
        metricCode: f.metricCode,
        uploadedAt: f.uploadedAt,
      })),
      auditLog: await this.auditLog(store, ids, periods, companyName, responses, userName),
    };
  }

  /**
   * The period's audit log: every event data-collection recorded about the scope's companies in the period
   * (the outbox is the service's append-only event log), oldest first, with who and when.
   */
  private async auditLog(
    store: Store,
    ids: readonly number[],
    periods: readonly string[],
    companyName: Map<number, string>,
    responses: readonly ResponseDoc[],
    userName: (id: number | null) => string | null,
  ): Promise<AssuranceRow[]> {
    const wanted = new Set(ids.map(String));
    const responseIds = new Set(responses.map((r) => r.responseId));
    const rows: AssuranceRow[] = [];
    const actors = new Set<number>();
    const found: Array<{
      at: string;
      type: string;
      companyId: number;
      actorId: number | null;
      data: Record<string, unknown>;
      subject: string;
    }> = [];
    for (let after = 0; ;) {
      const batch = await store.outbox.read(after, 1000);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].seq;
      for (const { event } of batch) {
        if (!event.companyid || !wanted.has(event.companyid)) continue;
        const data = (event.data ?? {}) as Record<string, unknown>;
        const ofPeriod =
          (typeof data.period === 'string' && periods.includes(data.period)) ||
          (typeof data.responseId === 'number' &&
            responseIds.has(data.responseId) &&
            data.period === undefined);
        if (!ofPeriod) continue;
        const actorId = event.actorid ? Number(event.actorid) : null;
        if (actorId !== null) actors.add(actorId);
        found.push({
          at: event.time ?? '',
          type: event.type,
          companyId: Number(event.companyid),
          actorId,
          data,
          subject: event.subject ?? '',
        });
      }
    }
    const more = [...actors].filter((id) => userName(id) === null);
    const extra = more.length
      ? await store.find<DirectoryUser>(USER_DIRECTORY, { userId: { in: more } })
      : [];
    const actorName = (id: number | null) => userName(id) ?? extra.find((u) => u.userId === id)?.name ?? null;
    for (const e of found.sort((a, b) => a.at.localeCompare(b.at))) {
      rows.push({
        at: e.at,
        what: activityTitle(e.type),
        event_type: e.type,
        company_id: e.companyId,
        company: companyName.get(e.companyId) ?? null,
        actor_id: e.actorId,
        actor: actorName(e.actorId),
        period: typeof e.data.period === 'string' ? e.data.period : null,
        metric_code: typeof e.data.metricCode === 'string' ? e.data.metricCode : null,
        response_id: typeof e.data.responseId === 'number' ? e.data.responseId : null,
        subject: e.subject,
      });
    }
    return rows;
  }
}

const scopePipe = new ZodPipe(assuranceScopeSchema);
const periodPipe = new ZodPipe(assurancePeriodSchema);

@Controller('quality')
export class AssuranceRecordsController {
  private readonly attachments: AttachmentStore;

  constructor(
    private readonly queries: QueryBus,
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
    @Inject(FILE_STORE) files: FileStore,
  ) {
    this.attachments = new AttachmentStore(files);
  }

  @Get('assurance/:scope/:id/:period')
  async records(
    @Param('scope', scopePipe) scope: AssuranceScope,
    @Param('id', new IdPipe('id')) id: number,
    @Param('period', periodPipe) period: string,
    @QueryParam(new ZodPipe(assuranceRecordsQuerySchema)) query: AssuranceRecordsQueryParams,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<AssuranceRecords>> {
    return {
      data: await this.queries.execute(
        new AssuranceRecordsQuery(principal, scope, id, period, alsoPeriodsOf(query)),
      ),
    };
  }

  /** One evidence file of the scope and period, as an attachment (the pack's evidence folder). */
  @Get('assurance/:scope/:id/:period/files/:fileId')
  async file(
    @Param('scope', scopePipe) scope: AssuranceScope,
    @Param('id', new IdPipe('id')) id: number,
    @Param('period', periodPipe) period: string,
    @Param('fileId', fileIdPipe()) fileId: string,
    @QueryParam(new ZodPipe(assuranceRecordsQuerySchema)) query: AssuranceRecordsQueryParams,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const store = this.store;
    const found = await assuranceScope(store, this.companies, principal, scope, id);
    const file = await store.get<EvidenceDoc>(EVIDENCE_FILES, fileId);
    const missing = () => dataCollectionError('FILE.NOT_FOUND', `File ${fileId} was not found`);
    const periods = [period, ...alsoPeriodsOf(query)];
    if (
      !file ||
      !periods.includes(file.period) ||
      !found.companies.some((c) => c.companyId === file.companyId)
    )
      throw missing();
    const data = await this.attachments.read(fileId);
    if (!data) throw missing();
    await reply
      .status(200)
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}
