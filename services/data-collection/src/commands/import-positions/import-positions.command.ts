import { Command } from '@nestjs/cqrs';
import type { PositionSet } from '@esg/contracts';
import type { Principal, UploadSource } from '@esg/platform';

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
