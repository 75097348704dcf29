import { Group, Select, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BenchmarkMetric } from '@esg/contracts/benchmark';
import { useAccessContext } from '@/app/access-context';
import { effectiveCompanyId } from '@esg/access-policy';

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
export function useBenchmarkViewer(): { companyId: number; investor: boolean } {
  const { ctx } = useAccessContext();
  return {
    companyId: effectiveCompanyId(ctx) ?? 0,
    investor:
      (ctx.company?.type === 'gp' || ctx.company?.type === 'lp') && ctx.user?.permission !== 'Contributor',
  };
}

export function BenchmarkControls({
  search,
  onSearch,
  periods,
  metrics,
  funds,
  companies,
  withSize = true,
}: BenchmarkPageProps & {
  periods: readonly string[];
  metrics?: readonly BenchmarkMetric[];
  funds?: ReadonlyArray<{ fundId: number; name: string }>;
  companies?: ReadonlyArray<{ companyId: number; name: string | null }>;
  withSize?: boolean;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {companies ? (
        <Select
          label="Company"
          w={220}
          data={companies.map((c) => ({
            value: String(c.companyId),
            label: c.name ?? `Company ${c.companyId}`,
          }))}
          value={search.companyId ? String(search.companyId) : null}
          placeholder="Choose a company"
          onChange={(v) => onSearch({ ...search, companyId: v ? Number(v) : undefined })}
          searchable
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
      <Select
        label="Period"
        w={120}
        data={[
          { value: '', label: 'Latest' },
          ...[...periods].reverse().map((p) => ({ value: p, label: p })),
        ]}
        value={search.period ?? ''}
        onChange={(v) => onSearch({ ...search, period: v || undefined })}
        allowDeselect={false}
      />
      {funds && funds.length > 0 ? (
        <Select
          label="Portfolio"
          w={200}
          data={[
            { value: '', label: 'Whole portfolio' },
            ...funds.map((f) => ({ value: String(f.fundId), label: f.name })),
          ]}
          value={search.fundId ? String(search.fundId) : ''}
          onChange={(v) => onSearch({ ...search, fundId: v ? Number(v) : undefined })}
          allowDeselect={false}
        />
      ) : null}
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
