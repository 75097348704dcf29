import { Command } from '@nestjs/cqrs';
import type { ImportResult } from '@esg/contracts';
import type { Principal, UploadSource } from '@esg/platform';

/**
 * POST /responses/{id}/import: the filled template (.xlsx), EFRAG's VSME Digital Template (.xlsx, told
 * by its defined names, ADR 0141) or the Invest Europe long CSV. Every row
 * is validated like a value typed on screen; the import applies all rows or none, and a refusal
 * (422) lists each rejected row with its metric and reason.
 */
export class ImportValuesCommand extends Command<ImportResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    /** The multipart body, read only once the caller is admitted (ADR 0018; issue 23, finding 8). */
    readonly source: UploadSource,
  ) {
    super();
  }
}
