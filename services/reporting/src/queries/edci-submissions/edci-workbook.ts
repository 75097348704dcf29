import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { edciWorkbookFileName, neutraliseWorkbook, type EdciCell, type EdciSubmission } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { attachmentDisposition, CurrentPrincipal, IdPipe, STORE, type Principal } from '@esg/platform';
import { edciSubmissionDetail } from './edci-submissions';

const cellValue = (value: EdciCell['value']): string | number | null =>
  value === null ? null : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;

/** The column heading of a metric: `EDCI-GHG-1 Scope 1 emissions (tCO2e)`. */
export const metricHeading = (m: EdciSubmission['metrics'][number]): string =>
  `${m.id} ${m.name} (${m.unit})`;

/**
 * The submission workbook (ADR 0075). EDCI's own Data Submission Template is not among the reference files,
 * so the layout is ours and follows its shape: one row per reported portfolio company, one column per EDCI
 * metric (id, name and unit in the heading), values as numbers (shares in %, yes/no as Yes/No). Beside it:
 * the submission's facts, the companies left out (reported by another member), every validation issue,
 * the metric definitions with how each figure is made, and the history ("History" is a name Excel reserves).
 */
export async function edciWorkbook(submission: EdciSubmission): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ESG platform';
  const bold = (sheet: ExcelJS.Worksheet) => {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  };

  const data = workbook.addWorksheet('Portfolio data');
  data.columns = [
    { header: 'Company', key: 'company', width: 32 },
    { header: 'Period', key: 'period', width: 10 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Required metrics answered (%)', key: 'percent', width: 14 },
    ...submission.metrics.map((m) => ({ header: metricHeading(m), key: m.id, width: 22 })),
  ];
  bold(data);
  for (const row of submission.companies.filter((r) => r.exclusion === null)) {
    const values: Record<string, string | number | null> = {
      company: row.name,
      period: row.period,
      status: row.status,
      percent: row.completeness.percent,
    };
    for (const cell of row.cells) values[cell.metricId] = cellValue(cell.value);
    data.addRow(values);
  }

  const facts = workbook.addWorksheet('Submission');
  facts.columns = [
    { header: 'Field', key: 'field', width: 28 },
    { header: 'Value', key: 'value', width: 70 },
  ];
  bold(facts);
  for (const [field, value] of [
    ['General partner', submission.companyName],
    ['GP key', submission.gpKey ?? ''],
    ['Reporting year', submission.year],
    ['Status', submission.status],
    ['Submitted at', submission.submittedAt ?? ''],
    ['Companies reported', submission.included],
    ['Companies complete', submission.complete],
    ['Companies excluded', submission.excluded],
    ['How the figures were made', submission.howMade],
    ['Reference data', submission.reference.source],
    // For an auditor who compares two workbooks: the same fingerprint, the same reference data.
    ['Reference data fingerprint', submission.reference.version],
  ] as const)
    facts.addRow({ field, value });

  const excluded = workbook.addWorksheet('Excluded companies');
  excluded.columns = [
    { header: 'Company', key: 'company', width: 32 },
    { header: 'Reported by (EDCI member)', key: 'reportedBy', width: 32 },
    { header: 'Note', key: 'note', width: 50 },
    { header: 'Flagged by', key: 'by', width: 24 },
    { header: 'Flagged at', key: 'at', width: 24 },
  ];
  bold(excluded);
  for (const row of submission.companies)
    if (row.exclusion)
      excluded.addRow({
        company: row.name,
        reportedBy: row.exclusion.reportedBy,
        note: row.exclusion.note ?? '',
        by: row.exclusion.by.name ?? `User ${row.exclusion.by.userId}`,
        at: row.exclusion.at,
      });

  const issues = workbook.addWorksheet('Validation');
  issues.columns = [
    { header: 'Company', key: 'company', width: 32 },
    { header: 'Metric', key: 'metric', width: 14 },
    { header: 'Severity', key: 'severity', width: 10 },
    { header: 'Issue', key: 'message', width: 90 },
  ];
  bold(issues);
  for (const row of submission.companies.filter((r) => r.exclusion === null))
    for (const issue of row.issues)
      issues.addRow({
        company: row.name,
        metric: issue.metricId ?? '',
        severity: issue.severity,
        message: issue.message,
      });

  const metrics = workbook.addWorksheet('Metrics');
  metrics.columns = [
    { header: 'EDCI metric', key: 'id', width: 14 },
    { header: 'Name', key: 'name', width: 40 },
    { header: 'Category', key: 'category', width: 30 },
    { header: 'Unit', key: 'unit', width: 10 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Formula (dictionary codes)', key: 'formula', width: 60 },
    { header: 'Definition', key: 'definition', width: 90 },
  ];
  bold(metrics);
  for (const m of submission.metrics) metrics.addRow({ ...m, required: m.required ? 'Yes' : 'No' });

  const history = workbook.addWorksheet('Submission history');
  history.columns = [
    { header: 'When', key: 'at', width: 24 },
    { header: 'Who', key: 'who', width: 24 },
    { header: 'What', key: 'summary', width: 60 },
    { header: 'Changes', key: 'changes', width: 90 },
  ];
  bold(history);
  for (const h of submission.history)
    history.addRow({
      at: h.at,
      who: h.userName ?? `User ${h.userId}`,
      summary: h.summary,
      changes: h.changes.join('\n'),
    });
  // Company names, notes and texts come from users: no cell may start a formula (issue 23, finding 4).
  neutraliseWorkbook(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /api/edci/submissions/{id}/workbook.xlsx: the submission as a workbook (draft or submitted). */
@Controller('edci')
export class EdciWorkbookController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('submissions/:id/workbook.xlsx')
  async workbook(
    @Param('id', new IdPipe('id')) id: number,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const submission = await edciSubmissionDetail(this.store, principal, id);
    const data = await edciWorkbook(submission);
    await reply
      .status(200)
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        attachmentDisposition(edciWorkbookFileName(submission.year, submission.gpKey)),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}
