import { Body, Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  citeEvidenceRequestSchema,
  evidenceKindOf,
  type ApiResponse,
  type CiteEvidenceRequest,
  type EvidenceCitation,
} from '@esg/contracts';
import type { FileStore } from '@esg/persistence';
import {
  AttachmentStore,
  CurrentPrincipal,
  DomainError,
  FILE_STORE,
  ZodPipe,
  type Principal,
} from '@esg/platform';
import { EVIDENCE_CITATIONS, evidenceOf, type CitationDoc } from '../../application/evidence/citations';
import { responseEvent, responseRef } from '../../application/response-events';
import { ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { userName } from '../../application/transitions';
import { cellText } from '../../spreadsheets/cell-values';
import { formatCellReference, parseCellReference, pdfPageCount } from '../../domain/evidence/document-places';
import type { ResponseDoc } from '../../domain/esg/response';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { EVIDENCE_FILES, type EvidenceDoc } from '../upload-evidence/upload-evidence';

const invalid = (field: string, message: string) =>
  new DomainError('EVIDENCE.UNPROCESSABLE', `${field}: ${message}`, { field });
const citationIdSchema = z.uuid({ error: 'citationId must be a citation id' });

/**
 * POST /responses/{id}/values/{metricCode}/citations and DELETE …/citations/{citationId} (issue 27 item 3,
 * ADR 0185, rule 129): the reporting company says where in a document of the period a value is read from —
 * a page of a PDF, a cell of a workbook (whose content is read from the file when no quote is given), an
 * image as a whole — or takes that back. The value keeps its version: a citation is evidence about it, kept
 * beside it and recorded as an event.
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

export class RemoveCitationCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly citationId: string,
  ) {
    super();
  }
}

/** The caller may cite for this value: the company's users, or a contributor it is assigned to. */
async function requireCiting(
  workspace: ResponseWorkspace,
  principal: Principal,
  responseId: number,
  metricCode: string,
  tx: Parameters<ResponseWorkspace['open']>[2],
): Promise<ResponseDoc> {
  const { response, access } = await workspace.open(principal, responseId, tx);
  requireSide(access.company || access.contributor, "Only the reporting company's users cite evidence");
  const state = await workspace.state(tx!, response);
  if (!state.codes.includes(metricCode))
    throw new DomainError('METRIC.NOT_FOUND', `${metricCode} is not a metric of this response`);
  if (access.contributor && !workspace.assignedCodes(response, state.tree, principal.userId).has(metricCode))
    throw new DomainError('RESPONSE.FORBIDDEN', `${metricCode} is not assigned to you`);
  if (!state.values.get(metricCode))
    throw new DomainError('RESPONSE.VALIDATION', `Enter the value of ${metricCode} before citing evidence`);
  return response;
}

@CommandHandler(CiteEvidenceCommand)
export class CiteEvidenceHandler implements ICommandHandler<CiteEvidenceCommand> {
  private readonly attachments: AttachmentStore;

  constructor(
    private readonly workspace: ResponseWorkspace,
    @Inject(FILE_STORE) files: FileStore,
  ) {
    this.attachments = new AttachmentStore(files);
  }

  async execute({ principal, responseId, metricCode, request }: CiteEvidenceCommand) {
    // The place is checked against the file before the transaction (reading a workbook takes a moment).
    const { response: admitted, access } = await this.workspace.open(principal, responseId);
    requireSide(access.company || access.contributor, "Only the reporting company's users cite evidence");
    const file = await this.workspace.store.get<EvidenceDoc>(EVIDENCE_FILES, request.fileId);
    if (!file || file.companyId !== admitted.companyId || file.period !== admitted.period)
      throw invalid('fileId', 'choose a document attached to a value of this period');
    const place = await this.place(file, request);
    return this.workspace.store.transaction(async (tx) => {
      const response = await requireCiting(this.workspace, principal, responseId, metricCode, tx);
      const now = new Date().toISOString();
      const doc: CitationDoc = {
        id: crypto.randomUUID(),
        fileId: file.fileId,
        companyId: response.companyId,
        period: response.period,
        metricCode,
        ...place,
        byId: principal.userId,
        byName: await userName(tx, principal.userId),
        at: now,
      };
      await tx.insert<CitationDoc>(EVIDENCE_CITATIONS, doc);
      await tx.append([
        responseEvent('data-collection.response.evidence-cited.v1', response, principal.userId, {
          ...responseRef(response),
          metricCode,
          citationId: doc.id,
          fileId: file.fileId,
          fileName: file.name,
          page: doc.page,
          cell: doc.cell,
          quote: doc.quote,
          actorId: principal.userId,
          at: now,
        }),
      ]);
      const { citations } = await evidenceOf(tx, [response.companyId], [response.period]);
      return citations.find((c) => c.citationId === doc.id)!;
    });
  }

  /** The page, cell and quote as stored: a PDF needs a page it has, a workbook a cell that holds something. */
  private async place(
    file: EvidenceDoc,
    request: CiteEvidenceRequest,
  ): Promise<Pick<CitationDoc, 'page' | 'cell' | 'quote'>> {
    const quote = request.quote && request.quote.length > 0 ? request.quote : null;
    switch (evidenceKindOf(file.mediaType)) {
      case 'pdf': {
        if (request.cell !== undefined) throw invalid('cell', 'a PDF has pages, not cells: give the page');
        if (request.page === undefined)
          throw invalid('page', 'give the page of the document the value is on');
        const data = await this.attachments.read(file.fileId);
        const pages = data ? pdfPageCount(data) : null;
        if (pages !== null && request.page > pages)
          throw invalid('page', `the document has ${pages} page${pages === 1 ? '' : 's'}`);
        return { page: request.page, cell: null, quote };
      }
      case 'spreadsheet': {
        if (request.page !== undefined)
          throw invalid('page', 'a workbook has cells, not pages: give the cell');
        if (request.cell === undefined)
          throw invalid('cell', 'give the cell the value is read from, such as B12');
        return this.cell(file, request.cell, quote);
      }
      case 'image':
      case 'document':
        if (request.cell !== undefined) throw invalid('cell', 'only a workbook has cells');
        return { page: request.page ?? null, cell: null, quote };
    }
  }

  /** An xlsx workbook's cell is looked up: its sheet must exist and the cell hold something (its text is the quote). */
  private async cell(
    file: EvidenceDoc,
    reference: string,
    quote: string | null,
  ): Promise<Pick<CitationDoc, 'page' | 'cell' | 'quote'>> {
    const place = parseCellReference(reference);
    const data = await this.attachments.read(file.fileId);
    if (!data || !file.mediaType.includes('spreadsheetml'))
      return { page: null, cell: formatCellReference(place, null), quote };
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      return { page: null, cell: formatCellReference(place, null), quote };
    }
    const sheet = place.sheet === null ? workbook.worksheets[0] : workbook.getWorksheet(place.sheet);
    if (!sheet)
      throw invalid(
        'cell',
        `the workbook has no sheet "${place.sheet ?? ''}" (its sheets: ${workbook.worksheets.map((w) => w.name).join(', ')})`,
      );
    const text = cellText(sheet.getCell(place.address).value);
    if (text === '') throw invalid('cell', `${place.address} of sheet ${sheet.name} is empty`);
    return { page: null, cell: formatCellReference(place, sheet.name), quote: quote ?? text };
  }
}

@CommandHandler(RemoveCitationCommand)
export class RemoveCitationHandler implements ICommandHandler<RemoveCitationCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, metricCode, citationId }: RemoveCitationCommand): Promise<void> {
    await this.workspace.store.transaction(async (tx) => {
      const response = await requireCiting(this.workspace, principal, responseId, metricCode, tx);
      const doc = await tx.get<CitationDoc>(EVIDENCE_CITATIONS, citationId);
      if (
        !doc ||
        doc.companyId !== response.companyId ||
        doc.period !== response.period ||
        doc.metricCode !== metricCode
      )
        throw new DomainError('CITATION.NOT_FOUND', `Citation ${citationId} was not found`);
      await tx.delete(EVIDENCE_CITATIONS, citationId);
      const now = new Date().toISOString();
      await tx.append([
        responseEvent('data-collection.response.evidence-citation-removed.v1', response, principal.userId, {
          ...responseRef(response),
          metricCode,
          citationId,
          fileId: doc.fileId,
          actorId: principal.userId,
          at: now,
        }),
      ]);
    });
  }
}

@Controller('responses')
export class CiteEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/values/:metricCode/citations')
  async cite(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Body(new ZodPipe(citeEvidenceRequestSchema)) body: CiteEvidenceRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EvidenceCitation>> {
    return {
      data: await this.commands.execute(new CiteEvidenceCommand(principal, id, metricCode, body)),
      message: 'Evidence cited',
    };
  }

  @Delete(':id/values/:metricCode/citations/:citationId')
  @HttpCode(200)
  async remove(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Param('citationId', new ZodPipe(citationIdSchema)) citationId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new RemoveCitationCommand(principal, id, metricCode, citationId));
    return { data: null, message: 'Citation removed' };
  }
}
