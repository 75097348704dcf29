import { Group, Select } from '@mantine/core';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';

export interface ScorecardSearch {
  period?: string;
  fundId?: number;
  companyId?: number;
}

export interface ScorecardPageProps {
  search: ScorecardSearch;
  onSearch: (next: ScorecardSearch) => void;
}

/** Who is looking: an investor's team (its portfolio) or a company (itself). */
export function useScorecardViewer(): { companyId: number; investor: boolean } {
  const { ctx } = useAccessContext();
  return {
    companyId: effectiveCompanyId(ctx) ?? 0,
    investor:
      (ctx.company?.type === 'gp' || ctx.company?.type === 'lp') && ctx.user?.permission !== 'Contributor',
  };
}

export function ScorecardControls({
  search,
  onSearch,
  periods,
  funds,
  companies,
}: ScorecardPageProps & {
  periods: readonly string[];
  funds?: ReadonlyArray<{ fundId: number; name: string }>;
  companies?: ReadonlyArray<{ companyId: number; name: string | null }>;
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
    </Group>
  );
}
