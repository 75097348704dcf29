/** The query of both benchmark endpoints (libs/contracts benchmark.ts benchmarkQuerySchema). */
export interface BenchmarkParams {
  metric?: string;
  period?: string;
  fundId?: number;
  size?: 'same' | 'any';
}

export function benchmarkSearch(params: BenchmarkParams): string {
  const q = new URLSearchParams();
  if (params.metric) q.set('metric', params.metric);
  if (params.period) q.set('period', params.period);
  if (params.fundId !== undefined) q.set('fundId', String(params.fundId));
  if (params.size) q.set('size', params.size);
  const s = q.toString();
  return s ? `?${s}` : '';
}
