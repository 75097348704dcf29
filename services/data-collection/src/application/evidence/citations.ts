import { evidenceKindOf, type EvidenceCitation } from '@esg/contracts';
import type { Doc, DocumentReader, Transaction } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import { EVIDENCE_FILES, type EvidenceDoc } from '../../commands/upload-evidence/upload-evidence.handler';
import { dataCollectionError } from '../../domain/data-collection.errors';
import type { ResponseDoc } from '../../domain/esg/response';
import { ResponseWorkspace, requireSide } from '../response-workspace';

export const EVIDENCE_CITATIONS = 'evidence_citations';

/**
 * A document backing a value at a place in it (collection `evidence_citations`, ADR 0185): the file is an
 * evidence file of the same company and period, which may back many values.
 */
export interface CitationDoc extends Doc {
  fileId: string;
  companyId: number;
  period: string;
  metricCode: string;
  page: number | null;
  cell: string | null;
  quote: string | null;
  byId: number;
  byName: string | null;
  at: string;
}

/**
 * Every document backing the values of these companies and periods: each citation, and each file attached to
 * a value that no citation of that value names (shown without a place). Ordered by metric, then as cited.
 */
export async function evidenceOf(
  reader: DocumentReader,
  companyIds: readonly number[],
  periods: readonly string[],
): Promise<{ files: EvidenceDoc[]; citations: EvidenceCitation[] }> {
  if (companyIds.length === 0 || periods.length === 0) return { files: [], citations: [] };
  const where = { companyId: { in: [...companyIds] }, period: { in: [...periods] } };
  const files = await reader.find<EvidenceDoc>(EVIDENCE_FILES, where);
  const cited = await reader.find<CitationDoc>(EVIDENCE_CITATIONS, where);
  const byId = new Map(files.map((f) => [f.fileId, f]));
  const citations: EvidenceCitation[] = [];
  const placed = new Set<string>();
  for (const c of [...cited].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))) {
    const file = byId.get(c.fileId);
    if (!file) continue;
    placed.add(`${c.companyId}|${c.period}|${c.metricCode}|${c.fileId}`);
    citations.push(shown(file, c));
  }
  for (const file of files)
    if (!placed.has(`${file.companyId}|${file.period}|${file.metricCode}|${file.fileId}`))
      citations.push(shown(file, null));
  citations.sort((a, b) => a.metricCode.localeCompare(b.metricCode));
  return { files, citations };
}

function shown(file: EvidenceDoc, citation: CitationDoc | null): EvidenceCitation {
  return {
    citationId: citation?.id ?? null,
    fileId: file.fileId,
    fileName: file.name,
    mediaType: file.mediaType,
    kind: evidenceKindOf(file.mediaType),
    responseId: file.responseId,
    companyId: file.companyId,
    period: file.period,
    metricCode: citation?.metricCode ?? file.metricCode,
    page: citation?.page ?? null,
    cell: citation?.cell ?? null,
    quote: citation?.quote ?? null,
    byId: citation?.byId ?? file.uploadedBy,
    byName: citation?.byName ?? null,
    at: citation?.at ?? file.uploadedAt,
  };
}

/**
 * The caller may cite for this value (rule 129): the company's users, or a contributor it is assigned to; the
 * value must have been entered.
 */
export async function requireCiting(
  workspace: ResponseWorkspace,
  principal: Principal,
  responseId: number,
  metricCode: string,
  tx: Transaction,
): Promise<ResponseDoc> {
  const { response, access } = await workspace.open(principal, responseId, tx);
  requireSide(access.company || access.contributor, "Only the reporting company's users cite evidence");
  const state = await workspace.state(tx, response);
  if (!state.codes.includes(metricCode))
    throw dataCollectionError('METRIC.NOT_FOUND', `${metricCode} is not a metric of this response`);
  if (access.contributor && !workspace.assignedCodes(response, state.tree, principal.userId).has(metricCode))
    throw dataCollectionError('RESPONSE.FORBIDDEN', `${metricCode} is not assigned to you`);
  if (!state.values.get(metricCode))
    throw dataCollectionError(
      'RESPONSE.VALIDATION',
      `Enter the value of ${metricCode} before citing evidence`,
    );
  return response;
}
