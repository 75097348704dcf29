import { Command } from '@nestjs/cqrs';
import type { CiteEvidenceRequest, EvidenceCitation } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/values/{metricCode}/citations (issue 27 item 3, ADR 0185, rule 129): the reporting
 * company says where in a document of the period a value is read from — a page of a PDF, a cell of a workbook
 * (whose content is read from the file when no quote is given), an image as a whole. The value keeps its
 * version: a citation is evidence about it, kept beside it and recorded as an event.
 */
export class CiteEvidenceCommand extends Command<EvidenceCitation> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly request: CiteEvidenceRequest,
  ) {
    super();
  }
}
