import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { zipSync } from 'fflate';
import {
  assurancePackFileName,
  assemblePcaf,
  assurancePeriodSchema,
  pcafCompanyData,
  pcafPublishedPeriod,
  assuranceScopeSchema,
  type AssuranceRecords,
  type AssuranceScope,
  type CarbonCalculationView,
  type CompanyValues,
  type PcafCountryFigures,
  type PcafResult,
  type PcafSavedEstimate,
  type PositionSet,
  type PaiStatement,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  attachmentDisposition,
  CurrentPrincipal,
  IdPipe,
  STORE,
  ZodPipe,
  type Principal,
} from '@esg/platform';
import { assurancePackFiles, type PcafPack } from '../../domain/assurance-pack';
import { periodYear } from '../../domain/auditor';
import { gatewayError } from '../../domain/gateway.errors';
import { readUser } from '../../domain/user';
import { InnerRead } from '../../http/inner-read';

type HeaderMap = Record<string, string | string[] | undefined>;

/**
 * GET /assurance-packs/{scope}/{id}/{period}.zip (issue 27, item 6; ADR 0217): one zip an auditor works from,
 * assembled here from the services' own answers to the caller's reads — data-collection's records and evidence
 * files of the scope and period, reporting's PAI statement with provenance — so each service applies its own
 * rules to the caller, and nothing is copied or cached. For the investor's own team (no permission) and for
 * an auditor within their grant (the auditor gate decided and logs the download, rules 140-144).
 */
@Controller('assurance-packs')
export class AssurancePackController {
  constructor(
    private readonly inner: InnerRead,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':scope/:id/:period.zip')
  async download(
    @Param('scope', new ZodPipe(assuranceScopeSchema)) scope: AssuranceScope,
    @Param('id', new IdPipe('id')) id: number,
    @Param('period', new ZodPipe(assurancePeriodSchema)) period: string,
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: HeaderMap,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (principal.permission !== null && principal.permission !== 'Auditor')
      throw gatewayError('AUDITOR.FORBIDDEN', `${principal.permission} cannot download an assurance pack`);
    const { pai, paiMissing } = await this.paiStatement(scope, id, period, principal, headers);
    const earlier = new Set<string>();
    for (const source of pai?.sources ?? []) {
      if (String(source.dataYear) !== periodYear(period)) earlier.add(String(source.dataYear));
      for (const carried of source.carried ?? []) if (carried.period !== period) earlier.add(carried.period);
    }
    const also = [...earlier].sort().reverse().slice(0, 5);
    const query = also.length ? `?alsoPeriods=${also.join(',')}` : '';
    const base = `/api/quality/assurance/${scope}/${id}/${period}`;
    const answer = await this.inner.get(`${base}${query}`, headers);
    if (answer.status !== 200) {
      // The service's own refusal (403 not yours, 404), as it gave it.
      await reply.status(answer.status).header('content-type', 'application/json').send(answer.body);
      return;
    }
    const records = answer.json<{ data: AssuranceRecords }>().data;
    const evidence: Array<{ path: string; data: Uint8Array }> = [];
    const evidenceMissing: Array<{ path: string; reason: string }> = [];
    for (const f of records.files) {
      const got = await this.inner.get(`${base}/files/${f.fileId}${query}`, headers);
      if (got.status === 200) evidence.push({ path: f.path, data: new Uint8Array(got.body) });
      else evidenceMissing.push({ path: f.path, reason: 'the file could not be read from the store' });
    }
    const { carbon, carbonMissing } =
      scope === 'company'
        ? await this.carbonInventories(id, period, headers)
        : { carbon: null, carbonMissing: null };
    const { pcaf, pcafMissing } =
      scope === 'company'
        ? { pcaf: null, pcafMissing: null }
        : await this.pcafFinancedEmissions(records, period, headers);
    const user = readUser(await this.store.get('users', String(principal.userId)));
    const files = assurancePackFiles({
      records,
      pai,
      paiMissing,
      evidence,
      evidenceMissing,
      carbon,
      carbonMissing,
      pcaf,
      pcafMissing,
      generatedAt: new Date().toISOString(),
      generatedBy: user ? `${user.name} (${user.email})` : `user ${principal.userId}`,
    });
    const zip = zipSync(files, { level: 6, mtime: new Date() });
    await reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(assurancePackFileName(scope, id, period)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip));
  }

  /**
   * A company's carbon calculator inventories of the period (ADR 0219), as the scoring service answers the
   * caller: the inventory of that period, or for a year every inventory of a period in that year.
   */
  private async carbonInventories(
    companyId: number,
    period: string,
    headers: HeaderMap,
  ): Promise<{ carbon: CarbonCalculationView[] | null; carbonMissing: string | null }> {
    const answer = await this.inner.get(
      `/api/carbon-calculations?companyId=${companyId}&perPage=100`,
      headers,
    );
    if (answer.status !== 200)
      return {
        carbon: null,
        carbonMissing: `the carbon inventories could not be read (${answer.json<{ message?: string }>().message ?? answer.status})`,
      };
    const year = periodYear(period);
    const carbon = answer
      .json<{ data: CarbonCalculationView[] }>()
      .data.filter((c) => c.period === period || (period === year && String(c.year) === year))
      .sort((a, b) => a.period.localeCompare(b.period));
    return carbon.length
      ? { carbon, carbonMissing: null }
      : { carbon: null, carbonMissing: `the company saved no carbon inventory for ${period}` };
  }

  /**
   * The PCAF financed emissions of the pack's funds on the last quarter end of the period with recorded
   * positions (ADR 0219), as the PCAF scorecard makes them: the services' answers to the caller's reads (fund
   * positions, the companies' published values, the investor's saved estimates and country figures of the
   * year) assembled by the shared assemblePcaf and calculated by scoring's stateless PCAF calculation.
   */
  private async pcafFinancedEmissions(
    records: AssuranceRecords,
    period: string,
    headers: HeaderMap,
  ): Promise<{ pcaf: PcafPack | null; pcafMissing: string | null }> {
    const year = Number(periodYear(period));
    const failed = (what: string, answer: { status: number; json<T>(): T }) => ({
      pcaf: null,
      pcafMissing: `${what} could not be read (${answer.json<{ message?: string }>().message ?? answer.status})`,
    });
    const histories: Array<{ fundId: number; name: string; sets: PositionSet[] }> = [];
    for (const fund of records.funds) {
      const answer = await this.inner.get(`/api/funds/${fund.id}/positions`, headers);
      if (answer.status !== 200) return failed(`the positions of ${fund.name}`, answer);
      const sets = answer.json<{ data: PositionSet[] }>().data.filter((s) => s.date.startsWith(`${year}-`));
      histories.push({ fundId: fund.id, name: fund.name, sets });
    }
    const date = histories
      .flatMap((h) => h.sets.map((s) => s.date))
      .sort()
      .at(-1);
    if (date === undefined) return { pcaf: null, pcafMissing: `no positions were recorded in ${period}` };
    const funds = histories.map((h) => ({
      fundId: h.fundId,
      name: h.name,
      positions: h.sets.find((s) => s.date === date) ?? null,
    }));
    const companyIds = [
      ...new Set(
        funds.flatMap((f) =>
          (f.positions?.positions ?? []).flatMap((p) => (p.companyId === null ? [] : [p.companyId])),
        ),
      ),
    ].sort((a, b) => a - b);
    const companies = [];
    for (const companyId of companyIds) {
      const base = `/api/analysis/companies/${companyId}/values`;
      const latest = await this.inner.get(base, headers);
      if (latest.status !== 200) return failed(`the published values of company ${companyId}`, latest);
      const own = latest.json<{ data: CompanyValues }>().data;
      const published = own.period ? [pcafPublishedPeriod(own)] : [];
      for (const p of own.periods.filter((x) => x !== own.period)) {
        const older = await this.inner.get(`${base}?period=${encodeURIComponent(p)}`, headers);
        if (older.status !== 200) return failed(`the published values of company ${companyId}`, older);
        published.push(pcafPublishedPeriod(older.json<{ data: CompanyValues }>().data));
      }
      companies.push(pcafCompanyData(companyId, own.name ?? null, published, year));
    }
    const investor = records.investor.id;
    const estimates = await this.inner.get(`/api/pcaf-estimates/${investor}/${year}`, headers);
    if (estimates.status !== 200) return failed("the investor's saved estimates", estimates);
    const figures = await this.inner.get(`/api/pcaf-country-figures/${investor}/${year}`, headers);
    if (figures.status !== 200) return failed("the countries' saved figures", figures);
    const assembly = assemblePcaf({
      funds,
      companies,
      estimates: estimates.json<{ data: PcafSavedEstimate[] }>().data,
      figures: figures.json<{ data: PcafCountryFigures[] }>().data,
    });
    if (assembly.positions.length === 0)
      return { pcaf: null, pcafMissing: `no position on ${date} can be attributed under PCAF` };
    const answer = await this.inner.calculate(
      '/api/calculations/pcaf',
      { positions: assembly.positions },
      headers,
    );
    if (answer.status !== 200) return failed('the PCAF calculation', answer);
    return {
      pcaf: {
        date,
        positions: assembly.positions,
        rows: assembly.rows,
        result: answer.json<{ data: PcafResult }>().data,
      },
      pcafMissing: null,
    };
  }

  /** The PAI statement the scope reports: a fund's, the investor's for its report or for a company's part. */
  private async paiStatement(
    scope: AssuranceScope,
    id: number,
    period: string,
    principal: Principal,
    headers: HeaderMap,
  ): Promise<{ pai: PaiStatement | null; paiMissing: string | null }> {
    const year = periodYear(period);
    const path =
      scope === 'fund'
        ? `/api/pai/funds/${id}/${year}`
        : scope === 'report'
          ? `/api/pai/entities/${id}/${year}`
          : principal.companyId === null
            ? null
            : `/api/pai/entities/${principal.companyId}/${year}`;
    if (path === null) return { pai: null, paiMissing: 'the pack was made without an investor' };
    const answer = await this.inner.get(path, headers);
    if (answer.status !== 200)
      return {
        pai: null,
        paiMissing: `there is no PAI statement for ${year} (${answer.json<{ message?: string }>().message ?? answer.status})`,
      };
    const pai = answer.json<{ data: PaiStatement }>().data;
    if (pai.indicators.length === 0)
      return {
        pai: null,
        paiMissing: `no positions were recorded for ${year}, so no PAI figure was computed`,
      };
    return { pai, paiMissing: null };
  }
}
