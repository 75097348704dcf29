import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  CurrentValue,
  MetricDefinition,
  SaveValueRequest,
  ValidationIssue,
  ValueSource,
} from '@esg/contracts';
import type { DocumentReader, Transaction } from '@esg/persistence';
import { DomainError } from '@esg/platform';
import { parsePeriod, previousYearPeriod } from '../domain/esg/period';
import {
  currentValueId,
  firstPublications,
  revisionOf,
  type CurrentValueDoc,
  type PublicationDoc,
  type ResponseDoc,
  type ValueVersionDoc,
} from '../domain/esg/response';
import {
  checkValue,
  crossCheckIssues,
  isNumericMetric,
  sameValue,
  yearOnYearWarning,
  type CheckedValue,
} from '../domain/esg/value-rules';
import { EsgCatalogue } from './esg-catalogue';
import { settingsFor } from './quality/quality-settings';
import { CURRENT_VALUES, ResponseWorkspace, VALUE_VERSIONS, type ResponseState } from './response-workspace';
import { dataCollectionError } from '../domain/data-collection.errors';

/**
 * Documents written per insertMany call. One call for a whole 10,000-row import kept 20,000
 * documents alive until the end, and the young-generation collections kept copying them; batches
 * of 1,000 write the same rows about a quarter faster (docs/benchmarks.md).
 */
const WRITE_BATCH = 1000;

/** One value to write: the request of PUT /values/{code}, or one row of an import. */
export interface ValueChange {
  code: string;
  input: SaveValueRequest;
  /** Sheet row or CSV line of an import. */
  row?: number;
  /** Where a workbook holds the value (the VSME Digital Template): sheet, cell, and the paragraph asking for it. */
  place?: { sheet: string; cell: string; paragraph?: string };
}

export interface CheckedChange {
  change: ValueChange;
  metric: MetricDefinition;
  checked: CheckedValue;
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
  /**
   * The warnings stand confirmed: by this change (`confirmWarnings`), or because the version it
   * replaces confirmed them for the same value (an import of an unchanged value keeps the
   * confirmation: it is part of the value's version).
   */
  warningsConfirmed: boolean;
  /** Nothing differs from the current version: no new version is written. */
  unchanged: boolean;
  /** Another response of the period under review holds the value: it cannot change now (409). */
  lockedBy: ResponseDoc | null;
}

export interface WriteContext {
  tx: Transaction;
  state: ResponseState;
  actorId: number;
  actorName: string | null;
  now: string;
  source: ValueSource;
  /**
   * An autosave (ADR 0226): the actor's open draft version of a value, written through this response
   * after `closedAt` (the period's last submission, '' before any), is revised in place (same
   * version, next revision) instead of a version being added per pause in typing.
   */
  draft?: { closedAt: string };
}

/** An autosave revises `before` instead of adding a version: the actor's own open draft, not yet submitted. */
function revisesDraft(before: CurrentValueDoc | undefined, ctx: WriteContext): boolean {
  return (
    ctx.draft !== undefined &&
    before !== undefined &&
    before.draft === true &&
    before.authorId === ctx.actorId &&
    before.responseId === ctx.state.response.responseId &&
    before.source.kind === 'entered' &&
    before.review === null &&
    before.createdAt > ctx.draft.closedAt
  );
}

/**
 * The one path by which values change (screens, imports, demo data, calculated values): checks a
 * batch against the dictionary, the cross-checks (on the batch's final state), the year-on-year
 * change and the other responses of the period, then appends a version per changed value.
 */
@Injectable()
export class ValueWriter {
  constructor(
    private readonly catalogue: EsgCatalogue,
    private readonly workspace: ResponseWorkspace,
  ) {}

  async check(
    reader: DocumentReader,
    state: ResponseState,
    changes: readonly ValueChange[],
    yoyPercent: number,
  ): Promise<CheckedChange[]> {
    const { response } = state;
    const codes = new Set(state.codes);
    const previousPeriod = previousYearPeriod(parsePeriod(response.period));
    const previous = await this.workspace.values(reader, response.companyId, previousPeriod);
    // The year-on-year rule of the company that asked for the data (its own thresholds, or the product's).
    const { thresholds } = await settingsFor(reader, response.requesterCompanyId, yoyPercent);
    const locks = await this.workspace.reviewLocks(reader, response);
    const published = firstPublications(
      await this.workspace.publications(reader, response.companyId, response.period),
    );
    const checked: CheckedChange[] = [];
    for (const change of changes) {
      if (!codes.has(change.code))
        throw dataCollectionError(
          'METRIC.NOT_FOUND',
          `${change.code} is not a metric of this response's framework`,
        );
      const metric = this.catalogue.requireMetric(change.code);
      const result = checkValue(metric, { ...change.input, status: change.input.status ?? 'provided' });
      const warnings: ValidationIssue[] = [];
      const before = previous.get(change.code);
      if (
        result.errors.length === 0 &&
        (typeof result.value === 'number' || typeof result.value === 'boolean') &&
        before?.status === 'provided' &&
        (typeof before.value === 'number' || typeof before.value === 'boolean')
      ) {
        const warning = yearOnYearWarning(
          metric,
          result.value,
          { value: before.value, period: previousPeriod },
          thresholds.yearOnYear,
        );
        if (warning) warnings.push(warning);
      }
      const current = state.values.get(change.code);
      const warningsConfirmed =
        warnings.length > 0 &&
        (change.input.confirmWarnings === true ||
          (current?.warningsConfirmed === true &&
            sameValue(current.value, result.value) &&
            current.unit === result.unit));
      const unchanged = current !== undefined && this.same(current, result, change.input, warningsConfirmed);
      const errors = [...result.errors];
      if (change.input.declined) errors.push(...this.declineIssues(state, change, metric.name));
      const publication = current && !unchanged ? published.get(current.valueVersionId) : undefined;
      if (publication && !change.input.changeReason?.trim())
        errors.push(this.restatementIssue(change.code, publication));
      checked.push({
        change,
        metric,
        checked: result,
        errors,
        warnings,
        warningsConfirmed,
        unchanged,
        lockedBy: unchanged ? null : (locks.get(change.code) ?? null),
      });
    }
    this.crossCheck(state, checked);
    return checked;
  }

  /** A published version changes only with a reason (a restatement, ADR 0090). */
  private restatementIssue(code: string, publication: PublicationDoc): ValidationIssue {
    const name = this.catalogue.framework(publication.standardId).name;
    return {
      metricCode: code,
      rule: 'restatement.reason',
      message: `${code} was published through ${name} ${publication.period} on ${publication.publishedAt.slice(0, 10)}: changing it restates a published value, so say why it changes (changeReason)`,
      limits: {
        field: 'changeReason',
        responseId: publication.responseId,
        publicationNumber: publication.number,
      },
    };
  }

  /** The 409 of a change to a value another response of the period holds under review. */
  lockError(item: CheckedChange): DomainError | null {
    const lock = item.lockedBy;
    if (!lock) return null;
    return dataCollectionError(
      'RESPONSE.ILLEGAL_TRANSITION',
      `${item.change.code} is shared with response ${lock.responseId} (${this.catalogue.framework(lock.standardId).name} ${lock.period}), which is ${lock.status.replace('_', ' ')}: it cannot change while that response is under review; once the reviewer returns or publishes it, it can (a published value is restated with a reason)`,
    );
  }

  /** Throws the first lock of a batch that changes values one by one (the screen, calculated values). */
  refuseLocked(checked: readonly CheckedChange[]): void {
    for (const item of checked) {
      const error = this.lockError(item);
      if (error) throw error;
    }
  }

  /** Cross-checks on the state after the whole batch, reported for the values the batch changes. */
  private crossCheck(state: ResponseState, checked: CheckedChange[]): void {
    const numbers = new Map<string, number>();
    for (const [code, value] of state.values)
      if (value.status === 'provided' && typeof value.value === 'number') numbers.set(code, value.value);
    for (const item of checked) {
      if (item.errors.length) continue;
      if (item.checked.value !== null && typeof item.checked.value === 'number')
        numbers.set(item.change.code, item.checked.value);
      else numbers.delete(item.change.code);
    }
    const describe = (code: string) => code;
    for (const item of checked) {
      // Rows that change nothing are not blamed for a rule the changed ones break.
      if (item.errors.length || item.unchanged || !isNumericMetric(item.metric)) continue;
      item.errors.push(...crossCheckIssues(item.metric.crossChecks, item.change.code, numbers, describe));
    }
  }

  /** A decline is a "not available" with its reason, of a datapoint the request asks beyond VSME. */
  private declineIssues(state: ResponseState, change: ValueChange, name: string): ValidationIssue[] {
    const issues: ValidationIssue[] = [];
    if (change.input.status !== 'not_available')
      issues.push({
        metricCode: change.code,
        rule: 'declined.status',
        message: `${change.code} (${name}): a declined datapoint is not available; give the status not_available and the reason`,
        limits: {},
      });
    if (!state.beyondVsme.has(change.code))
      issues.push({
        metricCode: change.code,
        rule: 'declined.withinVsme',
        message: `${change.code} (${name}): VSME asks it, so the value-chain cap does not let it be declined`,
        limits: {},
      });
    return issues;
  }

  private same(
    current: CurrentValueDoc,
    result: CheckedValue,
    input: SaveValueRequest,
    warningsConfirmed: boolean,
  ): boolean {
    return (
      sameValue(current.value, result.value) &&
      current.unit === result.unit &&
      current.rawUnit === result.rawUnit &&
      current.status === (input.status ?? 'provided') &&
      (current.reason ?? null) === (input.reason?.trim() || null) &&
      (current.quality ?? null) === (input.quality ?? null) &&
      (current.dataQualityScore ?? null) === (input.dataQualityScore ?? null) &&
      (current.comment ?? null) === (input.comment?.trim() || null) &&
      (current.exchangeRate ?? null) === result.exchangeRate &&
      (current.declined ?? false) === (input.declined ?? false) &&
      current.warningsConfirmed === warningsConfirmed
    );
  }

  /**
   * Appends a version per changed value and makes it current, in batched writes of at most
   * WRITE_BATCH values (an import writes thousands in one transaction). Answers the new current
   * values.
   */
  async write(ctx: WriteContext, checked: readonly CheckedChange[]): Promise<CurrentValueDoc[]> {
    const written: CurrentValueDoc[] = [];
    let versions: ValueVersionDoc[] = [];
    let revised: ValueVersionDoc[] = [];
    let inserted: CurrentValueDoc[] = [];
    let replaced: CurrentValueDoc[] = [];
    const flush = async () => {
      await ctx.tx.insertMany(VALUE_VERSIONS, versions);
      await ctx.tx.putMany(VALUE_VERSIONS, revised);
      // A first version has no current value to replace: a plain insert is cheaper than an upsert.
      await ctx.tx.insertMany(CURRENT_VALUES, inserted);
      await ctx.tx.putMany(CURRENT_VALUES, replaced);
      versions = [];
      revised = [];
      inserted = [];
      replaced = [];
    };
    const { response } = ctx.state;
    for (const item of checked) {
      if (item.unchanged) continue;
      const before = ctx.state.values.get(item.change.code);
      const input = item.change.input;
      const revising = revisesDraft(before, ctx) ? before : undefined;
      const value: CurrentValue = {
        valueVersionId: revising?.valueVersionId ?? randomUUID(),
        version: revising?.version ?? (before?.version ?? 0) + 1,
        value: item.checked.value,
        unit: item.checked.unit,
        rawValue: item.checked.rawValue,
        rawUnit: item.checked.rawUnit,
        exchangeRate: item.checked.exchangeRate,
        status: input.status ?? 'provided',
        reason: input.reason?.trim() || null,
        quality: input.quality ?? null,
        dataQualityScore: input.dataQualityScore ?? null,
        comment: input.comment?.trim() || null,
        evidence: before?.evidence ?? [],
        source: ctx.source,
        authorId: ctx.actorId,
        authorName: ctx.actorName,
        createdAt: ctx.now,
        changeReason: input.changeReason?.trim() || null,
        warnings: item.warnings,
        warningsConfirmed:
          item.warningsConfirmed || (item.warnings.length > 0 && input.confirmWarnings === true),
        review: null,
        ...(input.declined ? { declined: true } : {}),
        ...(ctx.draft ? { draft: true } : {}),
      };
      const docs = versionDocuments(response, item.change.code, value, before ?? null);
      if (revising) {
        // The draft's version keeps what it replaced: the value before the author started typing.
        const opened = await ctx.tx.get<ValueVersionDoc>(VALUE_VERSIONS, revising.valueVersionId);
        docs.version.previous = opened?.previous ?? null;
        revised.push(docs.version);
      } else versions.push(docs.version);
      (before ? replaced : inserted).push(docs.current);
      written.push(docs.current);
      if (versions.length + revised.length === WRITE_BATCH) await flush();
    }
    await flush();
    for (const doc of written) ctx.state.values.set(doc.metricCode, doc);
    return written;
  }

  /** Appends one version (also used for evidence changes, which keep the value). */
  async append(
    tx: Transaction,
    response: ResponseDoc,
    code: string,
    value: CurrentValue,
    before: CurrentValueDoc | null,
  ): Promise<CurrentValueDoc> {
    // A version of its own (evidence added): it closes the author's open draft (ADR 0226).
    const docs = versionDocuments(response, code, { ...value, draft: false }, before);
    await tx.insert(VALUE_VERSIONS, docs.version);
    if (before) await tx.put(CURRENT_VALUES, docs.current);
    else await tx.insert(CURRENT_VALUES, docs.current);
    return docs.current;
  }
}

/** The version document and the current-value document of one new version. */
function versionDocuments(
  response: ResponseDoc,
  code: string,
  value: CurrentValue,
  before: CurrentValueDoc | null,
): { version: ValueVersionDoc; current: CurrentValueDoc } {
  const { companyId, period, responseId } = response;
  const revision = (before ? revisionOf(before) : 0) + 1;
  // Written field by field: the import path builds thousands of these in one transaction.
  const version: ValueVersionDoc = {
    id: value.valueVersionId,
    companyId,
    period,
    metricCode: code,
    responseId,
    valueVersionId: value.valueVersionId,
    version: value.version,
    value: value.value,
    unit: value.unit,
    rawValue: value.rawValue,
    rawUnit: value.rawUnit,
    exchangeRate: value.exchangeRate,
    status: value.status,
    reason: value.reason,
    quality: value.quality,
    dataQualityScore: value.dataQualityScore,
    comment: value.comment,
    evidence: value.evidence,
    source: value.source,
    authorId: value.authorId,
    authorName: value.authorName,
    createdAt: value.createdAt,
    changeReason: value.changeReason,
    warnings: value.warnings,
    warningsConfirmed: value.warningsConfirmed,
    previous: before ? { value: before.value, unit: before.unit, status: before.status } : null,
    revision,
    ...(value.draft ? { draft: true } : {}),
    ...(value.declined ? { declined: true } : {}),
  };
  // Not `{ ...value, id, … }`: V8 clones the spread object and then adds the five fields one by one,
  // which costs ~10× a literal and leaves an object that JSON.stringify serialises more slowly
  // (measured in docs/benchmarks.md, 2026-11-24 second session). Same fields, same order.
  const current: CurrentValueDoc = {
    valueVersionId: value.valueVersionId,
    version: value.version,
    value: value.value,
    unit: value.unit,
    rawValue: value.rawValue,
    rawUnit: value.rawUnit,
    exchangeRate: value.exchangeRate,
    status: value.status,
    reason: value.reason,
    quality: value.quality,
    dataQualityScore: value.dataQualityScore,
    comment: value.comment,
    evidence: value.evidence,
    source: value.source,
    authorId: value.authorId,
    authorName: value.authorName,
    createdAt: value.createdAt,
    changeReason: value.changeReason,
    warnings: value.warnings,
    warningsConfirmed: value.warningsConfirmed,
    revision,
    ...(value.draft ? { draft: true } : {}),
    review: value.review,
    ...(value.declined ? { declined: true } : {}),
    id: currentValueId(companyId, period, code),
    companyId,
    period,
    metricCode: code,
    responseId,
  };
  return { version, current };
}

/** The 422 of values that break a rule: every error, naming metric, rule and limits. */
export function invalidValues(errors: readonly ValidationIssue[]): DomainError {
  const first = errors[0];
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return dataCollectionError('VALUE.UNPROCESSABLE', `${first.message} [rule ${first.rule}]${more}`, {
    errors,
  });
}
