import { useState } from 'react';
import { Select, Text } from '@mantine/core';
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

/** "Latest" (or "Suggested" on portfolio pages) or one of the periods, newest first. */
export function PeriodPicker({
  periods,
  value,
  onChange,
  latest,
  suggested,
}: {
  periods: readonly string[];
  value: string | undefined;
  onChange: (period: string | undefined) => void;
  /** The period "Latest" stands for, when known: shown with it ("Latest (2024)"), so the page says which. */
  latest?: string | null;
  /** On a portfolio page, the page's own choice when none is made: "Suggested (2024)" (the page's note says why). */
  suggested?: string | null;
}) {
  const auto =
    suggested !== undefined
      ? suggested
        ? `Suggested (${suggested})`
        : 'Suggested'
      : latest
        ? `Latest (${latest})`
        : 'Latest';
  return (
    <Select
      label="Period"
      w={suggested !== undefined ? 190 : latest ? 150 : 120}
      data={[{ value: '', label: auto }, ...[...periods].reverse().map((p) => ({ value: p, label: p }))]}
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

const KEPT_PERIOD = 'analysis.period';

function keptPeriod(): string | undefined {
  try {
    return sessionStorage.getItem(KEPT_PERIOD) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The period a user chose on one analysis page stays chosen on the others (scorecards, benchmarking) for the
 * session, until they choose "Suggested" again: a route without `?period=` asks for the kept one.
 */
export function useKeptPeriod<S extends { period?: string }>(
  search: S,
  onSearch: (next: S) => void,
): { search: S; onSearch: (next: S) => void } {
  // Held in state too: choosing "Suggested" on a page opened from the kept period leaves the address as it was.
  const [kept, setKept] = useState(keptPeriod);
  const period = search.period ?? kept;
  return {
    search: period === search.period ? search : { ...search, period },
    onSearch: (next) => {
      try {
        if (next.period) sessionStorage.setItem(KEPT_PERIOD, next.period);
        else sessionStorage.removeItem(KEPT_PERIOD);
      } catch {
        // Storage refused (private mode): the choice lasts as long as the page.
      }
      setKept(next.period);
      onSearch(next);
    },
  };
}

/** Why a portfolio page shows the period it does when none was chosen (the server says). */
export function PeriodNote({
  note,
  chosen,
}: {
  note: string | null | undefined;
  chosen: string | undefined;
}) {
  if (chosen || !note) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="period-note">
      {note}
    </Text>
  );
}
