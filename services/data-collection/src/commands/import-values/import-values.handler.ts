import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type {
  CloudEvent,
  ImportResult,
  RejectedRow,
  SaveValueRequest,
  VsmeTemplateSummary,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import type { UploadSource } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { investEuropeCsvChanges } from '../../application/invest-europe-csv';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import {
  RESPONSES,
  ResponseWorkspace,
  requireSide,
  type ResponseState,
} from '../../application/response-workspace';
import { moved, userName } from '../../application/transitions';
import { ValueWriter, type ValueChange } from '../../application/value-writer';
import { nextStatus } from '../../domain/esg/response';
import { loadReferenceData } from '../../reference/reference-data';
import { INVEST_EUROPE_STANDARD_ID } from '../../reference/invest-europe.importer';
import { readVsmeTemplateUpload } from '../../application/vsme-template-import';
import { readTemplate, type TemplateInput } from '../../spreadsheets/template-reader';
import { STATUS_VALUES } from '../../spreadsheets/response-template';
import { inspectImportUpload, type InspectedUpload } from '../../uploads/inspect-upload';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { ImportValuesCommand } from './import-values.command';

/** The file of an import body, vetted (ADR 0014), and the VSME template's exchange rate when given. */
async function readImport(
  source: UploadSource,
): Promise<{ upload: InspectedUpload; exchangeRate: number | null }> {
  const body = await source.read();
  const file = body.files[0];
  if (!file)
    throw dataCollectionError('IMPORT.VALIDATION', 'Attach the filled template or the Invest Europe CSV');
  const upload = inspectImportUpload(file);
  const rate = body.fields.exchangeRate?.trim();
  const exchangeRate = rate ? Number(rate) : null;
  if (exchangeRate !== null && !(Number.isFinite(exchangeRate) && exchangeRate > 0))
    throw dataCollectionError(
      'IMPORT.VALIDATION',
      'exchangeRate must be a positive number (EUR per unit of the currency)',
    );
  return { upload, exchangeRate };
}

export interface ImportDoc extends Doc {
  importId: string;
  responseId: number;
  format: ImportResult['format'];
  rowsRead: number;
  applied: number;
  importedAt: string;
  importedBy: number;
  /** A VSME Digital Template's own description (its entity identifier serves the XBRL report). */
  vsme?: VsmeTemplateSummary;
}

export const RESPONSE_IMPORTS = 'response_imports';

const refused = (
  format: ImportResult['format'] | null,
  rowsRead: number,
  rejected: RejectedRow[],
  vsme?: VsmeTemplateSummary,
) =>
  dataCollectionError(
    'IMPORT.UNPROCESSABLE',
    `Nothing was imported: ${rejected.length} row${rejected.length > 1 ? 's were' : ' was'} rejected (first: ${rejected[0].sheet ? `${rejected[0].sheet}!${rejected[0].cell}` : `row ${rejected[0].row}`}${rejected[0].metricCode ? `, ${rejected[0].metricCode}` : ''}: ${rejected[0].reason})`,
    { format, rowsRead, rejected, ...(vsme ? { vsme } : {}) },
  );

@CommandHandler(ImportValuesCommand)
export class ImportValuesHandler implements ICommandHandler<ImportValuesCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly writer: ValueWriter,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({ principal, responseId, source }: ImportValuesCommand): Promise<ImportResult> {
    // Who is asking first, then the body: another tenant's upload is refused before its first byte.
    const { response: before, access: seen } = await this.workspace.open(principal, responseId);
    requireSide(seen.company, "Only the reporting company's users import values");
    // Parse before the write transaction: reading a large workbook must not hold the store's lock.
    const { upload, exchangeRate } = await readImport(source);
    const format: ImportResult['format'] =
      upload.kind === 'csv'
        ? 'invest-europe-csv'
        : upload.workbook === 'vsme-digital-template'
          ? 'vsme-digital-template'
          : 'template';
    let vsme: VsmeTemplateSummary | undefined;
    let parsed: {
      changes: ValueChange[];
      rejected: RejectedRow[];
      warnings: ImportResult['warnings'];
      rowsRead: number;
      empty: number;
    };
    if (upload.kind === 'xlsx' && upload.workbook === 'vsme-digital-template') {
      // EFRAG's Digital Template: a reader of its own, chosen by the workbook's defined names (ADR 0141).
      const read = await readVsmeTemplateUpload(
        upload.data,
        this.workspace.catalogue,
        before,
        exchangeRate,
      ).catch((error: Error) => {
        throw dataCollectionError('IMPORT.UNPROCESSABLE', `The workbook cannot be read: ${error.message}`, {
          format,
          rowsRead: 0,
          rejected: [
            { row: 1, metricCode: null, reference: null, rule: 'xlsx.unreadable', reason: error.message },
          ],
        });
      });
      vsme = read.summary;
      parsed = read;
    } else if (upload.kind === 'xlsx') {
      const template = await readTemplate(upload.data).catch((error: Error) => {
        throw dataCollectionError('IMPORT.UNPROCESSABLE', `The workbook cannot be read: ${error.message}`, {
          format,
          rowsRead: 0,
          rejected: [
            { row: 1, metricCode: null, reference: null, rule: 'xlsx.unreadable', reason: error.message },
          ],
        });
      });
      if (template.responseId !== null && template.responseId !== before.responseId)
        template.rejected.unshift({
          row: 1,
          metricCode: null,
          reference: null,
          rule: 'template.response',
          reason: `this template belongs to response ${template.responseId}, not ${before.responseId}`,
        });
      const rows = templateChanges(template.rows);
      parsed = {
        ...rows,
        rejected: [...template.rejected, ...rows.rejected],
        warnings: [],
        rowsRead: template.rowsRead,
      };
    } else {
      const investEurope = this.workspace.catalogue.current(INVEST_EUROPE_STANDARD_ID);
      if (!investEurope)
        throw dataCollectionError('FRAMEWORK.NOT_FOUND', 'The Invest Europe framework is not loaded');
      const { investEuropeMapping } = await loadReferenceData();
      const nace = this.workspace.catalogue.metric('company.nace')?.allowedValues?.map((v) => v.value) ?? [];
      parsed = {
        ...investEuropeCsvChanges(upload.text, before.period, investEurope, investEuropeMapping, nace),
        empty: 0,
      };
    }

    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.company, "Only the reporting company's users import values");
      const to = nextStatus(response.status, 'enter');
      const state = await this.workspace.state(tx, response);
      const rejected = [...parsed.rejected];
      const changes = this.admissible(state, parsed.changes, rejected);
      const checked = await this.writer.check(tx, state, changes, this.settings.yearOnYearWarningPercent);
      for (const item of checked) {
        // Rows that change nothing pass; a changed row another response holds under review is refused.
        const lock = this.writer.lockError(item);
        if (lock)
          rejected.push({
            row: item.change.row ?? 1,
            metricCode: item.change.code,
            reference: item.change.code,
            rule: 'underReview',
            reason: lock.message,
            ...item.change.place,
          });
        for (const error of item.errors)
          rejected.push({
            row: item.change.row ?? 1,
            metricCode: item.change.code,
            reference: item.change.code,
            ...item.change.place,
            rule: error.rule,
            // A file has no column for the reason of a restatement (ADR 0090): say where to give it.
            reason:
              error.rule === 'restatement.reason'
                ? `${item.change.code} changes a published value: restate it on the questionnaire, with the reason for the change`
                : error.message,
          });
      }
      if (rejected.length)
        throw refused(
          format,
          parsed.rowsRead,
          rejected.sort((a, b) => (a.sheet ?? '').localeCompare(b.sheet ?? '') || a.row - b.row),
          vsme,
        );
      const now = new Date().toISOString();
      const importId = randomUUID();
      const written = await this.writer.write(
        {
          tx,
          state,
          actorId: principal.userId,
          actorName: await userName(tx, principal.userId),
          now,
          source: { kind: 'imported', calculationId: null, calculationType: null, importId },
        },
        checked,
      );
      // A confirmed warning is not raised again (issue 21, finding 6).
      const warnings = [
        ...parsed.warnings,
        ...checked
          .filter((c) => !c.warningsConfirmed)
          .flatMap((c) =>
            c.warnings.map((w) => ({
              row: c.change.row ?? 1,
              metricCode: c.change.code,
              message: w.message,
              ...c.change.place,
            })),
          ),
      ];
      const updated = written.length ? moved(response, to, principal.userId, now, null) : response;
      const after = await this.workspace.state(tx, updated, state.values);
      if (written.length) {
        await tx.put(RESPONSES, updated);
        const events: CloudEvent[] = [];
        if (updated.status !== response.status)
          events.push(statusChanged(response.status, updated, principal.userId, now, null, after.completion));
        events.push(
          responseEvent('data-collection.response.values-imported.v1', updated, principal.userId, {
            ...responseRef(updated),
            importId,
            // The event's v1 formats name the Digital Template as a template.
            format: format === 'vsme-digital-template' ? 'template' : format,
            metricCodes: written.map((w) => w.metricCode),
            actorId: principal.userId,
            at: now,
            completion: after.completion,
          }),
        );
        await tx.append(events);
      }
      await tx.insert<ImportDoc>(RESPONSE_IMPORTS, {
        id: importId,
        importId,
        responseId: response.responseId,
        format,
        rowsRead: parsed.rowsRead,
        applied: written.length,
        importedAt: now,
        importedBy: principal.userId,
        ...(vsme ? { vsme } : {}),
      });
      return {
        importId,
        format,
        rowsRead: parsed.rowsRead,
        applied: written.length,
        unchanged: checked.filter((c) => c.unchanged).length + parsed.empty,
        warnings,
        completion: after.completion,
        ...(vsme ? { vsme } : {}),
      };
    });
  }

  /** Rows the response can take at all (its metrics); others are rejected. */
  private admissible(
    state: ResponseState,
    changes: readonly ValueChange[],
    rejected: RejectedRow[],
  ): ValueChange[] {
    const codes = new Set(state.codes);
    const ok: ValueChange[] = [];
    for (const change of changes) {
      const row = change.row ?? 1;
      if (!codes.has(change.code)) {
        rejected.push({
          row,
          metricCode: change.code,
          reference: change.code,
          rule: 'metric.unknown',
          reason: `${change.code} is not a metric of this response`,
        });
        continue;
      }
      const current = state.values.get(change.code);
      const input = { ...change.input };
      // What the file cannot say (quality, PCAF score, exchange rate of an amount in the same
      // currency) stays as the current value has it, so an unchanged row is no new version.
      if (current) {
        if (input.quality === undefined && current.quality) input.quality = current.quality;
        if (
          input.dataQualityScore === undefined &&
          current.dataQualityScore !== null &&
          input.status === current.status
        )
          input.dataQualityScore = current.dataQualityScore;
        if (input.exchangeRate === undefined && current.exchangeRate && input.unit === current.rawUnit)
          input.exchangeRate = current.exchangeRate;
      }
      ok.push({ ...change, input });
    }
    return ok;
  }
}

/** Template rows as value changes; an empty row (no value, no status) changes nothing. */
function templateChanges(rows: readonly TemplateInput[]): {
  changes: ValueChange[];
  rejected: RejectedRow[];
  empty: number;
} {
  const changes: ValueChange[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  let empty = 0;
  for (const row of rows) {
    if (!row.code) {
      rejected.push({
        row: row.row,
        metricCode: null,
        reference: null,
        rule: 'template.code',
        reason: 'the Code column is empty',
      });
      continue;
    }
    if (seen.has(row.code)) {
      rejected.push({
        row: row.row,
        metricCode: row.code,
        reference: row.code,
        rule: 'template.duplicate',
        reason: `${row.code} is also on row ${seen.get(row.code)}`,
      });
      continue;
    }
    seen.set(row.code, row.row);
    if (row.value === null && !row.status) {
      empty++;
      continue;
    }
    const status = (row.status || 'provided').toLowerCase().replace(/[\s-]+/g, '_');
    if (!(STATUS_VALUES as readonly string[]).includes(status)) {
      rejected.push({
        row: row.row,
        metricCode: row.code,
        reference: row.code,
        rule: 'status',
        reason: `Status must be ${STATUS_VALUES.join(', ')} (got "${row.status}")`,
      });
      continue;
    }
    const input: SaveValueRequest = { status: status as SaveValueRequest['status'] };
    if (input.status === 'provided') {
      input.value = row.value instanceof Date ? row.value.toISOString().slice(0, 10) : row.value;
      if (row.unit) input.unit = row.unit;
      if (row.comment) input.comment = row.comment;
    } else {
      if (row.comment) input.reason = row.comment;
      if (row.value !== null) input.value = row.value;
    }
    changes.push({ code: row.code, input, row: row.row });
  }
  return { changes, rejected, empty };
}
