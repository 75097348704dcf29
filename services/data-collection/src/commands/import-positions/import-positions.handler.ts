import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PositionsImportRefusal, RejectedRow } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { DomainError, STORE, type UploadSource } from '@esg/platform';
import type { Company } from '../../domain/company';
import type { PositionViolation } from '../../domain/positions';
import { readPositionsTable, violationsAsRows } from '../../domain/positions-import';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { getFund, presentPositionSet, recordPositions } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { readPositionsFile } from '../../spreadsheets/positions-reader';
import { inspectImportUpload, type InspectedUpload } from '../../uploads/inspect-upload';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { ImportPositionsCommand } from './import-positions.command';

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
