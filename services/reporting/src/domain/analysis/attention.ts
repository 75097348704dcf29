/*
 * Which portfolio companies need the investor's attention on the monitoring dashboard (issue 12). Pure:
 * the caller passes today's date.
 */

export interface AttentionResponse {
  responseId: number;
  standardId: number;
  status: string;
  dueDate: string | null;
}

export interface AttentionInput {
  responses: readonly AttentionResponse[];
  /** Share of the company's published values of the period that are estimated (0–1). */
  estimatedShare: number | null;
  /** Numeric metrics whose value moved against the previous period: relative change. */
  changes: ReadonlyArray<{ metricCode: string; name: string | null; relative: number }>;
}

export type AttentionCode = 'overdue' | 'returned' | 'review' | 'not-started' | 'estimated' | 'large-change';

export interface AttentionItem {
  code: AttentionCode;
  message: string;
  tone: 'danger' | 'warning' | 'info';
}

/** A change of half the previous value or more is worth a look. */
export const LARGE_CHANGE = 0.5;
/** More than half of the values estimated. */
export const MOSTLY_ESTIMATED = 0.5;
const DONE = new Set(['published']);

const pct = (x: number) => `${x > 0 ? '+' : ''}${Math.round(x * 100)} %`;

export function attentionOf(input: AttentionInput, today: string): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const r of input.responses) {
    if (DONE.has(r.status)) continue;
    if (r.dueDate && r.dueDate < today && r.status !== 'submitted' && r.status !== 'accepted')
      items.push({
        code: 'overdue',
        message: `Response ${r.responseId} was due on ${r.dueDate}`,
        tone: 'danger',
      });
    if (r.status === 'returned')
      items.push({
        code: 'returned',
        message: `Response ${r.responseId} was returned for changes`,
        tone: 'warning',
      });
    if (r.status === 'submitted' || r.status === 'accepted')
      items.push({
        code: 'review',
        message: `Response ${r.responseId} waits for your review or publication`,
        tone: 'info',
      });
    if (r.status === 'requested' && !(r.dueDate && r.dueDate < today))
      items.push({
        code: 'not-started',
        message: `Response ${r.responseId} is not started yet`,
        tone: 'info',
      });
  }
  if (input.estimatedShare !== null && input.estimatedShare > MOSTLY_ESTIMATED)
    items.push({
      code: 'estimated',
      message: `${Math.round(input.estimatedShare * 100)} % of the published values are estimates`,
      tone: 'warning',
    });
  const large = input.changes
    .filter((c) => Math.abs(c.relative) >= LARGE_CHANGE)
    .sort((a, b) => Math.abs(b.relative) - Math.abs(a.relative));
  if (large.length)
    items.push({
      code: 'large-change',
      message: `${large.length} ${large.length === 1 ? 'metric' : 'metrics'} moved by half or more, e.g. ${large[0].name ?? large[0].metricCode} ${pct(large[0].relative)}`,
      tone: 'warning',
    });
  return items;
}

export interface CompletionSummary {
  companies: number;
  /** Companies with every response of the period published. */
  published: number;
  percent: number;
  byStatus: Record<string, number>;
  /** Mean of the responses' own completion percentages (answered ÷ required). */
  averageAnswered: number | null;
}

/** Reporting completion of a period: how many companies have published everything asked. */
export function completionOf(
  companies: ReadonlyArray<{
    companyId: number;
    responses: ReadonlyArray<AttentionResponse & { percent: number | null }>;
  }>,
): CompletionSummary {
  const asked = companies.filter((c) => c.responses.length > 0);
  const published = asked.filter((c) => c.responses.every((r) => r.status === 'published')).length;
  const byStatus: Record<string, number> = {};
  const percents: number[] = [];
  for (const c of asked)
    for (const r of c.responses) {
      byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      if (r.percent !== null) percents.push(r.status === 'published' ? 100 : r.percent);
    }
  return {
    companies: asked.length,
    published,
    percent: asked.length ? Math.round((100 * published) / asked.length) : 0,
    byStatus,
    averageAnswered: percents.length ? percents.reduce((s, p) => s + p, 0) / percents.length : null,
  };
}
