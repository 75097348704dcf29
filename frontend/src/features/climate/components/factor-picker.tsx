import { useEffect, useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CarbonCategory } from '@esg/contracts/scoring';
import { useEmissionFactors } from '../api/list-emission-factors';

export interface PickedFactor {
  id: string;
  name: string;
  unit: string;
  kgCO2e: number;
  source: string;
  attribution: string;
}

export const factorLabel = (f: { name: string; unit: string }) => `${f.name} — per ${f.unit}`;

/**
 * The emission factor of one activity line: the factors the line's category accepts in the chosen
 * library, or of the chosen country's grid (GET /api/emission-factors?category=&libraryId=&country=&q=), searched
 * as the user types.
 */
export function FactorPicker({
  category,
  libraryId,
  country,
  value,
  onChange,
  label,
}: {
  category: CarbonCategory;
  libraryId: string | undefined;
  /** Only the grid factors of this country (purchased electricity, ADR 0160). */
  country?: string;
  value: PickedFactor | null;
  onChange: (factor: PickedFactor | null) => void;
  label: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const typed = value && search === factorLabel(value) ? '' : debounced;
  const factors = useEmissionFactors({ category, libraryId, country, q: typed || undefined, perPage: 50 });
  const options = useMemo(() => {
    const list: PickedFactor[] = (factors.data?.factors ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      unit: f.unit,
      kgCO2e: f.kgCO2e,
      source: `${f.source} ${f.year}${f.version === String(f.year) ? '' : ` v${f.version}`} (${f.sheet})`,
      attribution: f.attribution,
    }));
    if (value && !list.some((f) => f.id === value.id)) list.unshift(value);
    return list;
  }, [factors.data, value]);
  useEffect(() => {
    if (value) setSearch(factorLabel(value));
  }, [value]);
  return (
    <Select
      aria-label={label}
      placeholder="Search a factor…"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={factors.isFetching ? 'Searching…' : 'No factor of this category matches'}
      data={options.map((f) => ({ value: f.id, label: factorLabel(f) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((f) => f.id === id) ?? null)}
      comboboxProps={{ width: 520, position: 'bottom-start' }}
      maxDropdownHeight={320}
      // A phone's card line leaves about 200 px beside the label (ADR 0223).
      miw={{ base: 180, sm: 300 }}
    />
  );
}
