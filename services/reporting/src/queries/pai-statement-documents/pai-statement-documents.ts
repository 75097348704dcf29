import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  PAI_STATEMENT_FORMATS,
  paiStatementFileName,
  type ApiResponse,
  type PaiEntityStatement,
  type PaiStatementFormat,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { attachmentDisposition, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { assertMayReadPaiStatements } from '../../application/pai-report-access';
import { readEntityStatement } from '../../application/pai-entity-statement';
import { statementDocument } from '../../domain/pai-statement/statement-document';
import { toDocx } from '../../infrastructure/documents/docx';
import { toPdf } from '../../infrastructure/documents/pdf';
import { toXlsx } from '../../infrastructure/documents/xlsx';
import { documentPipe, idPipe } from '../../http/params';

const CONTENT_TYPES: Record<PaiStatementFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The entity-level statement on principal adverse impacts of a GP (Delegated Regulation 2022/1288, Annex I;
 * issue 26): `GET /pai/statements/{companyId}/{year}` as data for the screen, and `.docx` (editable Word),
 * `.pdf` (A3 landscape, page numbers, the entity's name and LEI on every page) and `.xlsx` (figures as
 * numbers) for filing. Read like the PAI statements (the GP's users, rule 115).
 */
@Controller('pai/statements')
export class PaiStatementDocumentsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':companyId/:document')
  async statement(
    @Param('companyId', idPipe('companyId')) companyId: number,
    @Param('document', documentPipe(PAI_STATEMENT_FORMATS))
    document: { year: number; format: PaiStatementFormat | null },
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<PaiEntityStatement> | Buffer> {
    assertMayReadPaiStatements(principal, companyId);
    const statement = await readEntityStatement(this.store, companyId, document.year);
    if (document.format === null) return { data: statement };
    const model = statementDocument(statement);
    const body =
      document.format === 'docx'
        ? await toDocx(model)
        : document.format === 'pdf'
          ? toPdf(model)
          : await toXlsx(model);
    void reply
      .header('content-type', CONTENT_TYPES[document.format])
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        attachmentDisposition(paiStatementFileName(document.year, statement.entityName, document.format)),
      );
    return body;
  }
}
