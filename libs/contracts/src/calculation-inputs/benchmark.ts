/**
 * The benchmarks' inputs (services/reporting queries/benchmark, docs/benchmarking.md, ADR 0045): peer groups are
 * built from what companies published about themselves. The metric compared is the one the user picks (any
 * dictionary metric), so only the profile codes are fixed inputs. Part of the registry of calculation inputs.
 */
export const BENCHMARK_PROFILE_CODES = {
  nace: 'company.nace',
  country: 'company.country',
  fte: 'company.fte',
  revenue: 'company.revenue',
} as const;

export const BENCHMARK_PROFILE_LABELS: Readonly<Record<keyof typeof BENCHMARK_PROFILE_CODES, string>> = {
  nace: 'Peer group: sector',
  country: 'Peer group: country and region',
  fte: 'Peer group: size band',
  revenue: 'Peer group: revenue',
};
