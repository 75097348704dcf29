import { useQueries } from '@tanstack/react-query';
import { pcafCompanyData } from '@esg/contracts/pcaf-portfolio';
import {
  footprintDates,
  type FootprintPeriodInput,
  type FundPositionHistory,
} from '@esg/contracts/portfolio-footprint';
import type { PcafRequest } from '@esg/contracts/scoring';
import { calculatePcaf } from '../api/calculate-pcaf';
import { usePcafPublished } from '../api/company-values';
import { getPcafCountryFigures } from '../api/pcaf-country-figures';
import { getPcafEstimates } from '../api/pcaf-estimates';
import { climateKeys } from '../api/query-keys';
import { assembledHoldings, assemblePcaf } from '../pcaf-assembly';

export interface FootprintOverTime {
  periods: FootprintPeriodInput[];
  loading: boolean;
  error: unknown;
  /** The PCAF calculations' reference data, in words. */
  referenceData: string[];
}

/**
 * The footprint over time (issue 28 item 3, ADR 0166): every recorded quarter end, each assembled as the
 * scorecard assembles its chosen date (assemblePcaf) from that day's positions, the companies' data as of the
 * date's year (pcafCompanyData with asOfYear; the analysis values carry the slowly changing facts into each
 * period, ADR 0095), and the investor's estimates and country figures of that year, then calculated by the
 * stateless POST /api/calculations/pcaf (cached by request, so the chosen date is not calculated twice).
 */
export function useFootprintOverTime(
  investorId: number | null,
  histories: readonly FundPositionHistory[],
): FootprintOverTime {
  const dates = footprintDates(histories);
  const companyIds = [
    ...new Set(
      histories.flatMap((h) =>
        h.sets.flatMap((s) => s.positions.flatMap((p) => (p.companyId === null ? [] : [p.companyId]))),
      ),
    ),
  ].sort((a, b) => a - b);
  const published = usePcafPublished(companyIds);
  const years = [...new Set(dates.map((d) => d.year))];
  const enabled = investorId !== null;
  const estimates = useQueries({
    queries: years.map((year) => ({
      queryKey: climateKeys.pcafEstimates(investorId ?? 0, year),
      queryFn: () => getPcafEstimates(investorId!, year),
      enabled,
    })),
  });
  const figures = useQueries({
    queries: years.map((year) => ({
      queryKey: climateKeys.pcafCountryFigures(investorId ?? 0, year),
      queryFn: () => getPcafCountryFigures(investorId!, year),
      enabled,
    })),
  });
  const inputsReady =
    published.data !== null && estimates.every((q) => q.data) && figures.every((q) => q.data);
  const assembled = inputsReady
    ? dates.map((d) => {
        const y = years.indexOf(d.year);
        const companies = published.data!.map((c) =>
          pcafCompanyData(c.companyId, c.name, c.published, d.year),
        );
        const assembly = assemblePcaf({
          funds: d.funds,
          companies,
          estimates: estimates[y].data!,
          figures: figures[y].data!,
        });
        return { d, companies, assembly };
      })
    : [];
  const calculations = useQueries({
    queries: assembled.map(({ assembly }) => {
      const request: PcafRequest = { positions: assembly.positions };
      return {
        queryKey: [...climateKeys.all(), 'pcaf', request] as const,
        queryFn: () => calculatePcaf(request),
        enabled: request.positions.length > 0,
      };
    }),
  });
  const error =
    published.error ??
    estimates.find((q) => q.error)?.error ??
    figures.find((q) => q.error)?.error ??
    calculations.find((q) => q.error)?.error ??
    null;
  const loading =
    !inputsReady || calculations.some((q, i) => assembled[i].assembly.positions.length > 0 && q.isPending);
  if (loading) return { periods: [], loading, error, referenceData: [] };
  const periods = assembled.flatMap(({ d, companies, assembly }, i): FootprintPeriodInput[] => {
    const result = calculations[i].data;
    const funds = d.funds.flatMap((f) =>
      f.positions ? [{ fundId: f.fundId, name: f.name, allInvestments: f.positions.allInvestments }] : [],
    );
    const held = new Set(assembly.rows.map((r) => r.companyId));
    return [
      {
        date: d.date,
        holdings: result ? assembledHoldings(assembly, result, d.funds, companies) : [],
        funds,
        weightedDataQuality: {
          byFund: new Map((result?.funds ?? []).map((f) => [Number(f.fundId), f.weightedDataQualityScore])),
          all: result?.portfolio.weightedDataQualityScore ?? null,
        },
        dataPeriods: companies
          .filter((c) => held.has(c.companyId))
          .map((c) => ({ name: c.name ?? `Company ${c.companyId}`, period: c.period })),
      },
    ];
  });
  const referenceData = [...new Set(calculations.flatMap((q) => q.data?.provenance.referenceData ?? []))];
  return { periods, loading, error, referenceData };
}
