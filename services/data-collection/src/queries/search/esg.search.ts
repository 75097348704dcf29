import { rankHits, type FrameworkSummary, type MetricDefinition, type SearchHit } from '@esg/contracts';
import { ListFrameworksQuery } from '../list-frameworks/list-frameworks';
import { ListMetricsQueryMessage } from '../list-metrics/list-metrics';
import type { Searcher } from './search.controller';

/** The metric dictionary (readable by every signed-in user, as GET /metrics): by code or name. */
export const searchMetrics: Searcher = async ({ q, limit, queries }) => {
  const metrics = await queries.execute<ListMetricsQueryMessage, MetricDefinition[]>(
    new ListMetricsQueryMessage({}),
  );
  return rankHits(metrics, q, limit, (m) => `${m.name} ${m.code}`).map((m): SearchHit => ({
    kind: 'metric',
    id: m.code,
    title: m.name,
    subtitle: m.unit ? `${m.code} · ${m.unit}` : m.code,
    href: `/frameworks?metric=${encodeURIComponent(m.code)}`,
  }));
};

/** The frameworks of the catalogue (GET /frameworks), the caller's own marked as used. */
export const searchFrameworks: Searcher = async ({ principal, q, limit, queries }) => {
  const frameworks = await queries.execute<ListFrameworksQuery, FrameworkSummary[]>(
    new ListFrameworksQuery(principal),
  );
  return rankHits(frameworks, q, limit, (f) => f.name).map((f): SearchHit => ({
    kind: 'framework',
    id: String(f.standardId),
    title: f.name,
    subtitle: `${f.metricCount} metrics · version ${f.version}${f.usedByCompany ? ' · used by your company' : ''}`,
    href: `/frameworks?standardId=${f.standardId}`,
  }));
};
