import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { neutraliseWorkbook, paiEetQuerySchema, type PaiEetQuery } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  attachmentDisposition,
  CurrentPrincipal,
  IdPipe,
  STORE,
  ZodPipe,
  type Principal,
} from '@esg/platform';
import { assertMayReadPaiStatements } from '../../application/pai-report-access';
import { PAI_INDICATORS, isKnownIndicatorId } from '../../domain/pai/catalogue';
import { eetPaiRows, type EetField, type EetRow } from '../../domain/pai/eet';
import { EET_WORKBOOK, readEetPaiFields } from '../../infrastructure/eet-fields';
import { PAI_FUNDS, PAI_SELECTIONS, PAI_STATEMENTS } from '../../infrastructure/migrations';
import type { PaiSelectionRecord } from '../../integration/pai-selections.consumer';
import { yearPipe } from '../../http/params';
import { statementId, type FundRecord, type StatementRecord } from '../../projections/pai.projection';
import { reportingError } from '../../domain/reporting.errors';

/** The workbook's PAI fields, read once per process (the official file does not change while running). */
let fields: Promise<EetField[]> | null = null;
const eetFields = (): Promise<EetField[]> => {
  fields ??= readEetPaiFields().catch((error: unknown) => {
    fields = null;
    throw error;
  });
  return fields;
};

/**
 * The indicators marked Considered (Y): every Table 1 indicator, which Article 4 and Annex I make
 * mandatory, and the optional Table 2 and 3 indicators named (the company's selection); others N.
 */
export function consideredIndicators(optional: readonly string[]): Set<string> {
  const named = new Set(optional);
  return new Set(
    PAI_INDICATORS.filter((d) => d.table === 'Table 1' || named.has(d.id) || named.has(d.parentId)).map(
      (d) => d.id,
    ),
  );
}

/** The EET workbook: sheet EET as the template exchanges it (row 1 the DATA NAMEs, row 2 the values), and a
 * sheet listing the same fields one per line for a person to read. */
export async function eetWorkbook(rows: readonly EetRow[], fieldList: readonly EetField[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ESG platform';
  const eet = workbook.addWorksheet('EET');
  eet.addRow(rows.map((r) => r.dataName));
  eet.addRow(rows.map((r) => r.value ?? null));
  eet.getRow(1).font = { bold: true };
  const list = workbook.addWorksheet('PAI fields');
  list.columns = [
    { header: 'NUM', key: 'num', width: 8 },
    { header: 'DATA NAME', key: 'dataName', width: 70 },
    { header: 'VALUE', key: 'value', width: 22 },
    { header: 'CODIFICATION', key: 'codification', width: 40 },
  ];
  list.getRow(1).font = { bold: true };
  const codification = new Map(fieldList.map((f) => [f.code, f.codification]));
  for (const r of rows)
    list.addRow({
      num: r.num,
      dataName: r.dataName,
      value: r.value ?? null,
      codification: codification.get(r.code) ?? '',
    });
  const source = workbook.addWorksheet('Source');
  source.addRow(['Template', `FinDatEx European ESG Template V1.1.2 (${EET_WORKBOOK})`]);
  source.addRow(['Fields', 'PAI fields 30000–33440: Value / Considered / Coverage / Eligible per indicator']);
  source.addRow(['Ratios', 'as fractions (0.5 = 50%), as the EET codification says']);
  // Fund names and texts come from users: no cell may start a formula (issue 23, finding 4).
  neutraliseWorkbook(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * GET /pai/funds/{fundId}/{year}/eet.xlsx and /pai/entities/{companyId}/{year}/eet.xlsx (issue 10): the
 * statement's figures as the PAI part of the FinDatEx EET (domain/pai/eet.ts maps them), for
 * distributors. `?considered=T2-4,T3-9` names the optional indicators the company considers; without it, the
 * company's selection (integration/pai-selections.consumer.ts) is used.
 */
@Controller('pai')
export class PaiEetController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('funds/:fundId/:year/eet.xlsx')
  async fund(
    @Param('fundId', new IdPipe('fundId')) fundId: number,
    @Param('year', yearPipe) year: number,
    @Query(new ZodPipe(paiEetQuerySchema)) query: PaiEetQuery,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const fund = await this.store.get<FundRecord>(PAI_FUNDS, String(fundId));
    if (!fund) throw reportingError('PAI_FUND.NOT_FOUND', `There is no fund ${fundId} with PAI data`);
    assertMayReadPaiStatements(principal, fund.companyId);
    const record = await this.store.get<StatementRecord>(PAI_STATEMENTS, statementId('fund', fundId, year));
    await this.send(
      reply,
      record,
      year,
      await this.considered(query, fund.companyId),
      `EET-PAI-${year}-${slug(fund.name ?? `fund-${fundId}`)}.xlsx`,
    );
  }

  @Get('entities/:companyId/:year/eet.xlsx')
  async entity(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Param('year', yearPipe) year: number,
    @Query(new ZodPipe(paiEetQuerySchema)) query: PaiEetQuery,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertMayReadPaiStatements(principal, companyId);
    const record = await this.store.get<StatementRecord>(
      PAI_STATEMENTS,
      statementId('entity', companyId, year),
    );
    await this.send(
      reply,
      record,
      year,
      await this.considered(query, companyId),
      `EET-PAI-${year}-entity-${companyId}.xlsx`,
    );
  }

  /** The optional indicators named in the query, else the company's selection as data collection announced it. */
  private async considered(query: PaiEetQuery, companyId: number): Promise<string[]> {
    if (query.considered === undefined)
      return (
        (await this.store.get<PaiSelectionRecord>(PAI_SELECTIONS, String(companyId)))?.indicatorIds ?? []
      );
    const named = query.considered
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    for (const id of named)
      if (!isKnownIndicatorId(id))
        throw reportingError('PAI_INDICATOR.NOT_FOUND', `There is no PAI indicator "${id}"`);
    return named;
  }

  private async send(
    reply: FastifyReply,
    record: StatementRecord | null,
    year: number,
    optional: readonly string[],
    fileName: string,
  ): Promise<void> {
    if (!record?.calculation)
      throw reportingError(
        'PAI.UNPROCESSABLE',
        record?.error ??
          `There are no PAI figures for ${year} yet: record positions at its quarter ends to export the EET`,
      );
    const fieldList = await eetFields();
    const quarterEnds = record.quarterEnds;
    const rows = eetPaiRows(fieldList, record.calculation.indicators, {
      referenceDate: quarterEnds[quarterEnds.length - 1] ?? `${year}-12-31`,
      // The figures are the calendar year's (the average of its quarter ends, Article 6(3)): docs/pai-methodology.md.
      frequency: 'A',
      considered: consideredIndicators(optional),
    });
    const data = await eetWorkbook(rows, fieldList);
    await reply
      .status(200)
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}
