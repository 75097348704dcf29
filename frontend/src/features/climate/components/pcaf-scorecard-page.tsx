import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { effectiveCompanyId } from '@esg/access-policy';
import {
  PCAF_ASSET_CLASS_LABELS,
  pcafAggregateExplanation,
  pcafEstimateText,
  pcafPositionsFromPortfolio,
  pcafPositionsWithEstimates,
  pcafScoreDistribution,
  pcafSovereignPositions,
  type PcafEnteredEstimate,
  type PcafOutsidePosition,
  type PcafPortfolioRow,
  type PcafSovereignEntry,
} from '@esg/contracts/pcaf-portfolio';
import { INSTRUMENT_LABELS } from '@esg/contracts/portfolio';
import type { PcafAssetClass, PcafPositionResult, PcafRequest } from '@esg/contracts/scoring';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { usePcafCalculation } from '../api/calculate-pcaf';
import { usePcafCompanies } from '../api/company-values';
import { useFundPositions } from '../api/fund-positions';
import { useFunds } from '../api/funds';
import { formatNumber } from '../summary';

/** tCO₂e as a person reads them: 2 decimals, grouped; "—" when there is no figure (never 0). */
const tonnes = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const eur = (value: number) => `€${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
const score = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);
const quarter = (date: string) => `Q${Math.ceil(Number(date.slice(5, 7)) / 3)} ${date.slice(0, 4)}`;

interface HowMade {
  title: string;
  lines: string[];
  inputs?: string[];
  reference?: string[];
  computedAt?: string;
  formula?: string;
}

type PositionRow = PcafPositionResult & { row: PcafPortfolioRow; estimable: boolean };

type EnteredEstimate = PcafEnteredEstimate;

/** The PCAF options an estimate can have; the asset class's table (pcaf.json) decides its score. */
const ESTIMATE_OPTIONS: Array<{ value: EnteredEstimate['dataQualityOption']; label: string }> = [
  { value: '2a', label: '2a: physical activity, the company’s energy use' },
  { value: '2b', label: '2b: physical activity, the company’s production' },
  { value: '3', label: '3: averages (real estate and mortgages)' },
  { value: '3a', label: '3a: economic activity, revenue × sector factor' },
  { value: '3b', label: '3b: economic activity, assets × sector factor' },
];

type FundRow = { fundId: number; name: string; results: PcafPositionResult[] };
type ClassRow = { assetClass: PcafAssetClass; results: PcafPositionResult[] };

/**
 * /scorecards/pcaf (issue 11): PCAF financed emissions of the investor's funds on a quarter end. The
 * positions recorded for that date and the portfolio companies' latest published values become the
 * positions of the stateless POST /api/calculations/pcaf (the mapping: libs/contracts pcaf-portfolio.ts),
 * whose pure functions give each position's attribution factor, financed emissions and data-quality
 * score, and the per-fund, per-asset-class and portfolio totals. Every figure opens how it was made.
 */
export function PcafScorecardPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const funds = useFunds(companyId);
  const fundList = funds.data ?? [];
  const positionQueries = useFundPositions(fundList.map((f) => f.id));
  const dates = [...new Set(positionQueries.flatMap((q) => (q.data ?? []).map((s) => s.date)))]
    .sort()
    .reverse();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen && dates.includes(chosen) ? chosen : (dates[0] ?? null);

  const fundPositions = fundList.map((fund, i) => ({
    fundId: fund.id,
    name: fund.name,
    positions: (positionQueries[i]?.data ?? []).find((s) => s.date === date) ?? null,
  }));
  const companyIds = [
    ...new Set(
      fundPositions.flatMap((f) =>
        (f.positions?.positions ?? []).flatMap((p) => (p.companyId === null ? [] : [p.companyId])),
      ),
    ),
  ].sort((a, b) => a - b);
  const companies = usePcafCompanies(companyIds);
  const loadingInputs =
    funds.isPending || positionQueries.some((q) => q.isPending) || companies.data === null;
  const failed = funds.error ?? positionQueries.find((q) => q.error)?.error ?? companies.error;

  const mapped = companies.data ? pcafPositionsFromPortfolio(fundPositions, companies.data) : null;
  // Estimates entered on this screen, by position id, for positions without published emissions: they
  // go into the calculation with their PCAF option, and "How it was made" shows them. Not saved.
  const [estimates, setEstimates] = useState<Record<string, EnteredEstimate>>({});
  const [estimating, setEstimating] = useState<PositionRow | null>(null);
  const estimable = new Set((mapped?.positions ?? []).filter((p) => !p.emissions).map((p) => p.id));
  const withEstimates = pcafPositionsWithEstimates(mapped?.positions ?? [], estimates);
  // Sovereign bonds: the country's PPP-adjusted GDP and production emissions entered here (no reference
  // data is loaded, ADR 0057) make them positions of the calculation; not saved either.
  const [sovereignEntries, setSovereignEntries] = useState<Record<string, PcafSovereignEntry>>({});
  const [enteringSovereign, setEnteringSovereign] = useState<PcafOutsidePosition | null>(null);
  const sovereigns = pcafSovereignPositions(mapped?.outside ?? [], sovereignEntries);
  const allPositions = [...withEstimates, ...sovereigns.positions];
  // Cheap to recompute: the request is the query key, so equal inputs reuse the calculation.
  const request: PcafRequest | null = allPositions.length ? { positions: allPositions } : null;
  const calculation = usePcafCalculation(request);
  const result = request ? calculation.data : undefined;
  // A disabled query stays pending: only a calculation asked for is waited on.
  const waiting = loadingInputs || (request !== null && calculation.isPending);
  const none = (text: string) => (waiting ? '…' : text);
  const [howMade, setHowMade] = useState<HowMade | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  const rowById = new Map([...(mapped?.rows ?? []), ...sovereigns.rows].map((r) => [r.id, r]));
  const positions: PositionRow[] = (result?.positions ?? []).flatMap((p) => {
    const row = rowById.get(p.id);
    return row ? [{ ...p, row, estimable: estimable.has(p.id) }] : [];
  });
  const fundRows: FundRow[] = fundList
    .map((f) => ({ fundId: f.id, name: f.name, results: positions.filter((p) => p.row.fundId === f.id) }))
    .filter((f) => f.results.length > 0);
  const classRows: ClassRow[] = (Object.keys(PCAF_ASSET_CLASS_LABELS) as PcafAssetClass[])
    .map((assetClass) => ({ assetClass, results: positions.filter((p) => p.assetClass === assetClass) }))
    .filter((c) => c.results.length > 0);

  if (companyId === null) return null;
  const header = (
    <PageHeader
      title="PCAF Scorecard"
      description="Financed emissions of your funds by the PCAF Global GHG Accounting and Reporting Standard (Part A, 2nd edition): each position’s share of its investee’s emissions, with the PCAF data-quality score (1 best – 5 lowest) and the outstanding-weighted score per fund and asset class."
    />
  );
  if (failed)
    return (
      <>
        {header}
        <QueryError error={failed} onRetry={() => void funds.refetch()} />
      </>
    );
  if (!funds.isPending && fundList.length === 0)
    return (
      <>
        {header}
        <Card>
          <EmptyState
            title="No funds yet."
            description="PCAF attributes the emissions of the companies your funds hold. Add a fund and record its positions at a quarter end."
            action={<ButtonLink to="/fundManager">Open the fund manager</ButtonLink>}
          />
        </Card>
      </>
    );
  if (!loadingInputs && dates.length === 0)
    return (
      <>
        {header}
        <Card>
          <EmptyState
            title="No positions recorded yet."
            description="Record your funds’ positions at a quarter end; the scorecard attributes the emissions of the companies they hold."
            action={<ButtonLink to="/fundManager">Record positions</ButtonLink>}
          />
        </Card>
      </>
    );

  const portfolio = result?.portfolio;
  const outside = (mapped?.outside ?? []).filter((o) => !sovereignEntries[o.id]);
  const showAggregate = (title: string, results: readonly PcafPositionResult[]) =>
    setHowMade({
      title,
      lines: pcafAggregateExplanation(results),
      reference: result?.provenance.referenceData,
      computedAt: result?.provenance.computedAt,
    });

  return (
    <>
      {header}
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Positions on"
          w={240}
          allowDeselect={false}
          value={date}
          data={dates.map((d) => ({ value: d, label: `${quarter(d)} (${d})` }))}
          onChange={(v) => v && setChosen(v)}
        />
        <Text size="sm" c="dimmed" maw={620}>
          Emissions and balance sheets come from each company’s latest publication with emissions. Scope 2 is
          market-based where published, else location-based.
        </Text>
      </Group>
      {calculation.error ? (
        <QueryError error={calculation.error} onRetry={() => void calculation.refetch()} />
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} mb="lg">
        <StatCard
          label="Financed emissions"
          value={portfolio ? `${tonnes(portfolio.financedEmissions)} tCO₂e` : none('—')}
          hint="scopes 1 + 2, all funds"
          tone="brand"
          footer={
            result ? (
              <Anchor
                component="button"
                size="sm"
                onClick={() => showAggregate('Financed emissions of all funds', result.positions)}
              >
                How it was made
              </Anchor>
            ) : null
          }
        />
        <StatCard
          label="Scope 3 financed"
          value={portfolio ? `${tonnes(portfolio.financedEmissionsScope3)} tCO₂e` : none('—')}
          hint="where the companies publish scope 3"
        />
        <StatCard
          label="Weighted data quality"
          value={portfolio ? score(portfolio.weightedDataQualityScore) : none('—')}
          hint="scopes 1 + 2, by outstanding; 1 best – 5 lowest"
          tone="info"
        />
        <StatCard
          label="Scope 3 data quality"
          value={portfolio ? score(portfolio.weightedDataQualityScoreScope3) : none('—')}
          hint="reported apart (PCAF ch. 6), positions with scope 3"
          tone="info"
        />
        <StatCard
          label="Attributed"
          value={
            portfolio
              ? percent(
                  portfolio.outstandingTotal > 0
                    ? portfolio.outstandingIncluded / portfolio.outstandingTotal
                    : null,
                )
              : none('—')
          }
          hint={
            portfolio
              ? `${portfolio.positions - portfolio.excluded} of ${portfolio.positions} positions, by outstanding`
              : undefined
          }
          tone={portfolio && portfolio.excluded > 0 ? 'warning' : 'success'}
          progress={
            portfolio && portfolio.outstandingTotal > 0
              ? Math.round((100 * portfolio.outstandingIncluded) / portfolio.outstandingTotal)
              : undefined
          }
        />
      </SimpleGrid>

      <Stack gap="lg">
        <section aria-labelledby="pcaf-funds">
          <Title order={2} size="h4" id="pcaf-funds" mb="xs">
            By fund
          </Title>
          <FundsTable rows={fundRows} loading={waiting} onHow={showAggregate} />
        </section>
        <section aria-labelledby="pcaf-quality">
          <Title order={2} size="h4" id="pcaf-quality" mb="xs">
            Data quality by asset class
          </Title>
          <QualityTable rows={classRows} loading={waiting} narrow={narrow} onHow={showAggregate} />
        </section>
        <section aria-labelledby="pcaf-positions">
          <Title order={2} size="h4" id="pcaf-positions" mb="xs">
            Positions
          </Title>
          <PositionsTable
            rows={positions}
            loading={waiting}
            narrow={narrow}
            estimates={estimates}
            onEstimate={setEstimating}
            onHow={(p) =>
              setHowMade({
                title: `${p.row.companyName ?? `Company ${p.row.companyId}`} — ${p.row.fundName}`,
                lines: p.provenance
                  ? p.provenance.expression.split('; ')
                  : [`Excluded: ${p.exclusionReason ?? 'no reason given'}`],
                inputs: [
                  `position ${p.row.id}: ${INSTRUMENT_LABELS[p.row.instrument]} on ${p.row.date}`,
                  p.row.valuesPeriod
                    ? `published values of ${p.row.valuesPeriod}`
                    : 'no published values of the company',
                  ...p.row.inputs,
                  ...(estimates[p.id] && p.estimable ? [pcafEstimateText(estimates[p.id])] : []),
                  ...(p.dataQualityScoreScope3 !== null
                    ? [`scope 3 data quality score ${p.dataQualityScoreScope3}`]
                    : []),
                  ...p.warnings.map((w) => `warning: ${w}`),
                ],
                formula: p.provenance?.formula,
                reference: p.provenance?.referenceData ?? result?.provenance.referenceData,
                computedAt: p.provenance?.computedAt ?? result?.provenance.computedAt,
              })
            }
          />
        </section>
        {outside.length > 0 ? (
          <Alert color="gray" variant="light" title="Not attributed here">
            <List size="sm" spacing={4}>
              {outside.map((o) => (
                <List.Item key={o.id}>
                  {o.fundName}: {INSTRUMENT_LABELS[o.instrument]}
                  {o.country ? ` (${o.country})` : ''} {eur(o.value)} — {o.reason}.
                  {o.instrument === 'sovereign_bond' && o.country ? (
                    <Button
                      ml="xs"
                      size="compact-xs"
                      variant="light"
                      onClick={() => setEnteringSovereign(o)}
                      aria-label={`Enter the figures of ${o.country} for the sovereign bond in ${o.fundName}`}
                    >
                      Enter country figures
                    </Button>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="xs">
            Methodology
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              Attribution factor: listed equity and listed corporate bonds, outstanding ÷ EVIC; unlisted
              equity, business loans and bonds of private companies, outstanding ÷ (total equity + total
              debt), negative equity set to 0, total assets where equity or debt is not published; real estate
              and mortgages, outstanding ÷ property value at origination.
            </List.Item>
            <List.Item>
              Financed emissions = attribution factor × the company’s scope 1 + 2 emissions (scope 3
              separately). A position without the inputs is excluded with its reason, never counted as zero.
            </List.Item>
            <List.Item>
              Weighted data quality = Σ outstanding × score ÷ Σ outstanding over the attributed positions
              (PCAF Chapter 6); the score is the one published with the emissions, else 1 for verified and 2
              for unverified reported emissions (options 1a and 1b).
            </List.Item>
            <List.Item>
              Scope 3 is reported apart: its financed emissions and its own outstanding-weighted data-quality
              score over the positions with scope 3 emissions (the scope 1 + 2 score where none was published
              for scope 3).
            </List.Item>
            <List.Item>
              A position whose company published no emissions can be given an estimate here (revenue × sector
              factor, or physical activity × emission factor) with its PCAF option; the option’s score comes
              from the asset class’s table, and “How it was made” shows the arithmetic. Estimates are not
              saved.
            </List.Item>
            <List.Item>
              Sovereign debt: PCAF attributes the country’s production emissions (excluding LULUCF) by
              outstanding ÷ PPP-adjusted GDP; no national inventory or GDP reference data is loaded, so a
              sovereign bond is attributed once you enter its country’s figures (“Enter country figures”).
            </List.Item>
            <List.Item>Reference: {result?.provenance.referenceData?.join('; ') ?? 'pcaf.json'}</List.Item>
          </List>
        </Paper>
      </Stack>
      <HowMadeModal howMade={howMade} onClose={() => setHowMade(null)} />
      {enteringSovereign ? (
        <SovereignModal
          key={enteringSovereign.id}
          position={enteringSovereign}
          entry={sovereignEntries[enteringSovereign.id] ?? null}
          onClose={() => setEnteringSovereign(null)}
          onSave={(entry) => {
            setSovereignEntries((current) => ({ ...current, [enteringSovereign.id]: entry }));
            setEnteringSovereign(null);
          }}
        />
      ) : null}
      {estimating ? (
        <EstimateModal
          key={estimating.id}
          row={estimating}
          entry={estimates[estimating.id] ?? null}
          onClose={() => setEstimating(null)}
          onSave={(entry) => {
            setEstimates((current) => {
              const next = { ...current };
              if (entry) next[estimating.id] = entry;
              else delete next[estimating.id];
              return next;
            });
            setEstimating(null);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * A sovereign bond's country figures (PCAF 5.7): PPP-adjusted GDP, production emissions excluding (and
 * optionally including) LULUCF from the national inventory, and the data-quality score, which pcaf.json
 * cannot derive (its sovereign table was not extracted).
 */
function SovereignModal({
  position,
  entry,
  onClose,
  onSave,
}: {
  position: PcafOutsidePosition;
  entry: PcafSovereignEntry | null;
  onClose: () => void;
  onSave: (entry: PcafSovereignEntry) => void;
}) {
  const [gdp, setGdp] = useState<number | string>(entry?.pppAdjustedGdp ?? '');
  const [emissions, setEmissions] = useState<number | string>(entry?.productionEmissions ?? '');
  const [lulucf, setLulucf] = useState<number | string>(entry?.productionEmissionsInclLulucf ?? '');
  const [quality, setQuality] = useState<string>(String(entry?.dataQualityScore ?? 4));
  const [error, setError] = useState<string | null>(null);
  const country = position.country ?? '';
  const save = () => {
    const g = typeof gdp === 'number' && gdp > 0 ? gdp : null;
    const e = typeof emissions === 'number' && emissions >= 0 ? emissions : null;
    if (g === null || e === null)
      return setError('Enter the PPP-adjusted GDP (above 0) and the production emissions (0 or more).');
    onSave({
      pppAdjustedGdp: g,
      productionEmissions: e,
      ...(typeof lulucf === 'number' ? { productionEmissionsInclLulucf: lulucf } : {}),
      dataQualityScore: Number(quality),
    });
  };
  return (
    <Modal opened onClose={onClose} title={`Figures of ${country} for PCAF`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          PCAF attributes sovereign debt by outstanding ÷ the country’s PPP-adjusted GDP, times its production
          emissions (national inventory, excluding LULUCF). Enter them from the sources you use; they are used
          on this page only.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="PPP-adjusted GDP (EUR)" min={0} value={gdp} onChange={setGdp} />
          <NumberInput
            label="Production emissions excl. LULUCF (tCO₂e)"
            min={0}
            value={emissions}
            onChange={setEmissions}
          />
          <NumberInput
            label="Production emissions incl. LULUCF (tCO₂e, optional)"
            value={lulucf}
            onChange={setLulucf}
          />
          <Select
            label="PCAF data-quality score"
            allowDeselect={false}
            value={quality}
            data={['1', '2', '3', '4', '5']}
            onChange={(v) => v && setQuality(v)}
          />
        </SimpleGrid>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>Attribute</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Emissions estimated for a position whose company published none (PCAF options 2 and 3): physical
 * activity × emission factor, or revenue × the sector's factor, with the PCAF option (its score comes
 * from the asset class's table in pcaf.json). The calculation shows the arithmetic in "How it was made".
 */
function EstimateModal({
  row,
  entry,
  onClose,
  onSave,
}: {
  row: PositionRow;
  entry: EnteredEstimate | null;
  onClose: () => void;
  onSave: (entry: EnteredEstimate | null) => void;
}) {
  const initial = entry?.estimate;
  const [basis, setBasis] = useState<'revenue' | 'physical-activity'>(initial?.basis ?? 'revenue');
  const [revenue, setRevenue] = useState<number | string>(
    initial?.basis === 'revenue' ? initial.revenue : '',
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
  const [option, setOption] = useState<EnteredEstimate['dataQualityOption']>(
    entry?.dataQualityOption ?? '3a',
  );
  const [error, setError] = useState<string | null>(null);
  const number = (v: number | string) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
  const save = () => {
    if (basis === 'revenue') {
      const r = number(revenue);
      const f = number(sectorFactor);
      if (r === null || f === null) return setError('Enter the revenue and the sector factor (0 or more).');
      onSave({ estimate: { basis, revenue: r, sectorFactor: f }, dataQualityOption: option });
    } else {
      const a = number(activity);
      const f = number(emissionFactor);
      if (a === null || f === null || !activityUnit.trim())
        return setError('Enter the activity, its unit and the emission factor (0 or more).');
      onSave({
        estimate: { basis, activity: a, activityUnit: activityUnit.trim(), emissionFactor: f },
        dataQualityOption: option,
      });
    }
  };
  const company = row.row.companyName ?? `Company ${row.row.companyId}`;
  return (
    <Modal opened onClose={onClose} title={`Estimate the emissions of ${company}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {company} published no scope 1 and 2 emissions for this position ({row.row.fundName}). An estimate
          lets PCAF attribute it, with the lower data quality of its option. It is used on this page only.
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
            <NumberInput
              label="Sector factor (tCO₂e per EUR of revenue)"
              min={0}
              decimalScale={12}
              value={sectorFactor}
              onChange={setSectorFactor}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
          </SimpleGrid>
        )}
        <Select
          label="PCAF data-quality option"
          allowDeselect={false}
          value={option}
          data={ESTIMATE_OPTIONS}
          onChange={(v) => v && setOption(v)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {entry ? (
            <Button variant="subtle" color="red" onClick={() => onSave(null)}>
              Remove estimate
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save}>Use estimate</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function HowMadeModal({ howMade, onClose }: { howMade: HowMade | null; onClose: () => void }) {
  return (
    <Modal opened={howMade !== null} onClose={onClose} title={howMade?.title ?? ''} size="lg">
      {howMade ? (
        <Stack gap="sm">
          {howMade.formula ? (
            <Text size="sm">
              Formula <Code>{howMade.formula}</Code>
            </Text>
          ) : null}
          <Stack gap={4}>
            {howMade.lines.map((line) => (
              <Code key={line} block>
                {line}
              </Code>
            ))}
          </Stack>
          {howMade.inputs?.length ? (
            <>
              <Title order={3} size="h6">
                Inputs
              </Title>
              <List size="sm" spacing={2}>
                {howMade.inputs.map((input) => (
                  <List.Item key={input}>{input}</List.Item>
                ))}
              </List>
            </>
          ) : null}
          {howMade.reference?.length ? (
            <Text size="xs" c="dimmed">
              Reference data: {howMade.reference.join('; ')}
            </Text>
          ) : null}
          {howMade.computedAt ? (
            <Text size="xs" c="dimmed">
              Computed {new Date(howMade.computedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

const fundColumn = createColumnHelper<FundRow>();

function FundsTable({
  rows,
  loading,
  onHow,
}: {
  rows: FundRow[];
  loading: boolean;
  onHow: (title: string, results: readonly PcafPositionResult[]) => void;
}) {
  const columns = useMemo(
    () => [
      fundColumn.accessor('name', { header: 'Fund', meta: { rowHeader: true, alwaysVisible: true } }),
      fundColumn.accessor((r) => r.results.reduce((s, p) => s + p.outstanding, 0), {
        id: 'outstanding',
        header: 'Outstanding',
        meta: { align: 'right', label: 'Outstanding' },
        cell: (c) => eur(c.getValue()),
      }),
      fundColumn.accessor((r) => r.results.reduce((s, p) => s + (p.financedEmissions ?? 0), 0), {
        id: 'financed',
        header: 'Financed tCO₂e (1 + 2)',
        meta: { align: 'right', label: 'Financed emissions' },
        cell: (c) => tonnes(c.row.original.results.some((p) => !p.excluded) ? c.getValue() : null),
      }),
      fundColumn.accessor((r) => r.results.reduce((s, p) => s + (p.financedEmissionsScope3 ?? 0), 0), {
        id: 'scope3',
        header: 'Scope 3',
        meta: { align: 'right', label: 'Scope 3' },
        cell: (c) => tonnes(c.getValue()),
      }),
      fundColumn.accessor((r) => weightedScore(r.results), {
        id: 'quality',
        header: 'Weighted DQ',
        meta: { align: 'right', label: 'Weighted data quality' },
        cell: (c) => score(c.getValue()),
      }),
      fundColumn.accessor((r) => r.results.filter((p) => p.excluded).length, {
        id: 'excluded',
        header: 'Excluded',
        meta: { align: 'right', label: 'Excluded' },
        cell: (c) => `${c.getValue()} of ${c.row.original.results.length}`,
      }),
      fundColumn.display({
        id: 'how',
        header: () => <span className="visually-hidden-text">How it was made</span>,
        meta: { alwaysVisible: true, align: 'right', label: 'How it was made' },
        cell: ({ row }) => (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`How ${row.original.name}'s figures were made`}
            onClick={() => onHow(`${row.original.name}: financed emissions`, row.original.results)}
          >
            How it was made
          </Button>
        ),
      }),
    ],
    [onHow],
  );
  return (
    <DataTable
      label="Financed emissions by fund"
      itemName={['fund', 'funds']}
      columns={columns}
      data={loading ? undefined : rows}
      getRowId={(r) => String(r.fundId)}
      loading={loading}
      columnMenu={false}
      empty={<EmptyState size="sm" title="No fund holds a company on this date." />}
    />
  );
}

function weightedScore(results: readonly PcafPositionResult[]): number | null {
  const included = results.filter((r) => !r.excluded);
  const total = included.reduce((s, r) => s + r.outstanding, 0);
  return total > 0
    ? included.reduce((s, r) => s + r.outstanding * (r.dataQualityScore ?? 0), 0) / total
    : null;
}

const classColumn = createColumnHelper<ClassRow>();

function QualityTable({
  rows,
  loading,
  narrow,
  onHow,
}: {
  rows: ClassRow[];
  loading: boolean;
  narrow: boolean | undefined;
  onHow: (title: string, results: readonly PcafPositionResult[]) => void;
}) {
  const columns = useMemo(
    () => [
      classColumn.accessor((r) => PCAF_ASSET_CLASS_LABELS[r.assetClass], {
        id: 'assetClass',
        header: 'Asset class',
        meta: { rowHeader: true, alwaysVisible: true },
      }),
      ...[1, 2, 3, 4, 5].map((s) =>
        classColumn.accessor((r) => pcafScoreDistribution(r.results)[s - 1].share, {
          id: `score${s}`,
          header: `Score ${s}`,
          meta: { align: 'right', label: `Share at score ${s}` },
          cell: (c) => percent(c.getValue()),
        }),
      ),
      classColumn.accessor((r) => weightedScore(r.results), {
        id: 'weighted',
        header: 'Weighted score',
        meta: { align: 'right', label: 'Weighted score' },
        cell: ({ row, getValue }) => (
          <Anchor
            component="button"
            size="sm"
            aria-label={`How the ${PCAF_ASSET_CLASS_LABELS[row.original.assetClass]} score was made`}
            onClick={() =>
              onHow(`${PCAF_ASSET_CLASS_LABELS[row.original.assetClass]}: data quality`, row.original.results)
            }
          >
            {score(getValue())}
          </Anchor>
        ),
      }),
    ],
    [onHow],
  );
  return (
    <DataTable
      label="Data quality by asset class"
      itemName={['asset class', 'asset classes']}
      columns={columns}
      data={loading ? undefined : rows}
      getRowId={(r) => r.assetClass}
      loading={loading}
      initialColumnVisibility={narrow ? { score1: false, score3: false, score5: false } : {}}
      empty={<EmptyState size="sm" title="No position to score." />}
    />
  );
}

const positionColumn = createColumnHelper<PositionRow>();

function PositionsTable({
  rows,
  loading,
  narrow,
  estimates,
  onEstimate,
  onHow,
}: {
  rows: PositionRow[];
  loading: boolean;
  narrow: boolean | undefined;
  estimates: Readonly<Record<string, EnteredEstimate>>;
  onEstimate: (row: PositionRow) => void;
  onHow: (row: PositionRow) => void;
}) {
  const columns = useMemo(
    () => [
      positionColumn.accessor((r) => r.row.companyName ?? `Company ${r.row.companyId}`, {
        id: 'company',
        header: 'Company',
        meta: { rowHeader: true, alwaysVisible: true, width: 220 },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.row.companyName ?? `Company ${row.original.row.companyId}`}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.row.fundName}
            </Text>
          </Stack>
        ),
      }),
      positionColumn.accessor((r) => PCAF_ASSET_CLASS_LABELS[r.assetClass], {
        id: 'assetClass',
        header: 'Asset class',
        meta: { label: 'Asset class' },
      }),
      positionColumn.accessor('outstanding', {
        header: 'Outstanding',
        meta: { align: 'right', label: 'Outstanding' },
        cell: (c) => eur(c.getValue()),
      }),
      positionColumn.accessor('attributionFactor', {
        header: 'Attribution',
        meta: { align: 'right', label: 'Attribution factor' },
        cell: (c) => (c.getValue() === null ? '—' : formatNumber(c.getValue()!, 6)),
      }),
      positionColumn.accessor('financedEmissions', {
        header: 'Financed tCO₂e',
        meta: { align: 'right', label: 'Financed emissions' },
        cell: ({ row, getValue }) => {
          const name = row.original.row.companyName ?? 'the position';
          const estimate = row.original.estimable ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onEstimate(row.original)}
              aria-label={`${estimates[row.original.id] ? 'Change the estimate' : 'Estimate the emissions'} of ${name} in ${row.original.row.fundName}`}
            >
              {estimates[row.original.id] ? 'Change estimate' : 'Estimate emissions'}
            </Button>
          ) : null;
          return row.original.excluded ? (
            <Stack gap={2} align="flex-end">
              <ToneBadge tone="warning" size="sm">
                Excluded
              </ToneBadge>
              <Text size="xs" c="dimmed" ta="right" maw={280}>
                {row.original.exclusionReason}
              </Text>
              {estimate}
            </Stack>
          ) : (
            <Stack gap={2} align="flex-end">
              <Text size="sm">{tonnes(getValue())}</Text>
              {row.original.emissionsBasis && row.original.emissionsBasis !== 'reported' ? (
                <ToneBadge tone="info" size="sm">
                  Estimated
                </ToneBadge>
              ) : null}
              {estimate}
            </Stack>
          );
        },
      }),
      positionColumn.accessor('financedEmissionsScope3', {
        header: 'Scope 3',
        meta: { align: 'right', label: 'Scope 3' },
        cell: (c) => tonnes(c.getValue()),
      }),
      positionColumn.accessor('dataQualityScore', {
        header: 'DQ score',
        meta: { align: 'right', label: 'Data quality score' },
        cell: (c) => (c.getValue() === null ? '—' : <Badge variant="light">{c.getValue()}</Badge>),
      }),
      positionColumn.accessor('dataQualityScoreScope3', {
        header: 'Scope 3 DQ',
        meta: { align: 'right', label: 'Scope 3 data quality score' },
        cell: (c) => (c.getValue() === null ? '—' : <Badge variant="light">{c.getValue()}</Badge>),
      }),
      positionColumn.display({
        id: 'how',
        header: () => <span className="visually-hidden-text">How it was made</span>,
        meta: { alwaysVisible: true, align: 'right', label: 'How it was made' },
        cell: ({ row }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`How ${row.original.row.companyName ?? 'the position'} in ${row.original.row.fundName} was made`}
            onClick={() => onHow(row.original)}
          >
            How
          </Button>
        ),
      }),
    ],
    [onHow, onEstimate, estimates],
  );
  return (
    <DataTable
      label="PCAF positions"
      itemName={['position', 'positions']}
      columns={columns}
      data={loading ? undefined : rows}
      getRowId={(r) => r.id}
      loading={loading}
      sorting={{ mode: 'client' }}
      paging={{ mode: 'client', pageSize: 25 }}
      initialColumnVisibility={
        narrow
          ? {
              assetClass: false,
              outstanding: false,
              financedEmissionsScope3: false,
              dataQualityScoreScope3: false,
              attributionFactor: false,
            }
          : {}
      }
      empty={<EmptyState size="sm" title="No company positions on this date." />}
    />
  );
}
