import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { canUseCarbonCalculator, mayEver, workplaceReadOnly } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import {
  CARBON_CATEGORIES,
  CARBON_CATEGORY_INFO,
  MARKET_INSTRUMENTS,
  SCOPE3_METHOD_INFO,
  methodsOf,
  type CarbonActivity,
  type CarbonCalculationResult,
  type CarbonCalculationView,
  type CarbonCategory,
  type EmissionFactorView,
  type GridFactorChoices,
  type Scope3Method,
} from '@esg/contracts/scoring';
import { PageHeader } from '@/components/ui/page-header';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryError } from '@/components/ui/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import { useCurrentUser } from '@/lib/auth-store';
import { notifySuccess } from '@/lib/notify';
import { useCompany } from '../api/get-own-company';
import { usePublishedCountry } from '../api/company-values';
import { useGridCountries, useGridFactors } from '../api/grid-factors';
import { calculateCarbon } from '../api/calculate-carbon';
import { useCarbonCalculations, useSaveCarbonCalculation } from '../api/carbon-calculations';
import { useFactorLibraries } from '../api/list-factor-libraries';
import { formatNumber, qualityWords, summarise, type Scope } from '../summary';
import { unitChoices } from '../units';
import { ClimateCompanyPicker, useClimateCompany } from './climate-company-picker';
import { EmissionsSummaryTabs, qualityColour } from './emissions-summary';
import { FactorPicker, type PickedFactor } from './factor-picker';
import { openingPeriod } from '../opening-period';

interface Line {
  key: number;
  category: CarbonCategory;
  /** Scope 3 only: a figure the company has from elsewhere, with its method, instead of a factor × quantity. */
  reported: { tCO2e: number | ''; method: Scope3Method | null; source: string; verified: boolean } | null;
  factor: PickedFactor | null;
  quantity: number | '';
  unit: string;
  description: string;
  market: {
    instrument: (typeof MARKET_INSTRUMENTS)[number];
    kgCO2ePerUnit: number | '';
    source: string;
  } | null;
}

const SCOPE_TITLES: Record<Scope, string> = {
  '1': 'Scope 1 — direct emissions',
  '2': 'Scope 2 — purchased energy',
  '3': 'Scope 3 — the value chain',
};

const INSTRUMENT_LABELS: Record<(typeof MARKET_INSTRUMENTS)[number], string> = {
  'supplier-specific': 'Supplier-specific factor',
  'energy-attribute-certificate': 'Energy attribute certificate (REGO, GO)',
  'power-purchase-agreement': 'Power purchase agreement',
  'residual-mix': 'Residual mix',
};

const currentYear = new Date().getFullYear();
/** Spec 9: the years list runs from 2020 to the current year. */
const YEARS = Array.from({ length: currentYear - 2019 }, (_, i) => String(currentYear - i));

let nextKey = 1;
const newLine = (
  category: CarbonCategory,
  factor: PickedFactor | null = null,
  reported: Line['reported'] = null,
): Line => ({
  key: nextKey++,
  category,
  reported,
  factor,
  quantity: '',
  unit: factor?.unit ?? '',
  description: '',
  market: null,
});

const picked = (f: EmissionFactorView): PickedFactor => ({
  id: f.id,
  name: f.name,
  unit: f.unit,
  kgCO2e: f.kgCO2e,
  source: `${f.source} ${f.year} (${f.sheet})`,
  attribution: f.attribution,
});

function fromSaved(calculation: CarbonCalculationView): Line[] {
  return calculation.activities.map((a, i) => {
    const line = calculation.result.lines[i];
    return {
      key: nextKey++,
      category: a.category,
      reported: a.reported
        ? {
            tCO2e: a.reported.tCO2e,
            method: a.reported.method,
            source: a.reported.source ?? '',
            verified: a.reported.verified ?? false,
          }
        : null,
      factor: line?.factor
        ? {
            id: line.factor.id,
            name: line.factor.name,
            unit: line.factor.unit,
            kgCO2e: line.factor.kgCO2e,
            source: `${line.factor.source} ${line.factor.year} (${line.factor.sheet})`,
            attribution: line.factor.attribution,
          }
        : null,
      quantity: a.quantity ?? '',
      unit: a.unit ?? line?.factor?.unit ?? '',
      description: a.description ?? '',
      market: a.marketBased
        ? {
            instrument: a.marketBased.instrument,
            kgCO2ePerUnit: a.marketBased.kgCO2ePerUnit,
            source: a.marketBased.source ?? '',
          }
        : null,
    };
  });
}

/** A scope 3 row's label with its GHG Protocol category number ("6. Business travel by air"). */
const categoryLabel = (code: CarbonCategory) => {
  const info = CARBON_CATEGORY_INFO[code];
  return info.ghgCategory ? `${info.ghgCategory}. ${info.label}` : info.label;
};

function toActivity(line: Line): (CarbonActivity & { category: CarbonCategory }) | null {
  if (line.reported) {
    if (line.reported.tCO2e === '' || !line.reported.method) return null;
    return {
      category: line.category,
      reported: {
        tCO2e: line.reported.tCO2e,
        method: line.reported.method,
        source: line.reported.source.trim() || undefined,
        verified:
          SCOPE3_METHOD_INFO[line.reported.method].pcafOption === '1b' ? line.reported.verified : undefined,
      },
      description: line.description.trim() || undefined,
    };
  }
  if (!line.factor || line.quantity === '') return null;
  return {
    factorId: line.factor.id,
    quantity: line.quantity,
    unit: line.unit.trim() || undefined,
    category: line.category,
    description: line.description.trim() || undefined,
    marketBased:
      line.market && line.market.kgCO2ePerUnit !== ''
        ? {
            instrument: line.market.instrument,
            kgCO2ePerUnit: line.market.kgCO2ePerUnit,
            source: line.market.source.trim() || undefined,
          }
        : undefined,
  };
}

/**
 * /carbon-emission: the Carbon Calculator (spec 6.2, issue 11). Activity data by the rows of the
 * Emissions summary, each line with its factor, source and result; the Emissions summary (spec 2.9)
 * follows the lines as they are typed (POST /api/calculations/carbon), and Save stores the period's
 * inventory, whose totals become the company's ghg.* values in its response (ADR 0050).
 */
export function CarbonCalculatorPage({
  companyId: requested,
  onCompanyChange,
}: {
  companyId?: number;
  onCompanyChange?: (companyId: number) => void;
}) {
  const user = useCurrentUser();
  const { ctx } = useAccessContext();
  // An investor (GP) reads a portfolio company's inventory; a company's own users work on theirs.
  const climate = useClimateCompany(requested, { preferOwn: true });
  const companyId = climate.companyId;
  const company = useCompany(companyId);
  const [chosenPeriod, setPeriod] = useState<string | null>(null);
  const calculations = useCarbonCalculations(companyId);
  // The year chosen, else the newest year with a saved inventory (once the list is read).
  const period = chosenPeriod ?? openingPeriod(calculations.data?.map((c) => c.period) ?? [], currentYear);
  const libraries = useFactorLibraries();
  const [libraryId, setLibraryId] = useState<string | null>(null);
  const newest = useMemo(
    () =>
      [...(libraries.data ?? [])]
        .filter((l) => l.source === 'DESNZ')
        .sort((a, b) => b.year - a.year || b.importedAt.localeCompare(a.importedAt))[0]?.id ?? null,
    [libraries.data],
  );
  const library = libraryId ?? newest;
  // Purchased electricity is measured with the grid of the company's country (ADR 0160): its published
  // company.country by default, or the grid the user picks; the default factor names its source and year.
  const published = usePublishedCountry(companyId);
  const [chosenGrid, setChosenGrid] = useState<string | null>(null);
  const gridCountry = chosenGrid ?? published.country;
  const gridCountries = useGridCountries();
  const grid = useGridFactors(gridCountry, Number(period.slice(0, 4)));
  const gridDefault = grid.data?.choices.find((c) => c.factor.id === grid.data?.defaultFactorId) ?? null;
  const saved = calculations.data?.find((c) => c.period === period) ?? null;
  const [lines, setLines] = useState<Line[]>([]);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!calculations.data) return;
    const marker = `${period}:${saved?.id ?? 'new'}:${saved?.version ?? 0}`;
    if (loadedFor === marker) return;
    setLoadedFor(marker);
    setLines(saved ? fromSaved(saved) : []);
  }, [calculations.data, period, saved, loadedFor]);

  const activities = lines.map(toActivity);
  const complete = activities.filter((a): a is NonNullable<typeof a> => a !== null);
  const [request] = useDebouncedValue(JSON.stringify(complete), 400);
  const [result, setResult] = useState<{ request: string; data: CarbonCalculationResult } | null>(null);
  const [calcError, setCalcError] = useState<unknown>(null);
  useEffect(() => {
    const parsed = JSON.parse(request) as CarbonActivity[];
    if (parsed.length === 0) {
      setResult(null);
      setCalcError(null);
      return;
    }
    let cancelled = false;
    calculateCarbon({ activities: parsed })
      .then((data) => {
        if (cancelled) return;
        setResult({ request, data });
        setCalcError(null);
      })
      .catch((error: unknown) => {
        if (!cancelled) setCalcError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [request]);

  const resultLines = result?.data.lines ?? [];
  const lineResult = (index: number) => {
    if (activities[index] === null) return null;
    const position = activities.slice(0, index).filter((a) => a !== null).length;
    return resultLines[position] ?? null;
  };
  const { scopes, totalAcrossScopes } = summarise(resultLines);
  const save = useSaveCarbonCalculation(companyId ?? 0);
  const canSave =
    companyId !== null &&
    climate.isOwn &&
    mayEver('climate.carbon.save', user) &&
    !workplaceReadOnly(ctx) &&
    canUseCarbonCalculator(user, company.data ? { parent_id: company.data.company.parent_id } : null);
  const update = (key: number, change: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));

  if (climate.loading) return <PageHeader title="Carbon Calculator" />;
  if (companyId === null)
    return (
      <>
        <PageHeader title="Carbon Calculator" />
        <EmptyState
          title="The Carbon Calculator is for a company's own users."
          description="Browse the emission-factor library and saved calculations instead."
          action={<ButtonLink to="/calculations">Open Calculations</ButtonLink>}
        />
      </>
    );

  const attributions = [...new Set(lines.flatMap((l) => (l.factor ? [l.factor.attribution] : [])))];

  return (
    <>
      <PageHeader
        title="Carbon Calculator"
        description="Enter the period's activity data; each line is multiplied by its published emission factor and summed by scope."
        meta={
          saved ? (
            <Badge variant="light" color="teal">
              Saved · version {saved.version}
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              Not saved for {period}
            </Badge>
          )
        }
        primaryAction={
          canSave ? (
            <Button
              loading={save.isPending}
              disabled={complete.length === 0 || complete.length !== lines.length}
              onClick={() =>
                save.mutate(
                  {
                    id: saved?.id ?? null,
                    request: { companyId, period, activities: complete },
                  },
                  {
                    onSuccess: (calc) =>
                      notifySuccess(
                        `Saved version ${calc.version}. The totals go into your ${period} response as calculated values.`,
                      ),
                  },
                )
              }
            >
              Save calculation
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Group gap="md" align="flex-end">
          {climate.investor && onCompanyChange ? (
            <ClimateCompanyPicker
              companyId={companyId}
              choices={climate.choices}
              onChange={onCompanyChange}
            />
          ) : null}
          <Select
            label="Reporting year"
            data={YEARS}
            value={period}
            onChange={(v) => v && setPeriod(v)}
            allowDeselect={false}
            w={160}
          />
          <Select
            label="Emission-factor library for new lines"
            data={(libraries.data ?? [])
              .filter((l) => l.source === 'DESNZ' || l.source === 'EPA')
              .map((l) => ({ value: l.id, label: l.title }))}
            value={library}
            onChange={setLibraryId}
            allowDeselect={false}
            w={380}
          />
          <Select
            label="Electricity grid"
            description={
              chosenGrid === null && published.country
                ? 'The company’s published country'
                : 'Where the electricity is used'
            }
            placeholder="Choose the country"
            searchable
            data={(gridCountries.data ?? []).map((c) => ({ value: c.country, label: c.name }))}
            value={gridCountry}
            onChange={(v) => setChosenGrid(v)}
            allowDeselect={false}
            nothingFoundMessage="No grid factors for this country"
            w={240}
          />
        </Group>
        {!canSave ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />}>
            {climate.isOwn
              ? 'You can read this inventory; only the company’s own users change it.'
              : `You are reading the inventory of ${climate.companyName ?? 'this company'}; only its own users change it.`}
          </Alert>
        ) : null}
        <QueryError error={calculations.error} onRetry={() => void calculations.refetch()} />
        {(['1', '2', '3'] as const).map((scope) => {
          const inScope = lines.filter((l) => CARBON_CATEGORY_INFO[l.category].scope === scope);
          const categories = CARBON_CATEGORIES.filter((c) => CARBON_CATEGORY_INFO[c].scope === scope);
          return (
            <Paper
              key={scope}
              withBorder
              radius="lg"
              p="md"
              component="section"
              aria-label={SCOPE_TITLES[scope]}
            >
              <Group justify="space-between" mb="sm">
                <Text component="h2" fw={700} size="lg">
                  {SCOPE_TITLES[scope]}
                </Text>
                {canSave ? (
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconPlus size={14} />}
                      onClick={() =>
                        setLines((all) => [
                          ...all,
                          newLine(
                            categories[0],
                            categories[0] === 'PE' && gridDefault ? picked(gridDefault.factor) : null,
                          ),
                        ])
                      }
                    >
                      Add scope {scope} activity
                    </Button>
                    {scope === '3' ? (
                      <Button
                        variant="default"
                        size="xs"
                        leftSection={<IconPlus size={14} />}
                        onClick={() =>
                          setLines((all) => [
                            ...all,
                            newLine('PGS', null, { tCO2e: '', method: null, source: '', verified: false }),
                          ])
                        }
                      >
                        Add a reported figure
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Group>
              {scope === '2' ? (
                <GridNotice
                  country={gridCountry}
                  countryName={grid.data?.countryName ?? null}
                  choice={gridDefault}
                  reason={grid.data?.reason ?? null}
                />
              ) : null}
              {scope === '3' ? (
                <Text size="sm" c="dimmed" mb="sm">
                  The fifteen categories of the GHG Protocol’s value-chain standard. Where no published factor
                  fits (spend, a supplier’s own figure, an investee’s emissions), add the figure you have with
                  the method behind it; each line’s method gives its data-quality score.
                </Text>
              ) : null}
              {inScope.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No activity data in scope {scope}.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={1040}>
                  <Table
                    verticalSpacing="xs"
                    aria-label={`Scope ${scope} activity data`}
                    data-phone-layout="cards"
                  >
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Category</Table.Th>
                        <Table.Th>{scope === '3' ? 'Emission factor or method' : 'Emission factor'}</Table.Th>
                        <Table.Th w={160}>{scope === '3' ? 'Quantity or figure' : 'Quantity'}</Table.Th>
                        <Table.Th w={190}>Unit</Table.Th>
                        <Table.Th ta="right" w={150}>
                          kg CO₂e
                        </Table.Th>
                        <Table.Th w={40}>
                          <VisuallyHidden>Remove</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {inScope.map((line) => {
                        const index = lines.indexOf(line);
                        const out = lineResult(index);
                        const n = index + 1;
                        return (
                          <LineRow
                            key={line.key}
                            n={n}
                            line={line}
                            scope={scope}
                            categories={categories}
                            libraryId={library ?? undefined}
                            gridCountry={gridCountry}
                            result={out}
                            editable={canSave}
                            onChange={(change) => update(line.key, change)}
                            onRemove={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                          />
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
          );
        })}
        <FormAlert error={calcError ?? save.error} />
        {attributions.length ? (
          <Text size="xs" c="dimmed" component="div">
            <Text span fw={600} size="xs">
              Sources:{' '}
            </Text>
            {attributions.join(' · ')}{' '}
            <Anchor size="xs" href="/calculations" underline="always">
              Factor library and licences
            </Anchor>
          </Text>
        ) : null}
        <EmissionsSummaryTabs
          scopes={scopes}
          totalAcrossScopes={resultLines.length ? totalAcrossScopes : null}
        />
      </Stack>
    </>
  );
}

/** Which grid factor purchased electricity starts from, with its source, version, year and licence (ADR 0160). */
function GridNotice({
  country,
  countryName,
  choice,
  reason,
}: {
  country: string | null;
  countryName: string | null;
  choice: GridFactorChoices['choices'][number] | null;
  reason: string | null;
}) {
  if (country === null)
    return (
      <Text size="sm" c="dimmed" mb="sm" data-testid="grid-default">
        Choose the electricity grid above: purchased electricity then starts from that country’s grid factor.
      </Text>
    );
  if (!choice)
    return (
      <Text size="sm" c="dimmed" mb="sm" data-testid="grid-default">
        {reason ?? 'Looking up the grid factors…'}
      </Text>
    );
  return (
    <Stack gap={2} mb="sm" data-testid="grid-default">
      <Text size="sm">
        <Text span fw={600} size="sm">
          Grid electricity in {countryName ?? country}:
        </Text>{' '}
        {choice.label}, {formatNumber(choice.factor.kgCO2e * 1000, 4)}{' '}
        {choice.factor.source === 'IFI' ? 'g CO₂ per kWh (CO₂ only)' : 'g CO₂e per kWh'}
      </Text>
      <Text size="xs" c="dimmed">
        {choice.provenance}
      </Text>
      {reason ? (
        <Text size="xs" c="dimmed">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

function LineRow({
  n,
  line,
  scope,
  categories,
  libraryId,
  gridCountry,
  result,
  editable,
  onChange,
  onRemove,
}: {
  n: number;
  line: Line;
  scope: Scope;
  categories: CarbonCategory[];
  libraryId: string | undefined;
  gridCountry: string | null;
  result: CarbonCalculationResult['lines'][number] | null;
  editable: boolean;
  onChange: (change: Partial<Line>) => void;
  onRemove: () => void;
}) {
  const how = !result
    ? null
    : result.reported
      ? `${formatNumber(result.reported.tCO2e)} t reported = ${formatNumber(result.kgCO2e)} kg (${SCOPE3_METHOD_INFO[result.reported.method].label.toLowerCase()}${result.reported.verified ? ', verified' : ''}${result.reported.source ? `; from ${result.reported.source}` : ''})`
      : result.factor
        ? `${formatNumber(result.conversion?.quantity ?? result.quantity ?? 0)} ${result.factor.unit} × ${result.factor.kgCO2e} kg CO₂e per ${result.factor.unit} = ${formatNumber(result.kgCO2e)} kg (${result.factor.source} ${result.factor.year}, version ${result.factor.version}, ${result.factor.sheet})${result.conversion ? `; ${formatNumber(result.quantity ?? 0)} ${result.unit} converted × ${formatNumber(result.conversion.multiplier)}` : ''}`
        : null;
  const reported = line.reported;
  const methods = methodsOf(line.category);
  return (
    <>
      <Table.Tr>
        <Table.Td data-label="Category">
          {/* One block in the phone's card line, so the long name below the picker is not squeezed beside it. */}
          <Stack gap={2} w={{ base: '100%', sm: 260 }} style={{ minWidth: 0 }}>
            <Select
              aria-label={`Line ${n} category`}
              data={categories.map((c) => ({ value: c, label: categoryLabel(c) }))}
              value={line.category}
              onChange={(v) =>
                v &&
                onChange({
                  category: v,
                  factor: null,
                  unit: '',
                  // A method the new category does not have is cleared.
                  reported: reported
                    ? {
                        ...reported,
                        method:
                          reported.method && methodsOf(v).includes(reported.method) ? reported.method : null,
                      }
                    : null,
                })
              }
              allowDeselect={false}
              disabled={!editable}
              w="100%"
              // Long category names wrap in the list instead of being cut (issue 28).
              comboboxProps={{ width: 360 }}
              styles={{ option: { whiteSpace: 'normal' } }}
            />
            {categoryLabel(line.category).length > 30 ? (
              <Text size="xs" c="dimmed" mt={2}>
                {categoryLabel(line.category)}
              </Text>
            ) : null}
          </Stack>
        </Table.Td>
        <Table.Td data-label="Emission factor">
          {reported ? (
            <Stack gap={4}>
              <Select
                aria-label={`Line ${n} method`}
                placeholder="How the figure was made"
                data={methods.map((m) => ({ value: m, label: SCOPE3_METHOD_INFO[m].label }))}
                value={reported.method}
                onChange={(method) => onChange({ reported: { ...reported, method: method ?? null } })}
                disabled={!editable}
                miw={260}
              />
              <TextInput
                aria-label={`Line ${n} source of the figure`}
                placeholder="Where it comes from (supplier, report, spend data)"
                size="xs"
                value={reported.source}
                onChange={(e) => onChange({ reported: { ...reported, source: e.currentTarget.value } })}
                disabled={!editable}
              />
              {reported.method && SCOPE3_METHOD_INFO[reported.method].pcafOption === '1b' ? (
                <Checkbox
                  size="xs"
                  label="Checked by a third party (verified)"
                  checked={reported.verified}
                  onChange={(e) => onChange({ reported: { ...reported, verified: e.currentTarget.checked } })}
                  disabled={!editable}
                />
              ) : null}
            </Stack>
          ) : editable ? (
            <FactorPicker
              label={`Line ${n} emission factor`}
              category={line.category}
              // Purchased electricity: the grid factors of the chosen country, from every source (ADR 0160).
              country={line.category === 'PE' ? (gridCountry ?? undefined) : undefined}
              libraryId={line.factor || (line.category === 'PE' && gridCountry) ? undefined : libraryId}
              value={line.factor}
              // Another factor per the same unit keeps the unit the quantity was entered in (MWh stays MWh).
              onChange={(factor) =>
                onChange({
                  factor,
                  unit: factor && line.factor?.unit === factor.unit ? line.unit : (factor?.unit ?? ''),
                })
              }
            />
          ) : (
            <Text size="sm">{line.factor?.name ?? '—'}</Text>
          )}
          {line.factor ? (
            <Text size="xs" c="dimmed" mt={2}>
              {line.factor.name} · {formatNumber(line.factor.kgCO2e, 8)} kg CO₂e per {line.factor.unit} ·{' '}
              {line.factor.source}
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td data-label="Quantity">
          {reported ? (
            <NumberInput
              aria-label={`Line ${n} reported tCO2e`}
              value={reported.tCO2e}
              onChange={(v) =>
                onChange({
                  reported: { ...reported, tCO2e: typeof v === 'number' ? v : v === '' ? '' : Number(v) },
                })
              }
              min={0}
              thousandSeparator=","
              disabled={!editable}
            />
          ) : (
            <NumberInput
              aria-label={`Line ${n} quantity`}
              value={line.quantity}
              onChange={(v) => onChange({ quantity: typeof v === 'number' ? v : v === '' ? '' : Number(v) })}
              min={0}
              thousandSeparator=","
              disabled={!editable}
            />
          )}
        </Table.Td>
        <Table.Td data-label="Unit">
          {reported ? (
            <Text size="sm">tCO₂e</Text>
          ) : (
            <Autocomplete
              aria-label={`Line ${n} unit`}
              data={line.factor ? unitChoices(line.factor.unit) : []}
              value={line.unit}
              onChange={(unit) => onChange({ unit })}
              disabled={!editable || !line.factor}
            />
          )}
        </Table.Td>
        <Table.Td ta="right" ff="monospace" data-label="kg CO₂e">
          {result ? (
            <Tooltip label={how} multiline w={380} withArrow>
              <span tabIndex={0} data-testid={`line-${n}-kg`}>
                {formatNumber(result.kgCO2e, 4)}
              </span>
            </Tooltip>
          ) : (
            '—'
          )}
          {result?.quality ? (
            <Tooltip label={qualityWords(result)} multiline w={340} withArrow>
              <Badge
                variant="outline"
                color={qualityColour(result.quality.score)}
                size="sm"
                mt={4}
                tabIndex={0}
                data-testid={`line-${n}-quality`}
                tt="none"
                styles={{ root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible' } }}
              >
                Data quality {result.quality.score}
              </Badge>
            </Tooltip>
          ) : null}
        </Table.Td>
        <Table.Td>
          {editable ? (
            <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${n}`} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Table.Td>
      </Table.Tr>
      {scope === '2' ? (
        <Table.Tr>
          <Table.Td />
          <Table.Td colSpan={5}>
            <Group gap="sm" align="flex-end">
              <Select
                label="Market-based instrument"
                size="xs"
                placeholder="None: the location-based figure counts"
                data={MARKET_INSTRUMENTS.map((i) => ({ value: i, label: INSTRUMENT_LABELS[i] }))}
                value={line.market?.instrument ?? null}
                clearable
                disabled={!editable}
                onChange={(v) =>
                  onChange({
                    market: v
                      ? {
                          instrument: v,
                          kgCO2ePerUnit:
                            line.market?.kgCO2ePerUnit ?? (v === 'energy-attribute-certificate' ? 0 : ''),
                          source: line.market?.source ?? '',
                        }
                      : null,
                  })
                }
                w={300}
              />
              {line.market ? (
                <>
                  <NumberInput
                    label={`kg CO₂e per ${line.factor?.unit ?? 'unit'}`}
                    size="xs"
                    min={0}
                    value={line.market.kgCO2ePerUnit}
                    disabled={!editable}
                    onChange={(v) =>
                      onChange({
                        market: { ...line.market!, kgCO2ePerUnit: typeof v === 'number' ? v : '' },
                      })
                    }
                    w={170}
                  />
                  <Autocomplete
                    label="Published by"
                    size="xs"
                    data={[]}
                    value={line.market.source}
                    disabled={!editable}
                    onChange={(source) => onChange({ market: { ...line.market!, source } })}
                    w={220}
                  />
                </>
              ) : null}
              {result?.market ? (
                <Text size="xs" c="dimmed">
                  Market-based: {formatNumber(result.market.kgCO2e, 4)} kg
                  {result.market.basis === 'location-fallback' ? ' (location-based, no instrument)' : ''}
                </Text>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
