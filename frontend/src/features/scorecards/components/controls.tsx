import { Group } from '@mantine/core';
import { CompanyPicker, PeriodPicker, PortfolioPicker, useAnalysisViewer } from '@/shared/analysis/controls';
export { PeriodNote } from '@/shared/analysis/controls';

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
export const useScorecardViewer = useAnalysisViewer;

export function ScorecardControls({
  search,
  onSearch,
  periods,
  funds,
  companies,
  latest,
  suggested,
}: ScorecardPageProps & {
  periods: readonly string[];
  /** The period shown when none is chosen (the page's data says which). */
  latest?: string | null;
  /** A portfolio page's period when none is chosen ("Suggested (2024)"). */
  suggested?: string | null;
  funds?: ReadonlyArray<{ fundId: number; name: string }>;
  companies?: ReadonlyArray<{ companyId: number; name: string | null }>;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {companies ? (
        <CompanyPicker
          companies={companies}
          value={search.companyId}
          onChange={(companyId) => onSearch({ ...search, companyId })}
          allowDeselect={false}
        />
      ) : null}
      <PeriodPicker
        periods={periods}
        value={search.period}
        latest={latest}
        suggested={suggested === undefined ? undefined : search.period ? null : suggested}
        onChange={(period) => onSearch({ ...search, period })}
      />
      <PortfolioPicker
        funds={funds}
        value={search.fundId}
        onChange={(fundId) => onSearch({ ...search, fundId })}
      />
    </Group>
  );
}
