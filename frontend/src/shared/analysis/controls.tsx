import { Select } from '@mantine/core';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';

/**
 * The viewer and the pickers of the analysis pages (benchmarking, scorecards): who is looking, and
 * the company, period and portfolio in view.
 */

/** Who is looking: an investor's team (its portfolio) or a company (itself), and the company in view. */
export function useAnalysisViewer(): { companyId: number; investor: boolean } {
  const { ctx } = useAccessContext();
  return {
    companyId: effectiveCompanyId(ctx) ?? 0,
    investor:
      (ctx.company?.type === 'gp' || ctx.company?.type === 'lp') && ctx.user?.permission !== 'Contributor',
  };
}

export function CompanyPicker({
  companies,
  value,
  onChange,
  allowDeselect,
}: {
  companies: ReadonlyArray<{ companyId: number; name: string | null }>;
  value: number | undefined;
  onChange: (companyId: number | undefined) => void;
  allowDeselect?: boolean;
}) {
  return (
    <Select
      label="Company"
      w={220}
      data={companies.map((c) => ({ value: String(c.companyId), label: c.name ?? `Company ${c.companyId}` }))}
      value={value ? String(value) : null}
      placeholder="Choose a company"
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      allowDeselect={allowDeselect}
    />
  );
}

/** "Latest" or one of the periods, newest first. */
export function PeriodPicker({
  periods,
  value,
  onChange,
  latest,
}: {
  periods: readonly string[];
  value: string | undefined;
  onChange: (period: string | undefined) => void;
  /** The period "Latest" stands for, when known: shown with it ("Latest (2024)"), so the page says which. */
  latest?: string | null;
}) {
  return (
    <Select
      label="Period"
      w={latest ? 150 : 120}
      data={[
        { value: '', label: latest ? `Latest (${latest})` : 'Latest' },
        ...[...periods].reverse().map((p) => ({ value: p, label: p })),
      ]}
      value={value ?? ''}
      onChange={(v) => onChange(v || undefined)}
      allowDeselect={false}
    />
  );
}

/** "Whole portfolio" or one fund; nothing when the viewer has no funds. */
export function PortfolioPicker({
  funds,
  value,
  onChange,
}: {
  funds: ReadonlyArray<{ fundId: number; name: string }> | undefined;
  value: number | undefined;
  onChange: (fundId: number | undefined) => void;
}) {
  if (!funds || funds.length === 0) return null;
  return (
    <Select
      label="Portfolio"
      w={200}
      data={[
        { value: '', label: 'Whole portfolio' },
        ...funds.map((f) => ({ value: String(f.fundId), label: f.name })),
      ]}
      value={value ? String(value) : ''}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      allowDeselect={false}
    />
  );
}
