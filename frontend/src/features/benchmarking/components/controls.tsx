import { Group, Select, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BenchmarkMetric } from '@esg/contracts/benchmark';
import { CompanyPicker, PeriodPicker, PortfolioPicker, useAnalysisViewer } from '@/shared/analysis/controls';
export { PeriodNote } from '@/shared/analysis/controls';

/** The search of every benchmarking route (validated in the route files). */
export interface BenchmarkSearch {
  period?: string;
  metric?: string;
  size?: 'same' | 'any';
  fundId?: number;
  companyId?: number;
}

export interface BenchmarkPageProps {
  search: BenchmarkSearch;
  onSearch: (next: BenchmarkSearch) => void;
}

/** Who is looking: an investor's team (its portfolio) or a company (itself), and the company in view. */
export const useBenchmarkViewer = useAnalysisViewer;

export function BenchmarkControls({
  search,
  onSearch,
  periods,
  metrics,
  funds,
  companies,
  withSize = true,
  suggested,
}: BenchmarkPageProps & {
  periods: readonly string[];
  /** A portfolio page's period when none is chosen ("Suggested (2024)"). */
  suggested?: string | null;
  metrics?: readonly BenchmarkMetric[];
  funds?: ReadonlyArray<{ fundId: number; name: string }>;
  companies?: ReadonlyArray<{ companyId: number; name: string | null }>;
  withSize?: boolean;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {companies ? (
        <CompanyPicker
          companies={companies}
          value={search.companyId}
          onChange={(companyId) => onSearch({ ...search, companyId })}
        />
      ) : null}
      {metrics ? (
        <Select
          label="Metric"
          w={260}
          data={metrics.map((m) => ({ value: m.code, label: m.name ?? m.code }))}
          value={search.metric ?? null}
          placeholder="Choose a metric"
          onChange={(v) => onSearch({ ...search, metric: v ?? undefined })}
          searchable
          allowDeselect={false}
        />
      ) : null}
      <PeriodPicker
        periods={periods}
        value={search.period}
        suggested={suggested === undefined ? undefined : search.period ? null : suggested}
        onChange={(period) => onSearch({ ...search, period })}
      />
      <PortfolioPicker
        funds={funds}
        value={search.fundId}
        onChange={(fundId) => onSearch({ ...search, fundId })}
      />
      {withSize ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="size-band-label">
            Size band
          </Text>
          <SegmentedControl
            aria-labelledby="size-band-label"
            value={search.size ?? 'same'}
            onChange={(v) => onSearch({ ...search, size: v })}
            data={[
              { value: 'same', label: 'Same size' },
              { value: 'any', label: 'Any size' },
            ]}
          />
        </Stack>
      ) : null}
    </Group>
  );
}
