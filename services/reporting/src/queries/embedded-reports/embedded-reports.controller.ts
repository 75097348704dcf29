import { Controller, Get, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DEMO_COMPANY_ID, INVESTOR_DASHBOARD_COMPANY_ID } from '@esg/access-policy';
import {
  COMPANY_HEADER,
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_TTL_SECONDS,
  RI_REPORT_IDS,
  riReportIdSchema,
  type ApiResponse,
  type EmbeddedReport,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  CurrentPrincipal,
  Public,
  RUNTIME,
  signPurposeToken,
  STORE,
  verifyPurposeToken,
  type Principal,
  type ServiceRuntime,
} from '@esg/platform';
import { reportingError } from '../../domain/reporting.errors';
import { portfolioOverview, scopeAggregates } from '../analysis/analysis-values';
import { renderRiReport } from './render-ri-report';

const REPORT_NAMES: Record<string, string> = {
  [RI_REPORT_IDS.investor]: 'Responsible Investing Dashboards',
  [RI_REPORT_IDS.demo]: 'Demo Responsible Investing Dashboards',
};

/** The company whose published data a report shows (spec 2.6: 310's own; the demo company's). */
const dataCompanyOf = (reportId: string) =>
  reportId === RI_REPORT_IDS.investor ? INVESTOR_DASHBOARD_COMPANY_ID : DEMO_COMPANY_ID;

/** The page's own policy: framed by the platform's pages only, no script at all. */
const VIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * The embedded Responsible Investing report (spec 2.6, 7.4; docs/ri-dashboards.md): the call answers
 * a signed token valid for one report for an hour and the address of the page that renders it; the
 * page checks the token, not a session, so it can be framed.
 */
@Controller('embedded-reports')
export class EmbeddedReportsController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
  ) {}

  @Get(':reportId')
  async embed(
    @CurrentPrincipal() principal: Principal,
    @Param('reportId') reportId: string,
    @Headers(COMPANY_HEADER) companyHeader?: string,
  ): Promise<ApiResponse<EmbeddedReport>> {
    const id = riReportIdSchema.safeParse(reportId);
    if (!id.success) throw reportingError('EMBEDDED_REPORT.NOT_FOUND', `There is no report ${reportId}`);
    const acting = companyHeader && /^\d+$/.test(companyHeader) ? Number(companyHeader) : principal.companyId;
    if (id.data === RI_REPORT_IDS.investor && acting !== INVESTOR_DASHBOARD_COMPANY_ID)
      throw reportingError('EMBEDDED_REPORT.FORBIDDEN', 'This report belongs to another company');
    const companyId = dataCompanyOf(id.data);
    const accessToken = await signPurposeToken(
      { reportId: id.data, companyId, sub: String(principal.userId) },
      this.runtime.config.jwt,
      EMBED_TOKEN_AUDIENCE,
      EMBED_TOKEN_TTL_SECONDS,
    );
    return {
      data: {
        reportId: id.data,
        name: REPORT_NAMES[id.data] ?? id.data,
        accessToken,
        expiresAt: new Date(Date.now() + EMBED_TOKEN_TTL_SECONDS * 1000).toISOString(),
        embedUrl: [
          { embedUrl: `/api/embedded-reports/${id.data}/view?token=${encodeURIComponent(accessToken)}` },
        ],
      },
    };
  }

  @Public()
  @Get(':reportId/view')
  async view(
    @Param('reportId') reportId: string,
    @Query('token') token: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const claims = token
      ? await verifyPurposeToken(token, this.runtime.config.jwt, EMBED_TOKEN_AUDIENCE)
      : null;
    void reply
      .header('content-security-policy', VIEW_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/html; charset=utf-8');
    if (!claims || claims.reportId !== reportId || typeof claims.companyId !== 'number') {
      await reply
        .status(401)
        .send(
          '<!doctype html><html lang="en"><title>Report unavailable</title><body style="font:14px system-ui;padding:24px"><p>This report link has expired. Open the dashboards again from the platform.</p></body></html>',
        );
      return;
    }
    const companyId = claims.companyId;
    const [aggregates, overview] = await Promise.all([
      scopeAggregates(this.store, companyId, 'portfolio', companyId),
      portfolioOverview(this.store, companyId, undefined, new Date().toISOString().slice(0, 10)),
    ]);
    await reply.status(200).send(
      renderRiReport({
        title: REPORT_NAMES[reportId] ?? 'Responsible Investing Dashboards',
        companyName: aggregates.scopeName ?? overview.name,
        aggregates,
        overview,
      }),
    );
  }
}
