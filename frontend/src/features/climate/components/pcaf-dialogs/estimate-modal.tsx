import { useState } from 'react';
import {
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PCAF_ESTIMATE_OPTIONS,
  type PcafEstimateOption,
  type PcafSavedEstimate,
  type SavePcafEstimateRequest,
} from '@esg/contracts/pcaf-inputs';
import { notifySuccess } from '@/lib/notify';
import { useDeletePcafEstimate } from '../../api/delete-pcaf-estimate';
import { useNaceSectors } from '../../api/nace-sectors';
import { useSavePcafEstimate } from '../../api/save-pcaf-estimate';
import { savedWhen, type PositionRow } from '../../pcaf-assembly';
import { DialogFooter } from './dialog-footer';

/** The PCAF options an estimate can have; the asset class's table (pcaf.json) decides its score. */
const OPTION_LABELS: Record<PcafEstimateOption, string> = {
  '2a': '2a: physical activity, the company’s energy use',
  '2b': '2b: physical activity, the company’s production',
  '3': '3: averages (real estate and mortgages)',
  '3a': '3a: economic activity, revenue × sector factor',
  '3b': '3b: economic activity, assets × sector factor',
  '3c': '3c: economic activity, revenue × asset turnover',
};
const ESTIMATE_OPTIONS = PCAF_ESTIMATE_OPTIONS.map((value) => ({ value, label: OPTION_LABELS[value] }));

/**
 * Emissions estimated for a company that publishes none (PCAF options 2 and 3): physical activity ×
 * emission factor, or revenue × the sector's factor, with the factor's source and the PCAF option (its
 * score comes from the asset class's table in pcaf.json). Saved for the investor and the reporting year;
 * the server computes the tonnes and the score and answers 422 naming a wrong field.
 */
export function EstimateModal({
  row,
  investorId,
  year,
  saved,
  published,
  onClose,
}: {
  row: PositionRow;
  investorId: number;
  year: number;
  saved: PcafSavedEstimate | null;
  /** The company's published revenue and sector (PCAF framework inputs), offered as the starting values. */
  published: { revenue: number | null; nace: string | null };
  onClose: () => void;
}) {
  const initial = saved?.estimate;
  const [basis, setBasis] = useState<'revenue' | 'physical-activity'>(initial?.basis ?? 'revenue');
  const [revenue, setRevenue] = useState<number | string>(
    initial?.basis === 'revenue' ? initial.revenue : (published.revenue ?? ''),
  );
  const [sector, setSector] = useState<string | null>(
    initial?.basis === 'revenue' ? initial.sector : published.nace,
  );
  const [sectorFactor, setSectorFactor] = useState<number | string>(
    initial?.basis === 'revenue' ? initial.sectorFactor : '',
  );
  const [activity, setActivity] = useState<number | string>(
    initial?.basis === 'physical-activity' ? initial.activity : '',
  );
  const [activityUnit, setActivityUnit] = useState(
    initial?.basis === 'physical-activity' ? initial.activityUnit : 'MWh',
  );
  const [emissionFactor, setEmissionFactor] = useState<number | string>(
    initial?.basis === 'physical-activity' ? initial.emissionFactor : '',
  );
  const [scope3Factor, setScope3Factor] = useState<number | string>(initial?.scope3Factor ?? '');
  const [factorSource, setFactorSource] = useState(initial?.factorSource ?? '');
  const [option, setOption] = useState<PcafEstimateOption>(saved?.dataQualityOption ?? '3a');
  const [error, setError] = useState<string | null>(null);
  const sectors = useNaceSectors();
  const save = useSavePcafEstimate();
  const remove = useDeletePcafEstimate();
  const busy = save.isPending || remove.isPending;
  const companyId = row.row.companyId!;
  const company = row.row.companyName ?? `Company ${companyId}`;
  const number = (v: number | string) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
  const submit = () => {
    const s3 = number(scope3Factor);
    const scope3 = s3 === null ? {} : { scope3Factor: s3 };
    let estimate: SavePcafEstimateRequest['estimate'];
    if (!factorSource.trim()) return setError('Say where the factor comes from (source and version).');
    if (basis === 'revenue') {
      const r = number(revenue);
      const f = number(sectorFactor);
      if (r === null || f === null || !sector)
        return setError('Enter the revenue, the sector and the sector factor (0 or more).');
      estimate = { basis, revenue: r, sector, sectorFactor: f, factorSource: factorSource.trim(), ...scope3 };
    } else {
      const a = number(activity);
      const f = number(emissionFactor);
      if (a === null || f === null || !activityUnit.trim())
        return setError('Enter the activity, its unit and the emission factor (0 or more).');
      estimate = {
        basis,
        activity: a,
        activityUnit: activityUnit.trim(),
        emissionFactor: f,
        factorSource: factorSource.trim(),
        ...scope3,
      };
    }
    if (row.assetClass === 'sovereign-debt') return setError('Sovereign bonds take country figures.');
    save.mutate(
      {
        investorId,
        year,
        companyId,
        request: { assetClass: row.assetClass, estimate, dataQualityOption: option },
      },
      {
        onSuccess: () => {
          notifySuccess(`Estimate of ${company} for ${year} saved`);
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Estimate the emissions of ${company}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {company} published no scope 1 and 2 emissions for this position ({row.row.fundName}). An estimate
          lets PCAF attribute it, with the lower data quality of its option. It is saved for {year} and used
          for this company in all your funds until the company publishes its own emissions.
        </Text>
        <SegmentedControl
          aria-label="Estimate from"
          value={basis}
          onChange={(v) => {
            setBasis(v);
            setOption(v === 'revenue' ? '3a' : '2a');
          }}
          data={[
            { value: 'revenue', label: 'Revenue × sector factor' },
            { value: 'physical-activity', label: 'Physical activity × factor' },
          ]}
        />
        {basis === 'revenue' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Revenue (EUR)" min={0} value={revenue} onChange={setRevenue} />
            <Select
              label="Sector (NACE Rev. 2)"
              searchable
              placeholder={sectors.isPending ? 'Loading…' : 'Search a division'}
              value={sector}
              data={sectors.data ?? []}
              onChange={setSector}
              nothingFoundMessage="No NACE division matches"
            />
            <NumberInput
              label="Sector factor (tCO₂e per EUR of revenue)"
              min={0}
              decimalScale={12}
              value={sectorFactor}
              onChange={setSectorFactor}
            />
            <NumberInput
              label="Scope 3 factor (tCO₂e per EUR, optional)"
              min={0}
              decimalScale={12}
              value={scope3Factor}
              onChange={setScope3Factor}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Activity" min={0} value={activity} onChange={setActivity} />
            <TextInput
              label="Activity unit"
              value={activityUnit}
              onChange={(e) => setActivityUnit(e.currentTarget.value)}
            />
            <NumberInput
              label="Emission factor (tCO₂e per unit)"
              min={0}
              decimalScale={12}
              value={emissionFactor}
              onChange={setEmissionFactor}
            />
            <NumberInput
              label="Scope 3 factor (tCO₂e per unit, optional)"
              min={0}
              decimalScale={12}
              value={scope3Factor}
              onChange={setScope3Factor}
            />
          </SimpleGrid>
        )}
        <TextInput
          label="Factor source and version"
          description="e.g. PCAF emission factor database, EXIOBASE 3.8.2 (2022)"
          value={factorSource}
          onChange={(e) => setFactorSource(e.currentTarget.value)}
        />
        <Select
          label="PCAF data-quality option"
          allowDeselect={false}
          value={option}
          data={ESTIMATE_OPTIONS}
          onChange={(v) => v && setOption(v)}
        />
        {saved ? (
          <Text size="xs" c="dimmed">
            Saved estimate: {saved.emissions.scope12} tCO₂e (scopes 1 + 2), score {saved.dataQualityScore},{' '}
            {savedWhen(saved.savedBy, saved.savedAt)}
          </Text>
        ) : null}
        <DialogFooter
          error={error}
          removeLabel={saved ? 'Remove estimate' : null}
          removing={remove.isPending}
          onRemove={() =>
            remove.mutate(
              { investorId, year, companyId },
              {
                onSuccess: () => {
                  notifySuccess(`Estimate of ${company} for ${year} removed`);
                  onClose();
                },
                onError: (err) => setError(err.message),
              },
            )
          }
          saveLabel="Save estimate"
          saving={save.isPending}
          onSave={submit}
          busy={busy}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
