import { Controller, Inject, Param, Post, Req } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_MAX_BYTES,
  type ApiResponse,
  type PositionSet,
  type PositionsImportRefusal,
  type RejectedRow,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  CurrentPrincipal,
  DomainError,
  multipartSource,
  STORE,
  type Principal,
  type UploadSource,
} from '@esg/platform';
import type { Company } from '../../domain/company';
import type { PositionViolation } from '../../domain/positions';
import { readPositionsTable, violationsAsRows } from '../../domain/positions-import';
import { fundIdPipe } from '../../http/portfolio-params';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { getFund, presentPositionSet, recordPositions } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { readPositionsFile } from '../../spreadsheets/positions-reader';
import { inspectImportUpload, type InspectedUpload } from '../../uploads/inspect-upload';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * POST funds/{id}/positions/{date}/import: a fund's positions on a quarter end from a CSV or an Excel
 * workbook (docs/portfolio.md "Positions import"), with the fund's `allInvestments` as a form field.
 * The same rules as PUT funds/{id}/positions/{date}; all or nothing: a refusal (422) lists every
 * refused row of the file with its reason, and records nothing.
 */
export class ImportPositionsCommand extends Command<{ set: PositionSet; rowsRead: number }> {
  constructor(
    readonly fundId: number,
    readonly date: string,
    /** The multipart body, read only once the caller is admitted (ADR 0018; issue 23, finding 8). */
    readonly source: UploadSource,
    readonly principal: Principal,
  ) {
    super();
  }
}

/** The positions file of an import body, vetted (ADR 0014), and the fund's `allInvestments` field. */
async function readPositionsImport(
  source: UploadSource,
): Promise<{ upload: InspectedUpload; allInvestments: number }> {
  const body = await source.read();
  const file = body.files[0];
  if (!file) throw dataCollectionError('POSITIONS.VALIDATION', 'Attach the positions file (.csv or .xlsx)');
  const raw = (body.fields.allInvestments ?? '').trim();
  const allInvestments = Number(raw);
  if (raw === '' || !Number.isFinite(allInvestments))
    throw dataCollectionError(
      'POSITIONS.VALIDATION',
      'allInvestments: give the current value of all the fund’s investments on the date, in EUR',
    );
  return { upload: inspectImportUpload(file), allInvestments };
}

const refused = (refusal: PositionsImportRefusal): DomainError => {
  const [first] = refusal.rejected;
  const count = refusal.rejected.length;
  return dataCollectionError(
    'POSITIONS.UNPROCESSABLE',
    `Nothing was recorded: ${count} ${count === 1 ? 'problem' : 'problems'} in the file (first: row ${first?.row}: ${first?.reason})`,
    refusal,
  );
};

@CommandHandler(ImportPositionsCommand)
export class ImportPositionsHandler implements ICommandHandler<ImportPositionsCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ fundId, date, source, principal }: ImportPositionsCommand) {
    // Who is asking first, then the body: a caller who may not manage the fund is refused before its
    // first byte is read (checked again in the transaction below).
    const owner = await getFund(this.store, fundId);
    await this.access.assertMayManageFunds(
      principal,
      await this.companies.getFor(principal, owner.company_id, this.store),
      this.store,
    );
    const { upload, allInvestments } = await readPositionsImport(source);
    // Read the file before the write transaction: parsing must not hold the store's lock.
    const rows = await readPositionsFile(upload).catch((error: Error) => {
      throw refused({
        rowsRead: 0,
        rejected: [
          { row: 1, metricCode: null, reference: null, rule: 'file.unreadable', reason: error.message },
        ],
      });
    });
    return this.store.transaction(async (tx) => {
      const fund = await getFund(tx, fundId);
      const manager = await this.companies.getFor(principal, fund.company_id, tx);
      await this.access.assertMayManageFunds(principal, manager, tx);
      const portfolio = await tx.find<Company>('companies', { parent_id: manager.companyId, type: 'pc' });
      const table = readPositionsTable(
        rows,
        portfolio.map((c) => ({ id: c.companyId, name: c.name })),
      );
      const rejected: RejectedRow[] = [...table.rejected];
      let set: Awaited<ReturnType<typeof recordPositions>> | null = null;
      try {
        // The rows that could be read are judged by the positions rules, so that every problem is listed.
        set = await recordPositions(
          tx,
          fund,
          date,
          { allInvestments, positions: table.positions },
          { userId: principal.userId, admin: principal.role === 'admin' },
        );
      } catch (error) {
        const violations = (error as DomainError).details?.violations as PositionViolation[] | undefined;
        if (!(error instanceof DomainError) || error.code !== 'POSITIONS.UNPROCESSABLE' || !violations)
          throw error;
        rejected.push(...violationsAsRows(violations, table));
      }
      // Thrown inside the transaction: nothing of it is kept.
      if (rejected.length > 0 || set === null)
        throw refused({ rowsRead: table.rowsRead, rejected: rejected.sort((a, b) => a.row - b.row) });
      return { set: presentPositionSet(set), rowsRead: table.rowsRead };
    });
  }
}

@Controller('funds')
export class ImportPositionsController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart: `file` (.csv or .xlsx) and `allInvestments` (EUR). 201 the recorded set. */
  @Post(':fundId/positions/:date/import')
  async import(
    @Param('fundId', fundIdPipe()) fundId: number,
    @Param('date') date: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PositionSet>> {
    const source = multipartSource(request, { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 });
    const { set, rowsRead } = await this.commands.execute(
      new ImportPositionsCommand(fundId, date, source, principal),
    );
    return {
      data: set,
      message: `${rowsRead} position${rowsRead === 1 ? '' : 's'} recorded for ${date}`,
    };
  }
}
