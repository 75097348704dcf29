import { useQueries, useQuery } from '@tanstack/react-query';
import { companyValuesSchema, type CompanyValues } from '@esg/contracts/analysis';
import {
  pcafCompanyData,
  pcafPublishedPeriod,
  type PcafCompanyData,
  type PcafPublishedPeriod,
} from '@esg/contracts/pcaf-portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/analysis/companies/{companyId}/values[?period=]: a company's published values of a period (latest by default). */
export async function getCompanyValues(companyId: number, period: string | null): Promise<CompanyValues> {
  const { data } = await apiClient.get(
    `/analysis/companies/${companyId}/values${period ? `?period=${encodeURIComponent(period)}` : ''}`,
    { schema: companyValuesSchema },
  );
  return data;
}

const valuesQuery = (companyId: number, period: string | null) => ({
  queryKey: queryKeys.analysis.companyValues(companyId, period),
  queryFn: () => getCompanyValues(companyId, period),
});

/** A company's published periods (its latest and every earlier one), each with the facts carried into it. */
export interface PcafPublished {
  companyId: number;
  name: string | null;
  published: PcafPublishedPeriod[];
}

/**
 * Each company's published values: its latest period and its earlier periods (the analysis read model
 * carries the slowly changing facts into each, ADR 0095). The scorecard chooses from them per date.
 */
export function usePcafPublished(companyIds: readonly number[]): {
  data: PcafPublished[] | null;
  error: unknown;
} {
  const latest = useQueries({ queries: companyIds.map((id) => valuesQuery(id, null)) });
  const earlier = latest.flatMap((q, i) =>
    (q.data?.periods ?? [])
      .filter((p) => p !== q.data?.period)
      .map((period) => ({ companyId: companyIds[i], period })),
  );
  const older = useQueries({ queries: earlier.map((e) => valuesQuery(e.companyId, e.period)) });
  const error = latest.find((q) => q.error)?.error ?? older.find((q) => q.error)?.error ?? null;
  if (latest.some((q) => q.isPending) || older.some((q) => q.isPending)) return { data: null, error };
  const data = companyIds.map((companyId, i) => {
    const own = latest[i].data;
    return {
      companyId,
      name: own?.name ?? null,
      published: [
        ...(own?.period ? [pcafPublishedPeriod(own)] : []),
        ...earlier.flatMap((e, j) =>
          e.companyId === companyId && older[j].data ? [pcafPublishedPeriod(older[j].data)] : [],
        ),
      ],
    };
  });
  return { data, error };
}

/**
 * Each company's PCAF inputs: its latest published values and, where that period has no emissions,
 * its earlier periods, of which pcafCompanyData keeps the latest with scope 1 emissions.
 */
export function usePcafCompanies(companyIds: readonly number[]): {
  data: PcafCompanyData[] | null;
  error: unknown;
} {
  const { data, error } = usePcafPublished(companyIds);
  return {
    data: data ? data.map((c) => pcafCompanyData(c.companyId, c.name, c.published)) : null,
    error,
  };
}

/**
 * The company's country of domicile (company.country, ISO alpha-2) as it last published it, carried facts
 * included (ADR 0095): the carbon calculator's default electricity grid (ADR 0160). Null while unknown.
 */
export function usePublishedCountry(companyId: number | null): { country: string | null; loading: boolean } {
  const query = useQuery({ ...valuesQuery(companyId ?? 0, null), enabled: companyId !== null });
  const value = [...(query.data?.values ?? []), ...(query.data?.carried ?? [])].find(
    (v) => v.metricCode === 'company.country',
  )?.value;
  return {
    country: typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null,
    loading: companyId !== null && query.isPending,
  };
}
