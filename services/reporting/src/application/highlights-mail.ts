import { createEvent, type CloudEvent, type EventData } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { ANALYSIS_COMPANIES } from '../infrastructure/migrations';
import { investorsOf, type AnalysisCompany } from '../projections/analysis.projection';
import { portfolioHighlights } from '../queries/analysis/analysis-highlights';

/*
 * The automatic highlights e-mail (issue 12, docs/analysis.md "Automatic highlights e-mail", ADR 0047):
 * when a portfolio company publishes, each of its investors whose company has `auto_highlights_flag` on
 * gets one mail about what moved — the company's ranked metrics since the period before, its place on the
 * portfolio's leaderboard, and the portfolio's best and worst movers of the period, as /highlights shows
 * them. Reporting decides and says so with `reporting.analysis.highlights-ready.v1`, in the transaction
 * that applied the publication; the gateway mails the investor's users. A publication that moves nothing
 * (no period before to compare with) sends nothing.
 */

/** How many moves and portfolio metrics a mail lists; the rest is on /highlights. */
export const HIGHLIGHTS_MAIL_LIMIT = 8;

export interface AppliedPublication {
  companyId: number;
  responseId: number;
  publicationNumber: number;
  period: string;
}

type Ready = EventData<'reporting.analysis.highlights-ready.v1'>;

export const highlightsMailKey = (investorId: number, p: AppliedPublication): string =>
  `highlights|${investorId}|${p.responseId}|${p.publicationNumber}`;

/** What one investor's mail says about one publication; null when it moved nothing. */
export async function highlightsFor(
  reader: DocumentReader,
  investorId: number,
  publication: AppliedPublication,
): Promise<Ready | null> {
  const h = await portfolioHighlights(reader, investorId, publication.period);
  const magnitude = (r: number | null, a: number) => Math.abs(r ?? a);
  const moves = h.metrics
    .flatMap((m) => {
      const mover = m.movers.find((x) => x.companyId === publication.companyId);
      return mover && mover.improvement !== 'unchanged'
        ? [
            {
              metricCode: m.metricCode,
              name: m.name,
              unit: m.unit,
              current: mover.current,
              previous: mover.previous,
              relative: mover.relative,
              improvement: mover.improvement,
            },
          ]
        : [];
    })
    .sort(
      (a, b) =>
        (a.improvement === 'improved' ? 0 : 1) - (b.improvement === 'improved' ? 0 : 1) ||
        magnitude(b.relative, b.current - b.previous) - magnitude(a.relative, a.current - a.previous) ||
        a.metricCode.localeCompare(b.metricCode),
    );
  if (moves.length === 0) return null;
  const place = h.leaderboard.findIndex((row) => row.companyId === publication.companyId);
  const row = place >= 0 ? h.leaderboard[place] : null;
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(publication.companyId));
  const mover = (m: { name: string; relative: number | null } | null) =>
    m ? { companyName: m.name, relative: m.relative } : null;
  return {
    key: highlightsMailKey(investorId, publication),
    investorCompanyId: investorId,
    companyId: publication.companyId,
    companyName: company?.name ?? `Company ${publication.companyId}`,
    responseId: publication.responseId,
    publicationNumber: publication.publicationNumber,
    period: publication.period,
    previousPeriod: h.previousPeriod,
    moves: moves.slice(0, HIGHLIGHTS_MAIL_LIMIT),
    improved: row?.improved ?? moves.filter((m) => m.improvement === 'improved').length,
    worsened: row?.worsened ?? moves.filter((m) => m.improvement === 'worsened').length,
    rank: row ? place + 1 : null,
    ranked: h.leaderboard.length,
    portfolio: h.metrics
      .filter((m) => m.best !== null || m.worst !== null)
      .slice(0, HIGHLIGHTS_MAIL_LIMIT)
      .map((m) => ({ metricCode: m.metricCode, name: m.name, best: mover(m.best), worst: mover(m.worst) })),
  };
}

/**
 * The highlights-ready events of the publications a batch applied: one per publication and investor with
 * the e-mail on. Read after the batch's values and aggregates are written, so the figures are the new ones.
 */
export async function highlightsReadyEvents(
  reader: DocumentReader,
  publications: readonly AppliedPublication[],
  cause: CloudEvent,
): Promise<CloudEvent[]> {
  const events: CloudEvent[] = [];
  for (const publication of publications) {
    for (const investorId of await investorsOf(reader, publication.companyId)) {
      const investor = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(investorId));
      if (!investor?.autoHighlights) continue;
      const data = await highlightsFor(reader, investorId, publication);
      if (!data) continue;
      events.push(
        createEvent({
          type: 'reporting.analysis.highlights-ready.v1',
          source: 'reporting',
          subject: data.key,
          companyId: investorId,
          correlationId: cause.correlationid,
          causationId: cause.id,
          data,
        }),
      );
    }
  }
  return events;
}
