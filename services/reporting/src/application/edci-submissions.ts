import type {
  EdciCompanyRow,
  EdciExclusion,
  EdciHistoryEntry,
  EdciSubmission,
  EdciSubmissionStatus,
  EdciSubmissionSummary,
} from '@esg/contracts';
import { scalarValue } from '@esg/contracts';
import type { Doc, DocumentReader } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import { comparePeriods } from '../domain/analysis/periods';
import {
  chooseYearPeriod,
  countsOf,
  evaluateCompany,
  formulaCodes,
  formulaText,
  type PublishedInput,
} from '../domain/edci/edci';
import { edciReference } from '../infrastructure/edci-reference';
import {
  ANALYSIS_COMPANIES,
  ANALYSIS_PUBLICATIONS,
  ANALYSIS_VALUES,
  EDCI_COMPANIES,
  EDCI_SUBMISSIONS,
  EDCI_USERS,
} from '../infrastructure/migrations';
import type { EdciCompanyRecord, EdciUserRecord } from '../integration/edci-directory.consumer';
import {
  membersOf,
  type AnalysisCompany,
  type AnalysisPublication,
  type AnalysisValue,
} from '../projections/analysis.projection';
import { mayActFor } from './analysis-access';
import { reportingError } from '../domain/reporting.errors';

/*
 * What the EDCI use cases share (issue 13, docs/edci.md, ADR 0074): who may read and change a GP's
 * submissions, the rows of a submission read live from the analysis read model (the latest published value
 * of every metric per company and period) while it is a draft, and the shape the HTTP calls answer.
 */

export interface EdciSubmissionRecord extends Doc {
  submissionId: number;
  companyId: number;
  year: number;
  status: EdciSubmissionStatus;
  /** Bumped at every change: a submit over a version the page did not show is refused (409). */
  version: number;
  createdAt: string;
  createdBy: number;
  updatedAt: string;
  submittedAt: string | null;
  /** Companies another EDCI member reports, by company id. */
  exclusions: Record<string, EdciExclusion>;
  /** The rows frozen at the last submission; shown while submitted, compared with at the next one. */
  snapshot: EdciCompanyRow[] | null;
  /** The reference data version the snapshot was made with. */
  snapshotReference: string | null;
  history: EdciHistoryEntry[];
}

export type EdciAccess = 'read' | 'edit';

/**
 * Read: whoever may act for the company (its users, its outside parties, an admin visiting). Change: the
 * company's own team (not Contributors, Coinvestors or Consultants, who only read: access-policy rows 74–75)
 * and an admin. Both need the company's GP key (spec 6.2 "EDCI Submission: company has a GP key").
 */
export async function assertEdciAccess(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  access: EdciAccess,
): Promise<{ gpKey: string }> {
  if (!(await mayActFor(reader, principal, companyId)))
    throw reportingError('EDCI.FORBIDDEN', `You may not see the EDCI submissions of company ${companyId}`);
  const company = await reader.get<EdciCompanyRecord>(EDCI_COMPANIES, String(companyId));
  if (!company?.gpKey)
    throw reportingError(
      'EDCI.FORBIDDEN',
      'EDCI submissions need a GP key on the company: the platform admin sets it on Company details',
    );
  if (access === 'edit' && !mayEditEdci(principal, companyId))
    throw reportingError(
      'EDCI.FORBIDDEN',
      "Only the GP's own team creates, flags, submits and reopens EDCI submissions",
    );
  return { gpKey: company.gpKey };
}

export function mayEditEdci(principal: Principal, companyId: number): boolean {
  if (principal.role === 'admin') return true;
  return (
    principal.companyId === companyId &&
    principal.permission !== 'Contributor' &&
    principal.permission !== 'Coinvestor' &&
    principal.permission !== 'Consultant'
  );
}

export async function loadSubmission(reader: DocumentReader, id: number): Promise<EdciSubmissionRecord> {
  const record = await reader.get<EdciSubmissionRecord>(EDCI_SUBMISSIONS, String(id));
  if (!record) throw reportingError('EDCI_SUBMISSION.NOT_FOUND', `There is no EDCI submission ${id}`);
  return record;
}

export async function userName(reader: DocumentReader, userId: number): Promise<string | null> {
  return (await reader.get<EdciUserRecord>(EDCI_USERS, String(userId)))?.name ?? null;
}

/** The GP's portfolio companies (children and the companies of its funds), without the GP itself. */
export async function portfolioOf(reader: DocumentReader, companyId: number): Promise<number[]> {
  return (await membersOf(reader, 'portfolio', companyId)).filter((id) => id !== companyId);
}

/** Years in which a portfolio company published anything, newest first. */
export async function publishedYears(reader: DocumentReader, members: readonly number[]): Promise<number[]> {
  if (members.length === 0) return [];
  const publications = await reader.find<AnalysisPublication>(ANALYSIS_PUBLICATIONS, {
    companyId: { in: [...members] },
  });
  return [...new Set(publications.map((p) => p.year))].sort((a, b) => b - a);
}

/** The submission's rows now: every portfolio company's EDCI figures from its published values of the year. */
export async function liveRows(
  reader: DocumentReader,
  companyId: number,
  year: number,
  exclusions: Readonly<Record<string, EdciExclusion>>,
): Promise<EdciCompanyRow[]> {
  const { metrics } = edciReference();
  const codes = [...new Set(metrics.flatMap((m) => formulaCodes(m.formula)))];
  const members = await portfolioOf(reader, companyId);
  if (members.length === 0) return [];
  const names = new Map(
    (await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: members } })).map((c) => [
      c.companyId,
      c.name,
    ]),
  );
  const values = await reader.find<AnalysisValue>(ANALYSIS_VALUES, {
    companyId: { in: members },
    metricCode: { in: codes },
  });
  const rows: EdciCompanyRow[] = [];
  for (const member of members) {
    const own = values.filter((v) => v.companyId === member);
    const { period, issue } = chooseYearPeriod(year, [...new Set(own.map((v) => v.period))], comparePeriods);
    const inPeriod = period === null ? [] : own.filter((v) => v.period === period);
    const inputs = new Map<string, PublishedInput>(
      inPeriod.map((v) => [
        v.metricCode,
        {
          metricCode: v.metricCode,
          value: scalarValue(v.value),
          unit: v.unit,
          status: v.status,
          reason: v.reason,
          period: v.period,
          responseId: v.responseId,
          publishedAt: v.publishedAt,
        },
      ]),
    );
    const earlier = own.map((v) => v.year).filter((y) => y < year);
    const exclusion = exclusions[String(member)] ?? null;
    const evaluation = evaluateCompany(metrics, inputs, {
      year,
      periodIssue: issue,
      latestYear: earlier.length ? Math.max(...earlier) : null,
      excluded: exclusion !== null,
    });
    rows.push({
      companyId: member,
      name: names.get(member) ?? `Company ${member}`,
      status: evaluation.status,
      period,
      publishedAt: inPeriod.length ? inPeriod.map((v) => v.publishedAt).sort()[inPeriod.length - 1] : null,
      completeness: evaluation.completeness,
      issues: evaluation.issues,
      cells: evaluation.cells,
      exclusion,
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.companyId - b.companyId);
}

/** The rows a submission shows: frozen while submitted, live while a draft. */
export async function rowsOf(
  reader: DocumentReader,
  record: EdciSubmissionRecord,
): Promise<EdciCompanyRow[]> {
  if (record.status === 'submitted' && record.snapshot) return record.snapshot;
  return liveRows(reader, record.companyId, record.year, record.exclusions);
}

export function summaryOf(
  record: EdciSubmissionRecord,
  rows: readonly EdciCompanyRow[],
): EdciSubmissionSummary {
  return {
    id: record.submissionId,
    companyId: record.companyId,
    year: record.year,
    status: record.status,
    ...countsOf(rows),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    submittedAt: record.submittedAt,
    version: record.version,
  };
}

export async function presentSubmission(
  reader: DocumentReader,
  principal: Principal,
  record: EdciSubmissionRecord,
  gpKey: string,
): Promise<EdciSubmission> {
  const reference = edciReference();
  const rows = await rowsOf(reader, record);
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(record.companyId));
  const frozen = record.status === 'submitted' && record.snapshot !== null;
  return {
    ...summaryOf(record, rows),
    companyName: company?.name ?? `Company ${record.companyId}`,
    gpKey,
    metrics: reference.metrics.map((m) => ({
      id: m.id,
      name: m.name,
      category: m.category,
      unit: m.unit,
      required: m.required,
      definition: m.definition,
      formula: formulaText(m.formula),
      metricCodes: formulaCodes(m.formula),
    })),
    companies: rows,
    history: [...record.history].reverse(),
    frozen,
    canEdit: mayEditEdci(principal, record.companyId),
    howMade: frozen
      ? `The figures as they were when the submission was made (${record.submittedAt ?? ''}); reopen it to read the published values again.`
      : `For each portfolio company, the latest published value of every metric for ${record.year} (the annual period, or the latest period of the year), read live until the submission is made. Shares are part ÷ whole × 100, to two decimals.`,
    reference: {
      source: reference.source,
      version: frozen ? (record.snapshotReference ?? reference.version) : reference.version,
    },
  };
}
