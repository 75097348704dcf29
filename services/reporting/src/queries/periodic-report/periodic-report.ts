import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  PERIODIC_REPORT_FORMATS,
  periodicReportFileName,
  type ApiResponse,
  type PeriodicReport,
  type PeriodicReportFormat,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { attachmentDisposition, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { readPeriodicReport } from '../../application/periodic-report';
import { readableFund } from '../../application/taxonomy-fund';
import { periodicReportDocument } from '../../domain/periodic-report/periodic-document';
import { toDocx } from '../../infrastructure/documents/docx';
import { toPdf } from '../../infrastructure/documents/pdf';
import { toXlsx } from '../../infrastructure/documents/xlsx';
import { documentPipe, idPipe } from '../../http/params';

const CONTENT_TYPES: Record<PeriodicReportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The periodic report of an Article 8 or 9 fund (Delegated Regulation 2022/1288, Annexes IV and V; issue 26):
 * `GET /funds/{fundId}/periodic-report/{year}` as data, `.docx` (editable Word), `.pdf` (A3 landscape,
 * page numbers, the fund and its LEI on every page) and `.xlsx` (the tables and the diagram as numbers). Read like the fund's PAI statement (rule 115).
 */
@Controller('funds/:fundId/periodic-report')
export class PeriodicReportController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':document')
  async report(
    @Param('fundId', idPipe('fundId')) fundId: number,
    @Param('document', documentPipe(PERIODIC_REPORT_FORMATS))
    document: { year: number; format: PeriodicReportFormat | null },
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<PeriodicReport> | Buffer> {
    const fund = await readableFund(this.store, principal, fundId);
    const report = await readPeriodicReport(this.store, fund, document.year);
    if (document.format === null) return { data: report };
    const model = periodicReportDocument(report);
    const body =
      document.format === 'docx'
        ? await toDocx(model)
        : document.format === 'xlsx'
          ? await toXlsx(model)
          : toPdf(model);
    void reply
      .header('content-type', CONTENT_TYPES[document.format])
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        attachmentDisposition(periodicReportFileName(document.year, report.fundName, document.format)),
      );
    return body;
  }
}
