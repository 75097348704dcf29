import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { evidenceKindOf, type CiteEvidenceRequest } from '@esg/contracts';
import type { FileStore } from '@esg/persistence';
import { AttachmentStore, FILE_STORE } from '@esg/platform';
import {
  EVIDENCE_CITATIONS,
  evidenceOf,
  requireCiting,
  type CitationDoc,
} from '../../application/evidence/citations';
import { responseEvent, responseRef } from '../../application/response-events';
import { ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { userName } from '../../application/transitions';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { formatCellReference, parseCellReference, pdfPageCount } from '../../domain/evidence/document-places';
import { cellText } from '../../spreadsheets/cell-values';
import { EVIDENCE_FILES, type EvidenceDoc } from '../upload-evidence/upload-evidence.handler';
import { CiteEvidenceCommand } from './cite-evidence.command';

/** A place that does not fit the file: 422, the message starting with the field the form shows it under. */
const invalid = (field: string, message: string) =>
  dataCollectionError('EVIDENCE.UNPROCESSABLE', `${field}: ${message}`, { field });

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
          mediaType: file.mediaType,
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
